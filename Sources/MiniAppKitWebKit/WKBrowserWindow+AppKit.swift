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
            let webView = self.webView
            let bar = NSHostingView(rootView: HStack {
                Button("Back") { webView.goBack() }
                Button("Forward") { webView.goForward() }
                Spacer()
            }.padding(6))
            bar.frame = NSRect(x: 0, y: webFrame.height, width: frame.width, height: barHeight)
            bar.autoresizingMask = [.width, .minYMargin]
            content.addSubview(bar)
        }
        webView.frame = webFrame
        webView.autoresizingMask = [.width, .height]
        content.addSubview(webView)
        window.contentView = content
        window.delegate = self
        titleObservation = webView.observe(\.title, options: [.new]) { [weak window] _, change in
            let title = change.newValue ?? nil
            MainActor.assumeIsolated {
                guard let title, !title.isEmpty else { return }
                window?.title = title
            }
        }
        dismissChrome = { [weak window] in window?.close() }
        window.center()
        window.makeKeyAndOrderFront(nil)
        self.window = window
        return nil
    }
}

extension WKBrowserWindow: NSWindowDelegate {
    /// The user closed the window (or ``close()`` did): the page has ended.
    func windowWillClose(_ notification: Notification) {
        window?.delegate = nil
        window = nil
        titleObservation = nil
        chromeDidClose()
    }
}
#endif
