package import Foundation

/// One decoded request from a page, in typed form.
///
/// A dialect turns an ``EngineMessage`` (or an intercepted navigation) into a
/// `BridgeCall`; from there on, nothing looks at JSON. `Parameters` is the dialect's
/// own parameter model, decoded once at the edge.
package struct BridgeCall<Parameters: Sendable>: Sendable {
    /// The caller's correlation id, echoed byte for byte; `nil` when the wire form has none.
    package var id: String?
    /// The method name the caller asked for.
    package var action: String
    /// The decoded parameters.
    package var parameters: Parameters
    /// Where the call came from, for the access gate and the logs.
    package var origin: CallOrigin

    package init(id: String?, action: String, parameters: Parameters, origin: CallOrigin) {
        self.id = id
        self.action = action
        self.parameters = parameters
        self.origin = origin
    }
}

/// Where a call came from: the channel it used and the frame state at delivery.
package struct CallOrigin: Sendable, Equatable {
    /// How much the channel itself proves about the sender.
    package enum Channel: Sendable, Equatable {
        /// Our main-frame bridge script's channel (a per-launch secret handler name).
        case trustedBridge
        /// A package handler name any frame can post to (an iframe's channel while a
        /// dialect's secret channel runs, or a foreign bridge injected into the page's own world).
        case publicHandler
        /// An intercepted navigation (URL-scheme dialects).
        case navigation(isMainFrame: Bool)
    }

    /// The handler name or URL scheme the message arrived on.
    package var handler: String
    package var channel: Channel
    /// The main frame's URL when the call arrived.
    package var mainFrameURL: URL?
    /// The sending frame, where the engine reports it.
    package var frame: FrameInfo?

    package init(handler: String, channel: Channel, mainFrameURL: URL?, frame: FrameInfo? = nil) {
        self.handler = handler
        self.channel = channel
        self.mainFrameURL = mainFrameURL
        self.frame = frame
    }
}
