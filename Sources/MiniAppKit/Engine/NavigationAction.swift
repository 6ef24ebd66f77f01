package import Foundation

/// A navigation the page asked for, before the engine performs it.
package struct NavigationAction: Sendable, Equatable {
    /// How the navigation started.
    package enum Kind: Sendable, Equatable {
        case linkClicked
        case formSubmitted
        case backForward
        case reload
        /// `window.open` or a `target="_blank"` link.
        case newWindow
        case other
    }

    package var url: URL
    /// Whether the main frame navigates (false for an iframe); for a call scheme's
    /// navigation (``WebEngine/addCallScheme(_:)``), whether the main frame started it.
    ///
    /// WebKitGTK's policy decisions name no frame: that engine learns it from its frame
    /// guard's announcements and, for web addresses nobody announced, from the response;
    /// a call scheme's navigation it reports as the main frame's (see `docs/ARCHITECTURE.md`).
    package var isMainFrame: Bool
    package var kind: Kind
    /// Whether a user gesture started it, where the engine reports that.
    package var isUserGesture: Bool
    /// The URL exactly as the engine reported it, where that differs from what
    /// `URL(string:)` keeps: Foundation re-escapes every `%` of a URL that holds one
    /// invalid escape, so URL-scheme dialects read their payload from here.
    package var rawURL: String?
    /// For a call scheme's navigation, the document that started it, where the engine
    /// names it (WKWebView's `sourceFrame`; WebKitGTK names none): the access gate judges
    /// the call by that document's origin, not by the view's URL.
    package var sourceFrame: FrameInfo?

    package init(
        url: URL, isMainFrame: Bool, kind: Kind = .other, isUserGesture: Bool = false, rawURL: String? = nil, sourceFrame: FrameInfo? = nil
    ) {
        self.url = url
        self.isMainFrame = isMainFrame
        self.kind = kind
        self.isUserGesture = isUserGesture
        self.rawURL = rawURL
        self.sourceFrame = sourceFrame
    }
}

extension NavigationAction {
    /// Whether an engine may load this new window in its one view (``Kind/newWindow``):
    /// not when it goes to `about:` (`window.open()`, `window.open('about:blank')`), which
    /// asks for an empty window to write into, never for a blank page in place of the
    /// mini app's. Every other navigation is the frame's own, and may.
    package var opensInTheView: Bool {
        kind != .newWindow || url.scheme?.lowercased() != "about"
    }
}

/// The answer to a ``NavigationAction``.
package enum NavigationDecision: Sendable, Equatable {
    /// Let the engine load it.
    case allow
    /// Stop it: the URL is never requested.
    case cancel
}
