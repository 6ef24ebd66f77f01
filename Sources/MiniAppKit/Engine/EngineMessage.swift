package import Foundation

/// One `postMessage` from a page, as the engine delivered it.
///
/// WKWebView reports the sending frame (`WKScriptMessage.frameInfo`); WebKitGTK's
/// signals do not, and its engine learns it from its web process extension, the frame
/// guard: sub-frames post through it, naming themselves, so what arrives on WebKit's
/// own path is the main frame's. ``frame`` is `nil` only where an engine cannot tell.
///
/// Main-actor bound for its ``reply``; what a dialect decodes (handler, body, URL,
/// frame) is readable from any context, so a dialect's codec, in this module or a
/// host's, stays a plain nonisolated value.
@MainActor
package struct EngineMessage {
    /// The handler name the page posted to.
    package nonisolated var handler: String
    /// The posted value.
    package nonisolated var body: MessageBody
    /// The main frame's URL when the message was delivered.
    package nonisolated var mainFrameURL: URL?
    /// The sending frame, where the engine can tell.
    package nonisolated var frame: FrameInfo?
    /// Settles the sender's `postMessage` Promise; present only on reply handlers.
    package var reply: ScriptMessageReply?

    package init(
        handler: String,
        body: MessageBody,
        mainFrameURL: URL?,
        frame: FrameInfo? = nil,
        reply: ScriptMessageReply? = nil
    ) {
        self.handler = handler
        self.body = body
        self.mainFrameURL = mainFrameURL
        self.frame = frame
        self.reply = reply
    }
}

/// The value a page posted, converted once at the edge.
package enum MessageBody: Sendable, Equatable {
    /// A JavaScript string, unchanged (the usual case: dialects post JSON text).
    case string(String)
    /// Any other value, serialised by the engine as JSON text (`null`, numbers, objects…).
    case json(String)
    /// `undefined` or a value JSON cannot represent.
    case undefined
}

/// The frame a message came from (or a navigation was started by), on engines that
/// report it: the frame's own document at the moment it sent, never what the web view
/// shows or is about to show.
///
/// During a navigation the view's URL is already the pending one (WKWebView's `url`,
/// WebKitGTK's active URI), while the frame's document is still the one before it: an
/// access rule that judged a message by the view's URL would let a page of another
/// origin speak while the mini app's page is loading, and refuse the mini app's own
/// page while it navigates away. WKWebView names the sender's document
/// (`WKScriptMessage.frameInfo`, its `securityOrigin`); on WebKitGTK every frame posts
/// through the frame guard, which names it (`docs/ARCHITECTURE.md`, "Frame identity on
/// WebKitGTK").
package struct FrameInfo: Sendable, Equatable {
    package var isMainFrame: Bool
    /// The URL of the frame's document.
    package var url: URL?
    /// The origin of the frame's document: the engine's own record of it where it has
    /// one (WKWebView's `securityOrigin`), else ``url``'s. `nil` for a document without
    /// one (`about:blank`, a sandboxed frame's opaque origin).
    package var origin: WebOrigin?

    /// A frame whose document's origin is `url`'s.
    package init(isMainFrame: Bool, url: URL?) {
        self.init(isMainFrame: isMainFrame, url: url, origin: url.flatMap(WebOrigin.init))
    }

    /// A frame whose engine reports its document's origin itself.
    package init(isMainFrame: Bool, url: URL?, origin: WebOrigin?) {
        self.isMainFrame = isMainFrame
        self.url = url
        self.origin = origin
    }
}
