import Foundation
import Testing
@testable import MiniAppKit

/// The codec alone: decoding bodies and encoding replies and events, no engine.
@MainActor
@Suite struct MiniAppDialectTests {
    let dialect = MiniAppDialect(secret: "s")

    func message(_ body: MessageBody, handler: String? = nil) -> EngineMessage {
        EngineMessage(handler: handler ?? dialect.bridgeHandler, body: body, mainFrameURL: URL(string: "mscheme.demo://miniapp/index.html"))
    }

    @Test func decodesAWellFormedCall() throws {
        guard case .call(let call) = dialect.decode(message(.string(#"{"action":"getUserName","param":null,"id":"1.5488135039273248"}"#))) else {
            Issue.record("expected a call"); return
        }
        #expect(call.action == "getUserName")
        #expect(call.id == "1.5488135039273248")
        #expect(call.origin.channel == .trustedBridge)
    }

    @Test func ignoresUnknownKeys() {
        guard case .call(let call) = dialect.decode(message(.string(#"{"action":"getContacts","param":{"isContactsEncodingRequired":true,"x":[1]},"id":"7","extra":1}"#))) else {
            Issue.record("expected a call"); return
        }
        #expect(call.parameters == MiniAppParameters())
    }

    @Test(arguments: [
        (#"not json"#, BridgeError.Code.malformedMessage, nil as String?),
        (#"[1,2]"#, .malformedMessage, nil),
        (#"{"param":null,"id":"1"}"#, .malformedMessage, "1"),
        (#"{"action":"getUserName","param":null}"#, .malformedMessage, nil),
        (#"{"action":"getUserName","id":5}"#, .malformedMessage, nil),
        (#"{"action":"shareInfo","param":{"shareInfo":{"content":5}},"id":"2"}"#, .invalidParameters, "2"),
        (#"{"action":"sendAnalytics","param":{"analyticsInfo":{"eventType":"pv","actionType":"open","pageName":"","componentName":"","elementType":"","data":""}},"id":"3"}"#, .invalidParameters, "3"),
        (#"{"action":"setSecureStorageItems","param":{"secureStorageItems":{"k":1}},"id":"4"}"#, .invalidParameters, "4"),
    ])
    func rejectsMalformedBodies(body: String, code: BridgeError.Code, id: String?) {
        guard case .rejected(let call, let error) = dialect.decode(message(.string(body))) else {
            Issue.record("expected a rejection for \(body)"); return
        }
        #expect(error.code == code)
        #expect(call.id == id)
    }

    @Test func rejectsBodiesThatAreNotStrings() {
        guard case .rejected(_, let error) = dialect.decode(message(.json(#"{"action":"getUserName","id":"1"}"#))) else {
            Issue.record("expected a rejection"); return
        }
        #expect(error.code == .malformedMessage)
    }

    @Test func consoleLinesCarryTheirLevel() {
        guard case .console(let line) = dialect.decode(message(.string("📕 console.error: boom"), handler: dialect.logHandler)) else {
            Issue.record("expected a console line"); return
        }
        #expect(line.level == "error")
    }

    @Test func inlineRepliesArePrefixed() {
        let call = FailedCall(id: "9", action: "x", origin: CallOrigin(handler: "h", channel: .trustedBridge, mainFrameURL: nil))
        #expect(dialect.deliver(.success("V"), to: call, inline: true) == .inline(.string("SV")))
        #expect(dialect.deliver(.failure("E"), to: call, inline: true) == .inline(.string("EE")))
        #expect(dialect.deliver(.success(""), to: call, inline: true) == .inline(.string("EUnknown Error")))
    }

    @Test func scriptRepliesEscapeEverything() {
        let call = FailedCall(id: "1'2", action: "x", origin: CallOrigin(handler: "h", channel: .publicHandler, mainFrameURL: nil))
        #expect(dialect.deliver(.success("a'b\"c\n\u{2028}"), to: call, inline: false)
            == .script(#"window.MiniAppBridge&&window.MiniAppBridge.execSuccessCallback("1'2","a'b\"c\n\u2028")"#))
        let anonymous = FailedCall(id: nil, action: nil, origin: call.origin)
        #expect(dialect.deliver(.failure("x"), to: anonymous, inline: false) == .nothing)
    }

    @Test func eventsUseTheirEntryPoints() {
        #expect(dialect.script(for: .secureStorageReady) == #"window.MiniAppBridge&&window.MiniAppBridge.execCustomEventsCallback("miniappsecurestorageready","MiniApp Secure Storage Ready")"#)
        #expect(dialect.script(for: .receiveJSON("山 \"x\"")) == #"window.MiniAppBridge&&window.MiniAppBridge.execCustomEventsCallback("miniappreceivejsoninfo","山 \"x\"","text")"#)
        #expect(dialect.script(for: .keyboard(shown: true, navigationBarHeight: 44, screenHeight: 844, keyboardHeight: 336))
            == #"window.MiniAppBridge&&window.MiniAppBridge.execKeyboardEventsCallback("miniappkeyboardshown","Keyboard was shown","44.0","844.0","336.0")"#)
    }

    @Test func theMainScriptIsLimitedToTheOriginAPortIncluded() {
        let ported = MiniAppDialect(origin: WebOrigin(scheme: "http", host: "127.0.0.1", port: 8000))
        #expect(ported.scriptAllowList == ["http://127.0.0.1/*"], "WebKit's patterns have no port")
        #expect(ported.userScripts.first?.source.contains(#""origin":"http://127.0.0.1:8000""#) == true)
        let scheme = MiniAppDialect(origin: WebOrigin(scheme: "mscheme.demo", host: "miniapp"))
        #expect(scheme.scriptAllowList == ["mscheme.demo://miniapp/*"])
        #expect(scheme.userScripts.first?.source.contains(#""origin""#) == false)
    }

    @Test func foreignBridgeListensOnPublicHandlers() {
        let foreign = MiniAppDialect(foreignBridgeScript: "/* theirs */")
        #expect(foreign.channels.map(\.name) == ["MiniAppiOS", "MiniAppLogging"])
        // Theirs, after our console forwarding alone (no MiniAppBridge of ours, no secret handler).
        #expect(foreign.userScripts.count == 2)
        #expect(foreign.userScripts.last == UserScript(source: "/* theirs */", frames: .mainFrameOnly))
        let console = foreign.userScripts.first?.source ?? ""
        #expect(console.contains(#""scope":"console""#) && console.contains(#""logChannel":"MiniAppLogging""#))
        #expect(!console.contains(foreign.bridgeHandler))
        #expect(foreign.trustsPublicHandler)
        // A foreign bridge decodes §1.8's NonLossyASCII + base64 itself.
        #expect(foreign.script(for: .receiveJSON("Taro Yamada")) == #"window.MiniAppBridge&&window.MiniAppBridge.execCustomEventsCallback("miniappreceivejsoninfo","VGFybyBZYW1hZGE=")"#)
    }
}
