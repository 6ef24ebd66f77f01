// Code that compiles against Apple's real SDKs (Swift 6 language mode), written the way
// Apple platform code uses WebKit, UIKit/AppKit, SwiftUI and Network: the stubs must
// accept all of it. If a stub edit breaks this file, the stub is wrong, not this file.
// It never runs.
import Foundation
import Network
import SwiftUI
import WebKit

/// A WKWebView adapter's delegate, in the spellings Apple's SDK accepts: async forms of the
/// decision handlers, `WKNavigation!` parameters, both script message handler protocols.
@MainActor
final class IdiomDelegate: NSObject, WKNavigationDelegate, WKUIDelegate, WKScriptMessageHandler, WKScriptMessageHandlerWithReply {
    var observations: [NSKeyValueObservation] = []

    func attach(to webView: WKWebView) {
        webView.navigationDelegate = self
        webView.uiDelegate = self
        if #available(iOS 16.4, macOS 13.3, *) {
            webView.isInspectable = true
        }
        let controller = webView.configuration.userContentController
        controller.add(self, name: "plain")
        controller.add(self, contentWorld: .defaultClient, name: "isolated")
        controller.addScriptMessageHandler(self, contentWorld: .page, name: "replies")
        controller.addUserScript(WKUserScript(source: "1", injectionTime: .atDocumentStart, forMainFrameOnly: true))
        controller.addUserScript(WKUserScript(source: "2", injectionTime: .atDocumentEnd, forMainFrameOnly: false, in: .world(name: "host")))
        observations.append(webView.observe(\.title, options: [.new]) { webView, change in
            let title = change.newValue
            MainActor.assumeIsolated { print(webView.url as Any, title as Any) }
        })
    }

    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async -> WKNavigationActionPolicy {
        // Declared nonnull, nil in practice for some navigations: read it through an optional.
        let source: WKFrameInfo? = navigationAction.sourceFrame
        let isMainFrame = source?.isMainFrame ?? navigationAction.targetFrame?.isMainFrame ?? true
        switch navigationAction.navigationType {
        case .linkActivated, .formSubmitted, .formResubmitted, .backForward, .reload, .other:
            break
        @unknown default:
            break
        }
        return isMainFrame && navigationAction.request.url != nil ? .allow : .cancel
    }

    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse) async -> WKNavigationResponsePolicy {
        navigationResponse.canShowMIMEType ? .allow : .cancel
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        _ = webView.title
        _ = webView.isLoading
        _ = webView.canGoBack
    }

    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
        if let error = error as? WKError, error.code == .webContentProcessTerminated {
            webView.reload()
        }
    }

    func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
        webView.reload()
    }

    func webView(
        _ webView: WKWebView,
        createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction,
        windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
        if navigationAction.targetFrame == nil, let url = navigationAction.request.url {
            webView.load(URLRequest(url: url))
        }
        return nil
    }

    func webViewDidClose(_ webView: WKWebView) {}

    func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo) async {}

    func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo) async -> Bool {
        frame.securityOrigin.host.isEmpty
    }

    func webView(
        _ webView: WKWebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor (String?) -> Void
    ) {
        completionHandler(defaultText)
    }

    func webView(
        _ webView: WKWebView,
        decideMediaCapturePermissionsFor origin: WKSecurityOrigin,
        initiatedBy frame: WKFrameInfo,
        type: WKMediaCaptureType
    ) async -> WKPermissionDecision {
        guard frame.isMainFrame, origin.protocol == "https", origin.port == 0 else { return .deny }
        return type == .microphone ? .grant : .prompt
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        _ = (message.name, message.body, message.frameInfo.isMainFrame, message.webView, message.world.name)
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) async -> (Any?, String?) {
        (message.body as? String, nil)
    }
}

/// Serves a custom scheme, as `WKURLSchemeHandler` requires.
final class IdiomSchemeHandler: NSObject, WKURLSchemeHandler {
    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask) {
        guard let url = urlSchemeTask.request.url else {
            urlSchemeTask.didFailWithError(URLError(.badURL))
            return
        }
        let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "text/html"])
        if let response {
            urlSchemeTask.didReceive(response)
        }
        urlSchemeTask.didReceive(Data("<p>hi</p>".utf8))
        urlSchemeTask.didFinish()
    }

    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask) {}
}

@MainActor
func idiomWebView() async throws -> Data? {
    let configuration = WKWebViewConfiguration()
    configuration.setURLSchemeHandler(IdiomSchemeHandler(), forURLScheme: "app")
    _ = configuration.urlSchemeHandler(forURLScheme: "app")
    configuration.websiteDataStore = .nonPersistent()
    configuration.websiteDataStore = WKWebsiteDataStore(forIdentifier: UUID())
    configuration.applicationNameForUserAgent = "Host/1.0"
    configuration.preferences.javaScriptCanOpenWindowsAutomatically = false
    configuration.defaultWebpagePreferences.allowsContentJavaScript = true
    configuration.mediaTypesRequiringUserActionForPlayback = []
    #if canImport(UIKit)
    configuration.allowsInlineMediaPlayback = true
    #endif
    let webView = WKWebView(frame: .zero, configuration: configuration)
    webView.customUserAgent = nil
    webView.allowsBackForwardNavigationGestures = true
    webView.load(URLRequest(url: URL(string: "app://index.html")!))
    webView.loadHTMLString("<p>hi</p>", baseURL: nil)
    webView.goBack()
    webView.stopLoading()

    webView.evaluateJavaScript("1 + 1") { value, error in
        print(value as Any, error as Any)
    }
    _ = try await webView.evaluateJavaScript("1 + 1")
    webView.evaluateJavaScript("1", in: nil, in: .page) { result in
        if case .failure(let error) = result { print(error) }
    }
    _ = try await webView.evaluateJavaScript("1", contentWorld: .defaultClient)
    _ = try await webView.callAsyncJavaScript("return x", arguments: ["x": 1], contentWorld: .page)
    do {
        _ = try await webView.evaluateJavaScript("throw 1")
    } catch WKError.javaScriptExceptionOccurred {
        print("exception")
    }

    let snapshot = WKSnapshotConfiguration()
    snapshot.rect = webView.bounds
    let image = try await webView.takeSnapshot(configuration: snapshot)
    #if canImport(UIKit)
    return image.pngData()
    #else
    guard let tiff = image.tiffRepresentation, let bitmap = NSBitmapImageRep(data: tiff) else { return nil }
    return bitmap.representation(using: .png, properties: [:])
    #endif
}

/// Opens a link outside the app.
@MainActor
func idiomOpenExternally(_ url: URL) async {
    #if canImport(UIKit)
    if UIApplication.shared.canOpenURL(url) {
        _ = await UIApplication.shared.open(url)
    }
    UIApplication.shared.open(url, options: [:]) { opened in print(opened) }
    _ = UIApplication.didBecomeActiveNotification
    #else
    NSWorkspace.shared.open(url)
    _ = try? await NSWorkspace.shared.open(url, configuration: NSWorkspace.OpenConfiguration())
    _ = NSApplication.didBecomeActiveNotification
    #endif
}

/// Reports whether the network is reachable, from Network's path monitor.
final class IdiomReachability: Sendable {
    private let monitor = NWPathMonitor()

    func start(report: @escaping @Sendable (Bool) -> Void) {
        monitor.pathUpdateHandler = { path in
            report(path.status == .satisfied)
        }
        monitor.start(queue: DispatchQueue(label: "reachability"))
        _ = monitor.currentPath.status
    }

    func stop() {
        monitor.cancel()
    }
}

#if canImport(UIKit)
/// A web view in SwiftUI, the iOS way.
struct IdiomWebView: UIViewRepresentable {
    let webView: WKWebView

    func makeUIView(context: Context) -> WKWebView {
        webView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return webView
    }

    func updateUIView(_ uiView: WKWebView, context: Context) {}

    static func dismantleUIView(_ uiView: WKWebView, coordinator: ()) {
        uiView.stopLoading()
    }
}

/// A view controller hosting a web view.
final class IdiomViewController: UIViewController {
    let webView: WKWebView

    init(webView: WKWebView) {
        self.webView = webView
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("not from a storyboard")
    }

    override func loadView() {
        view = webView
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        webView.stopLoading()
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

    func orientationChanged() {
        setNeedsUpdateOfSupportedInterfaceOrientations()
    }
}
#else
/// A web view in SwiftUI, the macOS way.
struct IdiomWebView: NSViewRepresentable {
    let webView: WKWebView

    func makeNSView(context: Context) -> WKWebView {
        webView.autoresizingMask = [.width, .height]
        return webView
    }

    func updateNSView(_ nsView: WKWebView, context: Context) {}

    static func dismantleNSView(_ nsView: WKWebView, coordinator: ()) {
        nsView.stopLoading()
    }
}

/// A view controller hosting a web view.
final class IdiomViewController: NSViewController {
    let webView: WKWebView

    init(webView: WKWebView) {
        self.webView = webView
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("not from a storyboard")
    }

    override func loadView() {
        view = webView
    }

    override func viewDidDisappear() {
        super.viewDidDisappear()
        webView.stopLoading()
    }
}
#endif

/// A SwiftUI screen with the modifiers a host uses.
struct IdiomScreen: View {
    let webView: WKWebView
    @Environment(\.scenePhase) private var scenePhase
    @State private var loading = true
    @State private var title: String?

    var body: some View {
        VStack(spacing: 8) {
            Group {
                if loading {
                    ProgressView("Loading")
                } else {
                    Text(title ?? "Untitled")
                }
            }
            IdiomWebView(webView: webView)
            HStack {
                Button("Back") { webView.goBack() }
                Spacer()
                Button(action: { webView.reload() }) {
                    Text(verbatim: "Reload")
                }
            }
        }
        .task {
            title = webView.title
            loading = false
        }
        .onChange(of: scenePhase) { oldPhase, newPhase in
            if newPhase == .background, oldPhase != .background {
                webView.stopLoading()
            }
        }
    }
}
