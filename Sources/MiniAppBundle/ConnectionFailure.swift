public import Foundation

/// A server that could not be reached, said in words: which URL, and why.
///
/// URLSession's own errors print on Linux as `Error Domain=NSURLErrorDomain Code=-1004
/// "(null)" UserInfo=…`, which tells a user neither the address nor the cause. The SDK's
/// platform client and the registry's publish client both describe such a failure with
/// this one mapping, so `miniapp publish` and `miniapp open --server` say the same thing:
/// "cannot reach http://127.0.0.1:8080/…: connection refused (is the server running?)".
///
/// It lives here, in the module both sides share, because the registry may not import
/// the SDK core.
public struct ConnectionFailure: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The URL that was asked for, without credentials, query or fragment (a query may
    /// carry a token).
    public var url: String
    /// The `NSURLErrorDomain` code (a `URLError.Code` raw value), for programs.
    public var code: Int
    /// Why, in words a user can act on.
    public var reason: String

    /// Describes a URL-loading error; `nil` for any other error.
    ///
    /// - Parameter url: the URL requested, used when the error does not name one.
    public init?(_ error: any Error, url: URL?) {
        let nsError = error as NSError
        guard nsError.domain == NSURLErrorDomain else { return nil }
        let failing = (nsError.userInfo[NSURLErrorFailingURLErrorKey] as? URL)
            ?? (nsError.userInfo["NSErrorFailingURLStringKey"] as? String).flatMap(URL.init(string:))
        self.init(code: nsError.code, url: url ?? failing)
    }

    /// The failure URLSession reports with `code` for `url`.
    public init(code: Int, url: URL?) {
        self.url = url.map(Self.redacted) ?? "the server"
        self.code = code
        self.reason = Self.reason(for: code)
    }

    /// `cannot reach URL: reason`.
    public var description: String { "cannot reach \(url): \(reason)" }

    /// The same text, so `localizedDescription` says it too.
    public var errorDescription: String? { description }

    /// Whether the request may never have reached a server at all (refused, no route,
    /// no name, no network): the failures after which a cached copy may be used.
    public var isUnreachable: Bool {
        Self.unreachableCodes.contains(code)
    }

    private static let unreachableCodes: Set<Int> = Set([
        URLError.Code.notConnectedToInternet, .timedOut, .cannotConnectToHost, .cannotFindHost,
        .networkConnectionLost, .dataNotAllowed, .dnsLookupFailed, .internationalRoamingOff,
    ].map(\.rawValue))

    private typealias Code = URLError.Code

    /// The reason for each code URLSession reports when it gets no usable answer.
    static func reason(for code: Int) -> String {
        switch code {
        case Code.cannotConnectToHost.rawValue:
            "connection refused (is the server running, and on this port?)"
        case Code.cannotFindHost.rawValue, Code.dnsLookupFailed.rawValue:
            "host not found (check the host name)"
        case Code.timedOut.rawValue:
            "timed out waiting for an answer"
        case Code.notConnectedToInternet.rawValue, Code.dataNotAllowed.rawValue, Code.internationalRoamingOff.rawValue:
            "no network connection"
        case Code.networkConnectionLost.rawValue:
            "the connection was closed before the answer arrived"
        case Code.secureConnectionFailed.rawValue:
            "the TLS handshake failed (is it an https server, on this port?)"
        case Code.serverCertificateUntrusted.rawValue, Code.serverCertificateHasUnknownRoot.rawValue:
            "TLS: the server's certificate is not trusted"
        case Code.serverCertificateHasBadDate.rawValue, Code.serverCertificateNotYetValid.rawValue:
            "TLS: the server's certificate has expired or is not valid yet"
        case Code.clientCertificateRejected.rawValue, Code.clientCertificateRequired.rawValue:
            "TLS: the server asks for a client certificate"
        case Code.appTransportSecurityRequiresSecureConnection.rawValue:
            "plain http is not allowed here; use https"
        case Code.badURL.rawValue, Code.unsupportedURL.rawValue:
            "not a URL this client can load (use http:// or https://)"
        case Code.badServerResponse.rawValue, Code.cannotParseResponse.rawValue:
            "the answer is not HTTP (is this the right port?)"
        case Code.httpTooManyRedirects.rawValue, Code.redirectToNonExistentLocation.rawValue:
            "too many or broken redirects"
        case Code.cancelled.rawValue:
            "the request was cancelled"
        default:
            "network error \(code)"
        }
    }

    /// `scheme://host:port/path`, without user, password, query or fragment.
    private static func redacted(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return "the server" }
        components.user = nil
        components.password = nil
        components.query = nil
        components.fragment = nil
        return components.string ?? "the server"
    }
}
