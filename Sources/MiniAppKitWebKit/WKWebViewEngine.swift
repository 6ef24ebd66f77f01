#if canImport(WebKit)
public import Foundation
public import MiniAppKit
public import WebKit

/// The Apple engine: a `WKWebView` behind ``WebEngine``, mirroring `WebKitGTKEngine`.
///
/// Thin by design: WebKit on iOS and macOS offers the same pieces as WebKitGTK (script
/// message handlers with and without reply, user scripts, custom schemes, navigation
/// decisions), so this adapter only translates types. Unlike WebKitGTK it reports the
/// sending frame, which the access gate uses as an extra check.
@MainActor
public final class WKWebViewEngine: NSObject, WebEngine {
    public weak var delegate: (any WebEngineDelegate)?
    public let webView: WKWebView
    private let configuration: WKWebViewConfiguration
    private var schemes: [String: SchemeTask] = [:]
    private var callSchemes: Set<String> = []

    public init(frame: CGRect = .zero) {
        configuration = WKWebViewConfiguration()
        configuration.defaultWebpagePreferences.allowsContentJavaScript = true
        webView = WKWebView(frame: frame, configuration: configuration)
        super.init()
        webView.navigationDelegate = self
    }

    public var url: URL? { webView.url }

    public func addUserScript(_ script: UserScript) {
        let time: WKUserScriptInjectionTime = script.injectionTime == .documentStart ? .atDocumentStart : .atDocumentEnd
        configuration.userContentController.addUserScript(
            WKUserScript(source: script.source, injectionTime: time, forMainFrameOnly: script.frames == .mainFrameOnly))
    }

    public func addMessageHandler(named name: String, replies: Bool) {
        let trampoline = MessageTrampoline(engine: self)
        if replies {
            configuration.userContentController.addScriptMessageHandler(trampoline, contentWorld: .page, name: name)
        } else {
            configuration.userContentController.add(trampoline, name: name)
        }
    }

    public func registerScheme(_ scheme: String, handler: any SchemeHandler) {
        let task = SchemeTask(handler: handler)
        schemes[scheme] = task
        configuration.setURLSchemeHandler(task, forURLScheme: scheme)
    }

    /// Navigations to `scheme` carry calls: they are reported with the frame that started
    /// them (`sourceFrame`), so an iframe's call is refused while the main frame may use an
    /// iframe as its transport.
    package func addCallScheme(_ scheme: String) {
        callSchemes.insert(scheme.lowercased())
    }

    public func load(_ url: URL) {
        webView.load(URLRequest(url: url))
    }

    public func evaluateJavaScript(_ source: String) async throws(WebEngineError) -> String? {
        do {
            let value = try await webView.evaluateJavaScript(source)
            guard let value, JSONSerialization.isValidJSONObject([value]) else { return nil }
            let data = try JSONSerialization.data(withJSONObject: [value])
            return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
        } catch {
            throw WebEngineError(.javaScriptException, error.localizedDescription)
        }
    }

    public func runJavaScript(_ source: String) {
        webView.evaluateJavaScript(source, completionHandler: nil)
    }

    public func snapshotPNG() async throws(WebEngineError) -> Data {
        do {
            let image = try await webView.takeSnapshot(configuration: nil)
            #if canImport(UIKit)
            guard let data = image.pngData() else { throw WebEngineError(.engineFailure, "snapshot has no PNG form") }
            return data
            #else
            guard let tiff = image.tiffRepresentation, let bitmap = NSBitmapImageRep(data: tiff),
                  let data = bitmap.representation(using: .png, properties: [:]) else {
                throw WebEngineError(.engineFailure, "snapshot has no PNG form")
            }
            return data
            #endif
        } catch let error as WebEngineError {
            throw error
        } catch {
            throw WebEngineError(.engineFailure, error.localizedDescription)
        }
    }

    public func goBack() { webView.goBack() }

    public func close() {
        webView.stopLoading()
        configuration.userContentController.removeAllScriptMessageHandlers()
        delegate?.webEngineDidClose(self)
        delegate = nil
    }

    fileprivate func deliver(_ message: WKScriptMessage, reply: ScriptMessageReply?) {
        let body: MessageBody
        if let text = message.body as? String {
            body = .string(text)
        } else if JSONSerialization.isValidJSONObject([message.body]),
                  let data = try? JSONSerialization.data(withJSONObject: [message.body]) {
            body = .json(String(decoding: data.dropFirst().dropLast(), as: UTF8.self))
        } else {
            body = .undefined
        }
        let frame = FrameInfo(isMainFrame: message.frameInfo.isMainFrame, url: message.frameInfo.request.url)
        delegate?.webEngine(self, didReceive: EngineMessage(handler: message.name, body: body, mainFrameURL: webView.url, frame: frame, reply: reply))
    }
}

extension WKWebViewEngine: WKNavigationDelegate {
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async -> WKNavigationActionPolicy {
        guard let url = navigationAction.request.url, let delegate else { return .allow }
        let kind: NavigationAction.Kind = switch navigationAction.navigationType {
        case .linkActivated: .linkClicked
        case .formSubmitted, .formResubmitted: .formSubmitted
        case .backForward: .backForward
        case .reload: .reload
        default: navigationAction.targetFrame == nil ? .newWindow : .other
        }
        let isCall = callSchemes.contains(url.scheme?.lowercased() ?? "")
        let isMainFrame = isCall ? navigationAction.sourceFrame.isMainFrame : navigationAction.targetFrame?.isMainFrame ?? true
        let action = NavigationAction(url: url, isMainFrame: isMainFrame, kind: kind)
        return delegate.webEngine(self, decidePolicyFor: action) == .allow ? .allow : .cancel
    }

    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        delegate?.webEngine(self, didChange: .started(webView.url))
    }

    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
        delegate?.webEngine(self, didChange: .committed(webView.url))
    }

    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        delegate?.webEngine(self, didChange: .finished(webView.url))
    }

    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
        delegate?.webEngine(self, didChange: .failed(webView.url, message: error.localizedDescription))
    }
}

/// Breaks the retain cycle `WKUserContentController` would make with the engine.
@MainActor
private final class MessageTrampoline: NSObject, WKScriptMessageHandler, WKScriptMessageHandlerWithReply {
    weak var engine: WKWebViewEngine?

    init(engine: WKWebViewEngine) {
        self.engine = engine
    }

    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
        engine?.deliver(message, reply: nil)
    }

    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) async -> (Any?, String?) {
        await withCheckedContinuation { continuation in
            let reply = ScriptMessageReply { value in
                switch value {
                case .string(let text): continuation.resume(returning: (text, nil))
                case .json(let json): continuation.resume(returning: (try? JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed), nil))
                case .null: continuation.resume(returning: (nil, nil))
                case .error(let message): continuation.resume(returning: (nil, message))
                }
            }
            engine?.deliver(message, reply: reply)
        }
    }
}

/// Serves a custom scheme from a ``SchemeHandler``.
private final class SchemeTask: NSObject, WKURLSchemeHandler {
    let handler: any SchemeHandler

    init(handler: any SchemeHandler) {
        self.handler = handler
    }

    func webView(_ webView: WKWebView, start task: any WKURLSchemeTask) {
        guard let url = task.request.url else { return }
        let request = SchemeRequest(url: url, method: task.request.httpMethod ?? "GET", headers: task.request.allHTTPHeaderFields ?? [:])
        let response = handler.respond(to: request)
        var headers = response.headers
        headers["Content-Type"] = response.mimeType
        headers["Content-Length"] = "\(response.body.count)"
        if let http = HTTPURLResponse(url: url, statusCode: response.status, httpVersion: "HTTP/1.1", headerFields: headers) {
            task.didReceive(http)
        }
        task.didReceive(response.body)
        task.didFinish()
    }

    func webView(_ webView: WKWebView, stop task: any WKURLSchemeTask) {}
}
#endif
