/// Why a console request cannot go on, beyond the registry's own ``RegistryError``s.
enum ConsoleFailure: Error, Sendable {
    /// No live session: the browser is sent to the sign-in page.
    case signInRequired
    /// A state-changing request without this session's CSRF token, or from another origin.
    case forgedRequest(String)
    /// Too many failed sign-ins from one address; try again after that many seconds.
    case tooManySignIns(retryAfter: Int)
}
