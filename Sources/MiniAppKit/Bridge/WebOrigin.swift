public import Foundation

/// A web origin: scheme, host and port, compared case-insensitively.
///
/// The bridge answers only documents of the mini app's own origin; a display's
/// ``MiniAppDisplay/origin`` is where its mini app is served from.
public struct WebOrigin: Sendable, Hashable, CustomStringConvertible {
    /// Lower-cased: `https`, `miniapp-demo`.
    public var scheme: String
    /// Lower-cased host name.
    public var host: String
    /// The port, or `nil` for the scheme's default.
    public var port: Int?

    /// An origin from its parts (scheme and host are lower-cased).
    public init(scheme: String, host: String, port: Int? = nil) {
        self.scheme = scheme.lowercased()
        self.host = host.lowercased()
        self.port = port
    }

    /// The origin of `url`, or `nil` for URLs without one (`about:blank`, `data:`).
    public init?(_ url: URL) {
        guard let scheme = url.scheme, let host = url.host, !host.isEmpty else { return nil }
        let defaultPort: Int? = switch scheme.lowercased() {
        case "http": 80
        case "https": 443
        default: nil
        }
        let port = url.port == defaultPort ? nil : url.port
        self.init(scheme: scheme, host: host, port: port)
    }

    /// `scheme://host[:port]`.
    public var description: String {
        "\(scheme)://\(host)" + (port.map { ":\($0)" } ?? "")
    }
}
