#if os(Linux)
import EngineConformance

/// A loopback HTTP server that answers every request with one page and the cookies
/// `a=1` and `b=2`: a hosted mini app whose web view has cookies of its own, for the
/// cookie defaults of the newer actions (§6.1). It keeps every request it received, for
/// the browser windows' requests.
enum CookiePageServer {
    static func start(page: String) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { _ in .page(page, headers: [("Set-Cookie", "a=1; Path=/"), ("Set-Cookie", "b=2; Path=/")]) }
    }
}
#endif
