import Foundation
@testable import MiniAppKit

/// A `WebEngine` without a web view: records what the bridge asks of it and lets a
/// test post messages as a page would.
@MainActor
final class FakeEngine: WebEngine {
    weak var delegate: (any WebEngineDelegate)?
    var url: URL?
    var scripts: [UserScript] = []
    var handlers: [String: Bool] = [:]
    var schemes: [String: any SchemeHandler] = [:]
    var evaluated: [String] = []
    var loaded: [URL] = []
    var closed = false
    /// Whether the fake offers browser windows, and the pages it was asked to show.
    var opensBrowserWindows = false
    var browserPages: [BrowserWindowPage] = []
    /// The device permissions' statuses the fake's platform records.
    var permissionStatuses: [DevicePermissionName: DevicePermissionStatus] = [:]

    init(url: URL? = URL(string: "mscheme.demo://miniapp/index.html")) {
        self.url = url
    }

    func addUserScript(_ script: UserScript) { scripts.append(script) }
    func addMessageHandler(named name: String, replies: Bool) { handlers[name] = replies }
    func addCallScheme(_ scheme: String) {}
    func registerScheme(_ scheme: String, handler: any SchemeHandler) { schemes[scheme] = handler }
    func load(_ url: URL) {
        loaded.append(url)
        self.url = url
    }
    func evaluateJavaScript(_ source: String) async throws(WebEngineError) -> String? {
        evaluated.append(source)
        return nil
    }
    func runJavaScript(_ source: String) { evaluated.append(source) }
    func snapshotPNG() async throws(WebEngineError) -> Data { Data([0x89, 0x50, 0x4E, 0x47]) }
    func goBack() {}
    func close() { closed = true }
    /// Records `page`; a web page opens, HTML reaches its callback at once.
    func showBrowserWindow(_ page: BrowserWindowPage) async -> BrowserWindowPage.Outcome {
        browserPages.append(page)
        if case .html(_, _, let prefix) = page { return .intercepted(prefix + "?done=1") }
        return .opened
    }
    func devicePermissionStatus(_ permission: DevicePermissionName) async -> DevicePermissionStatus? { permissionStatuses[permission] }

    /// Reports the web process ended, as an engine does after a crash.
    func terminateWebProcess() { delegate?.webEngine(self, didChange: .webProcessTerminated(url)) }

    /// Posts `body` to `handler` as the page would and returns what settled the
    /// reply Promise (`nil` if nothing did yet).
    @discardableResult
    func post(_ handler: String, _ body: MessageBody, frame: FrameInfo? = nil) -> ReplyBox {
        let box = ReplyBox()
        let replies = handlers[handler] ?? false
        let reply = replies ? ScriptMessageReply { value in box.value = value } : nil
        delegate?.webEngine(self, didReceive: EngineMessage(handler: handler, body: body, mainFrameURL: url, frame: frame, reply: reply))
        box.handle = reply
        return box
    }
}

/// Holds a reply's settled value for a test.
@MainActor
final class ReplyBox {
    var value: ScriptMessageReply.Value?
    /// Keeps the reply alive like the engine does until the call is answered.
    var handle: ScriptMessageReply?
}

/// Routes engine messages straight to a bridge (what `MiniAppDisplay` does).
@MainActor
final class BridgeDelegate<D: Dialect>: WebEngineDelegate {
    let bridge: Bridge<D>
    init(_ bridge: Bridge<D>) { self.bridge = bridge }
    func webEngine(_ engine: any WebEngine, didReceive message: EngineMessage) {
        if bridge.listens(on: message.handler) { bridge.receive(message) }
    }
}

/// Routes engine messages and navigations to one endpoint, the way `MiniAppDisplay` does.
@MainActor
final class EndpointDelegate: WebEngineDelegate {
    let endpoint: any RoutedEndpoint
    init(_ endpoint: any RoutedEndpoint) { self.endpoint = endpoint }
    func webEngine(_ engine: any WebEngine, didReceive message: EngineMessage) {
        if endpoint.listens(on: message.handler) { endpoint.receive(message) }
    }
    func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) -> NavigationDecision {
        guard endpoint.intercepts(action.url) else { return .allow }
        endpoint.receive(navigation: action)
        return .cancel
    }
}
