/// WKScriptMessageHandler.h: `WK_SWIFT_UI_ACTOR @protocol WKScriptMessageHandler <NSObject>`.
/// Available iOS 8.0, macOS 10.10.
@MainActor
@available(iOS 8.0, macOS 10.10, *)
public protocol WKScriptMessageHandler: NSObjectProtocol {
    /// WKScriptMessageHandler.h: `@required - (void)userContentController:(WKUserContentController *)userContentController
    /// didReceiveScriptMessage:(WKScriptMessage *)message`. Available iOS 8.0, macOS 10.10.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// WKScriptMessageHandlerWithReply.h: `WK_SWIFT_UI_ACTOR @protocol WKScriptMessageHandlerWithReply <NSObject>`.
/// Available iOS 14.0, macOS 11.0.
///
/// Its one (required) Objective-C member may be written in either of the two spellings
/// below; Swift cannot require "one of two", so both have defaults here and a conformer
/// that writes neither compiles here (not on Apple platforms). The probe
/// (Tests/MiniAppKitWebKitTests/DelegateMemberProbe.swift) asserts the SDK writes the
/// completion-handler one, through `WKScriptMessageHandlerWithReplyMember`.
@MainActor
@available(iOS 14.0, macOS 11.0, *)
public protocol WKScriptMessageHandlerWithReply: NSObjectProtocol {
    /// WKScriptMessageHandlerWithReply.h: `- (void)userContentController:(WKUserContentController *)userContentController
    /// didReceiveScriptMessage:(WKScriptMessage *)message
    /// replyHandler:(WK_SWIFT_UI_ACTOR void (^)(id _Nullable reply, NSString * _Nullable errorMessage))replyHandler`.
    /// Available iOS 14.0, macOS 11.0.
    func userContentController(
        _ userContentController: WKUserContentController,
        didReceive message: WKScriptMessage,
        replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void
    )

    /// WKScriptMessageHandlerWithReply.h: the async form Swift imports from
    /// `-userContentController:didReceiveScriptMessage:replyHandler:`, answering (reply, errorMessage).
    /// Available iOS 14.0, macOS 11.0.
    func userContentController(
        _ userContentController: WKUserContentController,
        didReceive message: WKScriptMessage
    ) async -> (Any?, String?)
}

/// Available iOS 14.0, macOS 11.0.
@available(iOS 14.0, macOS 11.0, *)
extension WKScriptMessageHandlerWithReply {
    /// Default of a stand-in requirement (see the protocol).
    public func userContentController(
        _ userContentController: WKUserContentController,
        didReceive message: WKScriptMessage,
        replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void
    ) {
        unimplemented()
    }

    /// Default of a stand-in requirement (see the protocol).
    public func userContentController(
        _ userContentController: WKUserContentController,
        didReceive message: WKScriptMessage
    ) async -> (Any?, String?) {
        unimplemented()
    }
}

/// WKScriptMessageHandlerWithReply.h's member in each of its two spellings, as a protocol
/// without a default (see WebKit/OptionalMembers.swift): what the probe conforms the SDK's
/// handler to. Available iOS 14.0, macOS 11.0.
@available(iOS 14.0, macOS 11.0, *)
public enum WKScriptMessageHandlerWithReplyMember {
    /// `-userContentController:didReceiveScriptMessage:replyHandler:`, the completion-handler spelling.
    /// Available iOS 14.0, macOS 11.0.
    @MainActor
    public protocol ReplyHandler: WKScriptMessageHandlerWithReply {
        func userContentController(
            _ userContentController: WKUserContentController,
            didReceive message: WKScriptMessage,
            replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void
        )
    }

    /// The async spelling of the same member. Available iOS 14.0, macOS 11.0.
    @MainActor
    public protocol Async: WKScriptMessageHandlerWithReply {
        func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) async -> (Any?, String?)
    }
}
