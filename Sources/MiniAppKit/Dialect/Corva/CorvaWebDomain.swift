public import Foundation

/// The origin `corva-web-frontend` is deployed on, and the only one that gets the token.
///
/// The seed writes web-view URLs as `//[WEBDOMAIN]/dashboards/[id]`: the native app
/// picks the scheme. A domain given without one (`app.corva.ai`) is `https`; a
/// development server is given with its scheme and port (`http://localhost:3001`).
///
/// The JWT is a bearer credential: whoever holds it acts as the user. So
/// ``authorized(_:token:)`` adds `jwt` only to URLs of exactly this origin (scheme,
/// host and port), and removes a `jwt` from a URL of any other origin.
public struct CorvaWebDomain: Sendable, Hashable, CustomStringConvertible {
    /// The web domain's origin.
    public let origin: WebOrigin

    /// The web domain at exactly `origin`.
    public init(origin: WebOrigin) {
        self.origin = origin
    }

    /// Reads `host[:port]` or `scheme://host[:port]`, with an optional trailing `/`.
    ///
    /// - Throws: ``CorvaError/Code/invalidConfiguration`` for anything else (a path,
    ///   a query, a scheme other than http or https, no host).
    public init(_ text: String) throws(CorvaError) {
        let full = text.contains("://") ? text : "https://" + text
        guard let components = URLComponents(string: full), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
              components.path.isEmpty || components.path == "/", components.query == nil, components.fragment == nil,
              components.user == nil, components.password == nil
        else {
            throw CorvaError(.invalidConfiguration, "the web domain '\(text)' must be host[:port] or http(s)://host[:port], without a path")
        }
        let defaultPort = scheme == "https" ? 443 : 80
        origin = WebOrigin(scheme: scheme, host: host, port: components.port == defaultPort ? nil : components.port)
    }

    /// The domain as an origin, such as `https://app.corva.ai`.
    public var description: String { origin.description }

    /// Whether `url` is on this web domain (same scheme, host and port).
    public func contains(_ url: URL) -> Bool {
        WebOrigin(url) == origin
    }

    /// `url` as a web view should load it: on this domain, with `native=true` and
    /// `jwt=<token>` (replacing any already there); on any other origin, unchanged but
    /// for a `jwt` query item, which is removed.
    public func authorized(_ url: URL, token: String?) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url }
        let kept = (components.queryItems ?? []).filter { $0.name != "jwt" && (!contains(url) || $0.name != "native") }
        guard contains(url) else {
            guard kept.count != (components.queryItems ?? []).count else { return url }
            components.queryItems = kept.isEmpty ? nil : kept
            return components.url ?? url
        }
        components.queryItems = kept + [URLQueryItem(name: "native", value: "true")] + (token.map { [URLQueryItem(name: "jwt", value: $0)] } ?? [])
        return components.url ?? url
    }
}
