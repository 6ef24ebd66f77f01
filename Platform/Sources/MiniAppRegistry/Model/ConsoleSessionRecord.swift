/// A signed-in console session as stored (the cookie's value is kept only as its SHA-256).
public struct ConsoleSessionRecord: Sendable, Equatable {
    /// Who signed in: an operator, or a publisher limited to one project.
    public var author: ChangeAuthor
    /// The value every state-changing form of this session must send back.
    public var csrfToken: String
    /// Milliseconds since 1970.
    public var expiresAt: Int
}
