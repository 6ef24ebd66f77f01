import Foundation
package import Logging

/// The `corva` dialect on one display: `swiftHandler` notifications from pages of a
/// web domain, handed to a ``CorvaPageDelegate``.
///
/// Made by ``DialectAttachment/corva(webDomain:delegate:)``. The gate accepts
/// notifications only while the main frame shows a page of the web domain (rule
/// `same-origin`). `swiftHandler` is a public handler: an iframe inside such a page can
/// post to it too, and the engine names the frame (WKWebView's `frameInfo`, WebKitGTK's
/// frame guard), so the gate refuses it with `main-frame-only`. The dialect
/// has no methods, so its bridge needs no context; nothing is injected, and the page
/// hears nothing of the display's lifecycle events.
@MainActor
public final class CorvaEndpoint: ForwardingEndpoint {
    /// The bridge that decodes and gates this page's notifications.
    package let bridge: Bridge<CorvaDialect>
    /// Receives each accepted notification; kept for the endpoint's lifetime, as a
    /// display keeps every provider it is given.
    public let delegate: (any CorvaPageDelegate)?

    /// - Parameters:
    ///   - webDomain: the origin whose pages may post.
    ///   - delegate: receives each accepted notification.
    package init(webDomain: CorvaWebDomain, delegate: (any CorvaPageDelegate)?, logger: Logger = Logger(label: "corva.bridge")) {
        self.delegate = delegate
        bridge = Bridge(dialect: CorvaDialect(), gate: AccessGate(origin: webDomain.origin, trustsPublicHandler: true), logger: logger)
        bridge.onNotification = { [weak delegate] name, _ in
            guard let notification = CorvaNotification(rawValue: name) else { return }
            delegate?.corvaPage(didPost: notification)
        }
    }

    /// Moves the page's single-page app to `path` (`/dashboards/1234`) without a
    /// reload: the page's `window.navigateAppTo(path)`.
    public func navigateAppTo(_ path: String) {
        bridge.push(.navigateAppTo(path))
    }

    // MARK: - ForwardingEndpoint

    /// `corva`.
    public var dialectName: String { bridge.dialectName }
    /// The page's calls still waiting for an answer.
    public var openCalls: Int { bridge.openCalls }
}
