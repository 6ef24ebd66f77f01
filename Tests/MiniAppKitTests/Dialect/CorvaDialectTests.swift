import Foundation
import Testing
@testable import CorvaClient
@testable import MiniAppKit

/// The `corva` codec alone, then a corva bridge on a fake engine: notifications reach
/// the delegate only from pages of the web domain; anything else is traced and ignored.
@MainActor
struct CorvaDialectTests {
    let dialect = CorvaDialect()
    let page = URL(string: "https://app.example.com/dashboards/1?native=true")

    func decode(_ body: MessageBody) -> DecodedMessage<CorvaNotification> {
        dialect.decode(EngineMessage(handler: "swiftHandler", body: body, mainFrameURL: page))
    }

    @Test func listensOnSwiftHandlerWithoutRepliesAndInjectsNothing() {
        #expect(dialect.name == "corva")
        #expect(dialect.channels == [Channel(name: "swiftHandler", replies: false, trust: .publicHandler)])
        #expect(dialect.userScripts.isEmpty)
        #expect(dialect.callSchemes.isEmpty)
    }

    @Test(arguments: [
        (MessageBody.string("pageLoaded"), "pageLoaded"),
        (.string("appMaximized"), "appMaximized"),
        (.string("appRestored"), "appRestored"),
        (.json(#"{"name":"appRestored","extra":1}"#), "appRestored"),
        (.json(#"{"event":"pageLoaded"}"#), "pageLoaded"),
        (.string(#"{"name":"appMaximized"}"#), "appMaximized"),
    ])
    func notificationsDecode(_ body: MessageBody, _ name: String) {
        guard case .notification(let decoded, let origin) = decode(body) else {
            Issue.record("not a notification: \(body)")
            return
        }
        #expect(decoded == name)
        #expect(origin.handler == "swiftHandler")
        #expect(origin.channel == .publicHandler)
    }

    @Test(arguments: [
        (MessageBody.string("pageloaded"), "unknownAction", "'pageloaded' is not a corva notification"),
        (.string(""), "unknownAction", "'' is not a corva notification"),
        (.json(#"{"name":"reload"}"#), "unknownAction", "'reload' is not a corva notification"),
        (.json("42"), "malformedMessage", "got 42"),
        (.json("null"), "malformedMessage", "got null"),
        (.json("true"), "malformedMessage", "got true"),
        (.json("[\"pageLoaded\"]"), "malformedMessage", "got [\"pageLoaded\"]"),
        (.undefined, "malformedMessage", "got undefined"),
        (.json(#"{"name":5}"#), "malformedMessage", "'name' must be a string"),
        (.json(#"{"other":"pageLoaded"}"#), "malformedMessage", "no string 'name' or 'event'"),
        (.string(#"{"name":"#), "malformedMessage", "not a JSON object"),
        (.string(String(repeating: "x", count: 5000)), "malformedMessage", "got 5000 bytes"),
    ])
    func badBodiesAreRejectedWithAReason(_ body: MessageBody, _ code: String, _ reason: String) {
        guard case .rejected(_, let error) = decode(body) else {
            Issue.record("not rejected: \(body)")
            return
        }
        #expect(error.code.description == code)
        #expect(error.message.contains(reason), "\(error.message)")
        #expect(error.message.hasSuffix("ignored"))
    }

    @Test func navigateAppToIsGuardedAndEscaped() {
        let script = dialect.script(for: .navigateAppTo("/dashboards/1\"</script>\u{2028}"))
        #expect(script == #"(function(p){if(typeof window.navigateAppTo!=="function")return false;window.navigateAppTo(p);return true})("/dashboards/1\"</script>\u2028")"#)
        #expect(dialect.reply(for: BridgeError(.unknownAction, "x"), to: FailedCall(id: nil, action: nil, origin: CallOrigin(handler: "swiftHandler", channel: .publicHandler, mainFrameURL: nil))) == nil)
    }

    // MARK: - Through a bridge

    /// A corva endpoint on a fake engine showing `engineURL`, recording traces and notifications.
    @MainActor
    final class Rig {
        let engine: FakeEngine
        let page = RecordingCorvaPage()
        let endpoint: CorvaEndpoint
        var traces: [BridgeTrace] = []
        private let delegate: EndpointDelegate

        init(engineURL: URL?) throws {
            engine = FakeEngine(url: engineURL)
            endpoint = CorvaEndpoint(webDomain: try CorvaWebDomain("app.example.com"), delegate: page)
            delegate = EndpointDelegate(endpoint)
            endpoint.trace = { [unowned self] in self.traces.append($0) }
            engine.delegate = delegate
            endpoint.attach(to: engine)
        }
    }

    @Test func notificationsFromTheWebDomainReachTheDelegate() throws {
        let rig = try Rig(engineURL: URL(string: "https://app.example.com/dashboards/1?native=true&jwt=x"))
        let (engine, page) = (rig.engine, rig.page)
        #expect(engine.handlers == ["swiftHandler": false])
        engine.post("swiftHandler", .string("pageLoaded"))
        engine.post("swiftHandler", .string("appMaximized"))
        engine.post("swiftHandler", .json(#"{"name":"appRestored"}"#))
        engine.post("swiftHandler", .string("bogus"))
        engine.post("swiftHandler", .json("42"))
        engine.post("swiftHandler", .string(String(repeating: "x", count: 9 * 1024 * 1024)))
        #expect(page.notifications == [.pageLoaded, .appMaximized, .appRestored])
        let lines = rig.traces
        let notified = lines.compactMap { if case .notification(_, let name) = $0 { name } else { nil } }
        #expect(notified == ["pageLoaded", "appMaximized", "appRestored"])
        let failures = lines.compactMap { if case .failed(_, _, let action, let code, _) = $0 { "\(code) \(action ?? "-")" } else { nil } }
        #expect(failures == ["unknownAction bogus", "malformedMessage -", "payloadTooLarge -"])
        #expect(engine.evaluated.isEmpty, "nothing is sent back to the page")
    }

    @Test func anotherOriginIsRefusedBySameOrigin() throws {
        let rig = try Rig(engineURL: URL(string: "https://evil.example.com/dashboards/1"))
        let (engine, page) = (rig.engine, rig.page)
        engine.post("swiftHandler", .string("pageLoaded"))
        engine.url = URL(string: "http://app.example.com/dashboards/1")
        engine.post("swiftHandler", .string("appMaximized"))
        #expect(page.notifications.isEmpty)
        let rules = rig.traces.compactMap { if case .denied(_, _, _, _, let rule, _) = $0 { rule } else { nil } }
        #expect(rules == [.sameOrigin, .sameOrigin])
    }
}
