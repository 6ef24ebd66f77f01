/// The user's login in the host app, and tokens exchanged for it (`isLoggedIn`,
/// `triggerLoginUI`, `userProfileManager.forceLogout`, `getExchangeToken`; §6).
///
/// Optional: a delegate that does not conform answers these actions
/// `FAILED_TO_CONFORM_PROTOCOL … is not supported by this host`, as before. The SDK
/// cannot know a host's login, so it has no default.
@MainActor
public protocol LoginStateProvider: AnyObject {
    /// Whether the user is logged in to the host app.
    func isLoggedIn() async throws -> Bool
    /// Shows the host's login; returns whether the user is logged in afterwards.
    /// - Throws: ``HostServiceError/userDenied`` when the user cancels.
    func triggerLoginUI() async throws -> Bool
    /// Logs the user out of the host app; returns whether that happened.
    func forceLogout() async throws -> Bool
    /// A token for the logged-in user, exchanged for `scopes` (ACCESS_TOKEN is already
    /// checked). Sent as `getAccessToken`'s token (§2 row 14).
    /// - Throws: ``AccessTokenError``.
    func exchangeToken(miniAppId: String, scopes: AccessToken.Scopes) async throws -> AccessToken
}
