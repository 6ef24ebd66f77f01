/// The cookies a mini app may read (`getAllCookies`, `getCookies`; §6).
///
/// Optional. Without it the SDK answers with the cookies of the mini app's own web
/// view for its own URL, when the engine can read them.
@MainActor
public protocol CookieProvider: AnyObject {
    /// The cookies named in `names`, or every cookie when `names` is `nil`.
    func cookies(named names: [String]?, miniAppId: String) async throws -> [MiniAppCookie]
}
