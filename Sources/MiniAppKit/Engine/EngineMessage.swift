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

/// The frame a message came from, on engines that report it.
package struct FrameInfo: Sendable, Equatable {
    package var isMainFrame: Bool
    package var url: URL?

    package init(isMainFrame: Bool, url: URL?) {
        self.isMainFrame = isMainFrame
        self.url = url
    }
}
