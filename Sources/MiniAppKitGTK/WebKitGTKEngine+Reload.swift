#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation

extension WebKitGTKEngine {
    /// Loads the page on show again from its source, bypassing caches: what `miniapp dev`
    /// does when a file of the mini app is saved. The page keeps its URL (route, hash).
    public func reload() {
        guard !isClosed else { return }
        if let url { frameGuard.announce(.init(destination: url.absoluteString, isMainFrame: true)) }
        webkit_web_view_reload_bypass_cache(webView)
    }
}
#endif
