/// The cookies a mini app may read (`getAllCookies`, `getCookies`; §6).
///
/// Optional. Without it the SDK answers with the cookies of the mini app's own web
/// view, when its engine keeps them apart from other mini apps' (WebKitGTK: a web
/// context per mini app); otherwise these keep the §6 "not supported" answer.
@MainActor
public protocol CookieProvider: AnyObject {
    /// The cookies named in `names`, or every cookie when `names` is `nil`.
    func cookies(named names: [String]?, miniAppId: String) async throws -> [MiniAppCookie]
}
