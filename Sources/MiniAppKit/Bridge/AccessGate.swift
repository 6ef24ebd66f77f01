public import Foundation

/// The first step of every call: may this sender call this action at all?
///
/// WebKitGTK reports neither the sending frame nor its origin, so the gate decides
/// on what the engine does report (see `docs/ARCHITECTURE.md`, "Access rules"):
/// - the main frame's URL at delivery, which must have the page's origin;
/// - the channel: a dialect's main-frame script may post to a per-launch secret
///   handler name that only it knows; anything on a public handler name while that
///   script runs comes from an iframe or from code that is not the script, and is
///   refused by ``AccessRule/mainFrameOnly``;
/// - the frame, where the engine reports it (WKWebView).
/// Host allow/deny lists narrow further.
public struct AccessGate: Sendable {
    /// The origin the page was loaded from (a packaged app's custom scheme, or a hosted page's origin).
    public var origin: WebOrigin
    /// Whether a public handler is the legitimate channel (a foreign bridge script
    /// injected into the page's own world). Then iframes cannot be told apart.
    public var trustsPublicHandler: Bool
    /// If set, only these actions may be called.
    public var allowedActions: Set<String>?
    /// These actions are refused.
    public var deniedActions: Set<String>

    public init(
        origin: WebOrigin,
        trustsPublicHandler: Bool = false,
        allowedActions: Set<String>? = nil,
        deniedActions: Set<String> = []
    ) {
        self.origin = origin
        self.trustsPublicHandler = trustsPublicHandler
        self.allowedActions = allowedActions
        self.deniedActions = deniedActions
    }

    /// The rule that refuses the call, or `nil` when it may proceed.
    public func check(_ call: CallOrigin, action: String?) -> BridgeError? {
        // The origin first: a page elsewhere is refused for what it is, whatever channel it found.
        guard let url = call.mainFrameURL, WebOrigin(url) == origin else {
            let found = call.mainFrameURL.flatMap(WebOrigin.init).map(\.description) ?? "no page"
            return refusal(.sameOrigin, "only pages of \(origin) may call the bridge; the main frame shows \(found)")
        }
        if let frame = call.frame, !frame.isMainFrame {
            return refusal(.mainFrameOnly, "only the mini app's main frame may call the bridge; this call came from an iframe")
        }
        switch call.channel {
        case .trustedBridge:
            break
        case .publicHandler where !trustsPublicHandler:
            return refusal(.mainFrameOnly, "only the mini app's main frame may call the bridge; '\(call.handler)' is the handler iframes and foreign scripts use")
        case .publicHandler:
            break
        case .navigation(let isMainFrame) where !isMainFrame:
            return refusal(.mainFrameOnly, "only the mini app's main frame may call the bridge; this navigation came from an iframe")
        case .navigation:
            break
        }
        if let action {
            if deniedActions.contains(action) || !(allowedActions?.contains(action) ?? true) {
                return refusal(.hostPolicy, "the host does not allow this mini app to call '\(action)'")
            }
        }
        return nil
    }

    private func refusal(_ rule: AccessRule, _ message: String) -> BridgeError {
        BridgeError(.accessDenied, message, rule: rule)
    }
}

/// A web origin: scheme, host and port, compared case-insensitively.
public struct WebOrigin: Sendable, Hashable, CustomStringConvertible {
    public var scheme: String
    public var host: String
    public var port: Int?

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

    public var description: String {
        "\(scheme)://\(host)" + (port.map { ":\($0)" } ?? "")
    }
}
