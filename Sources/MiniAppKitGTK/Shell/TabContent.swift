#if canImport(CWebKitGTK)
public import MiniAppKit
import Foundation

/// What runs in one tab of a ``TabShellWindow``: the shell asks it to go back or to
/// start again, and never needs to know it is a mini app.
///
/// `MiniAppDisplay` is the usual content (its conformance is below): the shell's back
/// button reaches `MiniAppDisplay.back()`, where a dialect's back override may take
/// it, and a reset loads the mini app's launch URL again.
@MainActor
public protocol TabContent: AnyObject {
    /// The host's back action, sent to the tab on screen.
    func back()
    /// Starts the tab's mini app again from its first page (`switch_tab` with `reset`).
    func restart()
}

extension MiniAppDisplay: TabContent {
    /// Loads `MiniAppDisplay.launchURL` again, so the mini app starts over with a new
    /// document (its bridges stay attached).
    ///
    /// WebKitGTK 4.1 cannot clear a web view's back-forward list, so pages visited
    /// before the restart stay reachable through the history; a closed display does nothing.
    public func restart() {
        guard !isClosed else { return }
        // A launch URL with a fragment (the telegram dialect's launch parameters) is only a
        // fragment navigation for a page showing the same document: the launch URL is put
        // in place and the document reloaded instead.
        if launchURL.fragment != nil, let url = engine.url, Self.document(of: url) == Self.document(of: launchURL) {
            engine.runJavaScript("history.replaceState(history.state,'',\(JavaScriptLiteral.string(launchURL.absoluteString)));location.reload()")
        } else {
            engine.load(launchURL)
        }
    }

    private static func document(of url: URL) -> String {
        url.absoluteString.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
    }
}
#endif
