#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import MiniAppKit

/// What the web process extension (`MiniAppFrameGuard`) has told the engine so far.
///
/// Its messages travel on the same connection as WebKit's own, ahead of the policy
/// decision or script message they explain, so the engine reads them as they come.
@MainActor
struct FrameGuardState {
    /// A navigation a frame announced, not yet matched to a policy decision.
    struct Announcement {
        var destination: String
        var isMainFrame: Bool
    }

    /// The extension said it is loaded in this view's web process: frame identity holds.
    var isActive = false
    /// Announced navigations, oldest first. Same-document navigations (a hash change,
    /// `pushState`) are announced too but never reach a policy decision; the list is
    /// bounded so those age out.
    private(set) var announcements: [Announcement] = []
    /// http(s) navigations allowed before their frame was known, decided again at their response.
    private(set) var deferred: [String: NavigationAction] = [:]

    private static let announcementLimit = 64
    private static let deferredLimit = 64

    mutating func announce(_ announcement: Announcement) {
        if announcements.count == Self.announcementLimit { announcements.removeFirst() }
        announcements.append(announcement)
    }

    /// Whether the frame that navigates to `destination` is the main frame: from its
    /// announcement (consumed), or `nil` when no frame announced it.
    mutating func frameIsMain(navigatingTo destination: String) -> Bool? {
        guard let index = announcements.firstIndex(where: { $0.destination == destination }) else { return nil }
        return announcements.remove(at: index).isMainFrame
    }

    mutating func deferDecision(_ action: NavigationAction, for uri: String) {
        if deferred.count >= Self.deferredLimit, let any = deferred.keys.first { deferred[any] = nil }
        deferred[uri] = action
    }

    mutating func takeDeferred(for uri: String) -> NavigationAction? {
        deferred.removeValue(forKey: uri)
    }
}

extension WebKitGTKEngine {
    /// `user-message-received`: (view, WebKitUserMessage*, user_data) → handled.
    static let onUserMessage: GCallback = unsafeBitCast(
        { (_: gpointer?, messageArgument: UnsafeMutablePointer<WebKitUserMessage>?, userDataArgument: gpointer?) -> gboolean in
            // GLib calls back on the loop thread, the main actor's: the pointers stay on it.
            nonisolated(unsafe) let (message, userData) = (messageArgument, userDataArgument)
            return MainActor.assumeIsolated {
                guard let message, let engine = routeObject(userData, as: EngineRoute.self)?.engine,
                      let name = swiftString(webkit_user_message_get_name(message))
                else { return 0 }
                return engine.receiveFromFrameGuard(name, message) ? 1 : 0
            }
        } as @convention(c) (gpointer?, UnsafeMutablePointer<WebKitUserMessage>?, gpointer?) -> gboolean,
        to: GCallback.self
    )

    /// Handles one message of the extension's; `false` for a name that is not its.
    private func receiveFromFrameGuard(_ name: String, _ message: UnsafeMutablePointer<WebKitUserMessage>) -> Bool {
        let parameters = webkit_user_message_get_parameters(message)
        switch name {
        case "miniappkit.frame-guard.ready":
            frameGuard.isActive = true
        case "miniappkit.frame-navigation":
            guard let parameters, swiftString(g_variant_get_type_string(parameters)) == "(sbs)",
                  let destination = takeSwiftString(miniapp_variant_dup_string_at(parameters, 0))
            else { return true }
            let isMain = miniapp_variant_boolean_at(parameters, 1) != 0
            frameGuard.announce(.init(destination: destination, isMainFrame: isMain))
        case "miniappkit.frame-message":
            receiveFrameMessage(message, parameters)
        default:
            return false
        }
        return true
    }

    /// A frame's post (the frame guard routes every frame's, the main one's too): delivered
    /// like any message, naming its frame and that frame's document, and always answered
    /// so the frame's Promise settles: with the value, `null`, or, for `.error`, a
    /// rejection carrying the message, as WebKit's own reply handlers do.
    private func receiveFrameMessage(_ message: UnsafeMutablePointer<WebKitUserMessage>, _ parameters: OpaquePointer?) {
        g_object_ref(UnsafeMutableRawPointer(message))
        let reply = ScriptMessageReply { (value: ScriptMessageReply.Value) in
            let (failed, text): (Bool, String) = switch value {
            case .string(let text): (false, JavaScriptLiteral.string(text))
            case .json(let text): (false, text)
            case .null: (false, "null")
            case .error(let message): (true, message)
            }
            let answer = webkit_user_message_new("miniappkit.frame-message.reply", miniapp_variant_new_reply(failed ? 1 : 0, text))
            webkit_user_message_send_reply(message, answer)
            g_object_unref(UnsafeMutableRawPointer(message))
        }
        guard let parameters, swiftString(g_variant_get_type_string(parameters)) == "(sssbs)" else {
            reply.settle(.null)
            return
        }
        let field = { (index: Int) -> String in
            takeSwiftString(miniapp_variant_dup_string_at(parameters, gsize(index))) ?? ""
        }
        let handler = field(0)
        let body: MessageBody = switch field(1) {
        case "string": .string(field(2))
        case "json": .json(field(2))
        default: .undefined
        }
        let isMain = miniapp_variant_boolean_at(parameters, 3) != 0
        let frame = FrameInfo(isMainFrame: isMain, url: URL(string: field(4)))
        guard !isClosed, registeredHandlers.contains(handler) else {
            // WebKit itself has no such handler: the frame learns nothing either way.
            reply.settle(.null)
            return
        }
        // A handler without reply Promises answers some other way (or not at all): the
        // main frame's message carries no reply, as on WebKit's own path (a foreign bridge
        // on `MiniAppiOS` hears `execSuccessCallback`); a sub-frame's keeps it, so its
        // refusal goes back to that frame alone. Either post settles once delivered.
        let replies = repliedHandlers.contains(handler)
        let delivered = EngineMessage(handler: handler, body: body, mainFrameURL: url, frame: frame, reply: replies || !isMain ? reply : nil)
        delegate?.webEngine(self, didReceive: delivered)
        if !replies { reply.settle(.null) }
    }

    /// The frame of a message that came on WebKit's own script-message path, which names
    /// no sender: unknown until the extension is active (the gate then judges by the
    /// view's URL); once it is, every frame posts through it, so a message here comes
    /// from no document it could name, and counts as an iframe's (refused).
    func scriptMessageFrame() -> FrameInfo? {
        frameGuard.isActive ? FrameInfo(isMainFrame: false, url: nil) : nil
    }
}
#endif
