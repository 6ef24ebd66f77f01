public import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// How every request that carries a credential follows an HTTP redirect: as the Fetch
/// standard's HTTP-redirect fetch does, and never taking a credential to another origin.
///
/// Foundation's URLSession on Linux follows 301, 302, 303, 307 and 308 by copying the
/// request whole, so an `Authorization: Bearer …` (and the `Cookie` of the previous hop)
/// went to whatever host the server named. Browsers do not: Fetch removes
/// `Authorization` when a redirect leaves the request's origin (scheme, host and port),
/// and a cookie goes only where the cookie store's own rules send it. The SDK and the
/// `miniapp` tool follow redirects by this one rule wherever they attach a token: the
/// in-app browser window that sends a mini app's request itself, the Corva client, and
/// the publish client.
///
/// The rule (Fetch, "HTTP-redirect fetch"):
/// - 301 and 302 turn a `POST` into a `GET`, and 303 turns anything but `GET` and `HEAD`
///   into a `GET`; the body and the headers that describe it go with the change.
///   307 and 308 keep the method and the body.
/// - To another origin, ``credentialHeaders`` (and any header the caller names as a
///   credential, such as the platform client's `apiKey`) are removed. Fetch removes
///   only `Authorization`; a `Cookie` set by hand and a proxy's credentials go too.
///   Cookies from a session's cookie store are the store's to add for the new URL.
/// - A redirect to anything but `http` or `https` is not followed.
public enum HTTPRedirect {
    /// The statuses that redirect.
    static let statuses: Set<Int> = [301, 302, 303, 307, 308]

    /// The most redirects one request follows (Fetch's limit).
    public static let maxRedirects = 20

    /// Request headers that are credentials, lower-cased: never sent to another origin.
    public static let credentialHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie"]

    /// The request to send after `answer` to `request`, or `nil` when `answer` is not a
    /// redirect to an `http` or `https` URL.
    ///
    /// - Parameters:
    ///   - request: the request that was answered with `answer`.
    ///   - answer: the answer; its URL is where the redirect comes from.
    ///   - credentials: more header names (any case) to keep to the origin.
    public static func request(after request: URLRequest, answer: HTTPURLResponse, credentials: Set<String> = []) -> URLRequest? {
        guard statuses.contains(answer.statusCode), let from = answer.url ?? request.url,
              let location = answer.value(forHTTPHeaderField: "Location"),
              let target = URL(string: location, relativeTo: from)?.absoluteURL,
              ["http", "https"].contains(target.scheme?.lowercased())
        else { return nil }
        var next = request
        next.url = target
        let method = request.httpMethod ?? "GET"
        if (answer.statusCode == 303 && method != "GET" && method != "HEAD") || ([301, 302].contains(answer.statusCode) && method == "POST") {
            next.httpMethod = "GET"
        }
        return cleaned(next, from: from, method: method, credentials: credentials)
    }

    /// The request a URL session proposes for a redirect (`proposed`, after `answer` to
    /// `current`), without what must not follow it: the credentials when it leaves the
    /// origin, the body's headers when its method became `GET`.
    static func cleaned(_ proposed: URLRequest, after answer: HTTPURLResponse, to current: URLRequest, credentials: Set<String> = []) -> URLRequest {
        guard let from = answer.url ?? current.url else { return proposed }
        return cleaned(proposed, from: from, method: current.httpMethod ?? "GET", credentials: credentials)
    }

    /// Whether `a` and `b` have the same origin: scheme, host and port (a missing port is
    /// the scheme's default).
    static func isSameOrigin(_ a: URL, _ b: URL) -> Bool {
        func origin(_ url: URL) -> (String, String, Int?) {
            let scheme = url.scheme?.lowercased() ?? ""
            return (scheme, url.host?.lowercased() ?? "", url.port ?? ["http": 80, "https": 443][scheme])
        }
        return origin(a) == origin(b)
    }

    private static func cleaned(_ next: URLRequest, from: URL, method: String, credentials: Set<String>) -> URLRequest {
        var next = next
        var removed: Set<String> = []
        if next.httpMethod == "GET", method != "GET" {
            next.httpBody = nil
            next.httpBodyStream = nil
            removed = ["content-type", "content-length", "content-encoding", "content-language", "content-location"]
        }
        if let to = next.url, !isSameOrigin(from, to) {
            removed.formUnion(credentialHeaders)
            removed.formUnion(credentials.map { $0.lowercased() })
        }
        for name in (next.allHTTPHeaderFields ?? [:]).keys where removed.contains(name.lowercased()) {
            next.setValue(nil, forHTTPHeaderField: name)
        }
        return next
    }

    /// A URL session's delegate that applies the rule on every redirect, or follows
    /// none (`followsRedirects` false: the redirect answer is the answer, for a caller
    /// that follows with ``HTTPRedirect/request(after:answer:credentials:)``).
    ///
    /// Give it to the session, not to `data(for:delegate:)`: FoundationNetworking asks
    /// only the session's delegate about a redirect, and follows it whole otherwise.
    ///
    /// ```swift
    /// let session = URLSession(configuration: .ephemeral, delegate: HTTPRedirect.Delegate(), delegateQueue: nil)
    /// ```
    public final class Delegate: NSObject, URLSessionTaskDelegate, Sendable {
        private let followsRedirects: Bool
        private let credentials: Set<String>

        /// - Parameters:
        ///   - followsRedirects: whether the session follows redirects (by the rule).
        ///   - credentials: more header names to keep to the origin.
        public init(followsRedirects: Bool = true, credentials: Set<String> = []) {
            self.followsRedirects = followsRedirects
            self.credentials = credentials
        }

        /// The proposed request, cleaned by the rule; `nil` (stop here) when the delegate
        /// follows no redirects.
        public func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            guard followsRedirects, let current = task.currentRequest ?? task.originalRequest else {
                completionHandler(nil)
                return
            }
            completionHandler(HTTPRedirect.cleaned(request, after: response, to: current, credentials: credentials))
        }
    }
}
