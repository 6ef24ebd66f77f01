#if canImport(WebKit) && !canImport(UIKit) && canImport(AppKit)
import AppKit
import SwiftUI
import WebKit

extension WKBrowserWindow {
    /// Shows the window: titled, closable, resizable, centred on screen, with the web
    /// view filling it below, with controls, a bar of back and forward buttons. Needs no
    /// window of the mini app's; returns `nil` once shown.
    func present(from view: NSView) -> String? {
        let frame = NSRect(x: 0, y: 0, width: 900, height: 700)
        let window = NSWindow(contentRect: frame, styleMask: [.titled, .closable, .miniaturizable, .resizable], backing: .buffered, defer: false)
        // Owned by this object: AppKit must not release it again when it closes.
        window.isReleasedWhenClosed = false
        window.title = initialTitle
        let content = NSView(frame: frame)
        var webFrame = frame
        if hasControls {
            let barHeight: CGFloat = 36
            webFrame.size.height -= barHeight
            let bar = NSHostingView(rootView: Self.historyBar(for: webView))
            bar.frame = NSRect(x: 0, y: webFrame.height, width: frame.width, height: barHeight)
            bar.autoresizingMask = [.width, .minYMargin]
            content.addSubview(bar)
            // The buttons follow the page's history, as on iOS: the bar is drawn again
            // whenever going back or forward becomes possible or impossible.
            for keyPath in [\WKWebView.canGoBack, \WKWebView.canGoForward] {
                observations.append(webView.observe(keyPath, options: [.new]) { [weak bar] webView, _ in
                    MainActor.assumeIsolated { bar?.rootView = Self.historyBar(for: webView) }
                })
            }
        }
        webView.frame = webFrame
        webView.autoresizingMask = [.width, .height]
        content.addSubview(webView)
        window.contentView = content
        window.delegate = self
        observations.append(webView.observe(\.title, options: [.new]) { [weak window] _, change in
            let title = change.newValue ?? nil
            MainActor.assumeIsolated {
                guard let title, !title.isEmpty else { return }
                window?.title = title
            }
        })
        dismissChrome = { [weak window] in window?.close() }
        window.center()
        window.makeKeyAndOrderFront(nil)
        self.window = window
        return nil
    }

    /// Back and Forward, each enabled only when `webView`'s history allows it.
    static func historyBar(for webView: WKWebView) -> some View {
        HStack {
            Button("Back") { webView.goBack() }.disabled(!webView.canGoBack)
            Button("Forward") { webView.goForward() }.disabled(!webView.canGoForward)
            Spacer()
        }.padding(6)
    }
}

extension WKBrowserWindow: NSWindowDelegate {
    /// The user closed the window (or ``close()`` did): the page has ended.
    func windowWillClose(_ notification: Notification) {
        window?.delegate = nil
        window = nil
        observations.removeAll()
        chromeDidClose()
    }
}
#endif
