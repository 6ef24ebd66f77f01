#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import MiniAppKit

/// The `user_data` of one message handler's signal: its name and a weak way back.
@MainActor
final class MessageRoute {
    let name: String
    weak var engine: WebKitGTKEngine?

    init(name: String, engine: WebKitGTKEngine) {
        self.name = name
        self.engine = engine
    }
}

extension WebKitGTKEngine {
    package func addMessageHandler(named name: String, replies: Bool) {
        guard acceptsSetUp("message handler '\(name)'"), registeredHandlers.insert(name).inserted else { return }
        let route = MessageRoute(name: name, engine: self)
        let manager = UnsafeMutableRawPointer(contentManager)
        // Connect before registering, so no message can arrive unheard.
        if replies {
            repliedHandlers.insert(name)
            connections.append(connectSignal(manager, "script-message-with-reply-received::\(name)", Self.onMessageWithReply, route: route))
            webkit_user_content_manager_register_script_message_handler_with_reply(contentManager, name, nil)
        } else {
            connections.append(connectSignal(manager, "script-message-received::\(name)", Self.onMessage, route: route))
            webkit_user_content_manager_register_script_message_handler(contentManager, name)
        }
    }

    /// `script-message-received`: (manager, WebKitJavascriptResult*, user_data).
    private static let onMessage: GCallback = unsafeBitCast(
        { (_: gpointer?, resultArgument: OpaquePointer?, userDataArgument: gpointer?) in
            // GLib calls back on the loop thread, the main actor's: the pointers stay on it.
            nonisolated(unsafe) let (result, userData) = (resultArgument, userDataArgument)
            MainActor.assumeIsolated {
                guard let route = routeObject(userData, as: MessageRoute.self), let engine = route.engine,
                      let result else { return }
                let body = JSCValueConversion.messageBody(webkit_javascript_result_get_js_value(result))
                let url = engine.url
                engine.deliver(EngineMessage(handler: route.name, body: body, mainFrameURL: url, frame: engine.scriptMessageFrame()))
            }
        } as @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void,
        to: GCallback.self
    )

    /// `script-message-with-reply-received`: (manager, JSCValue*, WebKitScriptMessageReply*, user_data) → handled.
    ///
    /// The reply and the value's JS context stay referenced until the reply is settled;
    /// a reply the delegate drops settles with `null` (``ScriptMessageReply``'s deinit).
    private static let onMessageWithReply: GCallback = unsafeBitCast(
        { (_: gpointer?, valueArgument: UnsafeMutablePointer<JSCValue>?, replyArgument: OpaquePointer?, userDataArgument: gpointer?) -> gboolean in
            nonisolated(unsafe) let (value, reply, userData) = (valueArgument, replyArgument, userDataArgument)
            return MainActor.assumeIsolated {
                guard let route = routeObject(userData, as: MessageRoute.self), let engine = route.engine,
                      let value, let reply, let context = jsc_value_get_context(value) else { return 0 }
                webkit_script_message_reply_ref(reply)
                g_object_ref(context)
                let settle = ScriptMessageReply { answer in
                    JSCValueConversion.settle(reply, with: answer, in: context)
                    webkit_script_message_reply_unref(reply)
                    g_object_unref(context)
                }
                let body = JSCValueConversion.messageBody(value)
                let url = engine.url
                engine.deliver(EngineMessage(handler: route.name, body: body, mainFrameURL: url, frame: engine.scriptMessageFrame(), reply: settle))
                return 1
            }
        } as @convention(c) (gpointer?, UnsafeMutablePointer<JSCValue>?, OpaquePointer?, gpointer?) -> gboolean,
        to: GCallback.self
    )

    private func deliver(_ message: EngineMessage) {
        guard !isClosed else { return }
        delegate?.webEngine(self, didReceive: message)
    }
}
#endif
