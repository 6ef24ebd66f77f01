import Foundation
import Testing
@testable import MiniAppKit

/// Scripted answers (what `miniapp open`'s profile `methods` and control API set): in
/// each dialect's wire form, after the access gate, late when delayed, and for actions
/// the dialect does not know.
@MainActor
@Suite struct ScriptedAnswerTests {
    typealias V = ScriptMessageReply.Value

    @Test func miniAppValuesAndErrorsTravelAsTheBridgeDecodesThem() async {
        let h = MiniAppHarness()
        var script: [String: ScriptedAnswer] = [
            "getPoints": ScriptedAnswer(outcome: .value(.object([("standard", .number(1)), ("term", .number(2)), ("cash", .number(3))]))),
            "getUserName": ScriptedAnswer(outcome: .value(.string("Ann"))),
            "getAccessToken": ScriptedAnswer(outcome: .error(.object([("type", .string("AuthorizationFailureError")), ("message", .string("expired"))]))),
            "getUniqueId": ScriptedAnswer(outcome: .error(.string("no id"))),
            "getFutureThing": ScriptedAnswer(outcome: .value(.bool(true))),
        ]
        h.bridge.scriptedAnswers = { script[$0] }
        #expect(await h.call("getPoints") == .string(#"S{"standard":1,"term":2,"cash":3}"#))
        #expect(await h.call("getUserName") == .string("SAnn"))
        #expect(await h.call("getAccessToken", #"{"audience":"rae","scopes":["a"]}"#) == .string(#"E{"type":"AuthorizationFailureError","message":"expired"}"#))
        #expect(await h.call("getUniqueId") == .string("Eno id"))
        // An action this SDK does not know yet is answered as scripted.
        #expect(await h.call("getFutureThing") == .string("Strue"))
        // Unscripted actions get the host's own answer.
        script["getPoints"] = nil
        #expect(await h.call("getPoints") != .string(#"S{"standard":1,"term":2,"cash":3}"#))
    }

    @Test func aDelayKeepsTheCallOpenThenAnswers() async {
        let h = MiniAppHarness()
        h.bridge.scriptedAnswers = { $0 == "getUniqueId" ? ScriptedAnswer(outcome: .value(.string("late")), delay: .milliseconds(300)) : nil }
        let started = ContinuousClock.now
        let box = h.engine.post(h.dialect.bridgeHandler, .string(#"{"action":"getUniqueId","param":null,"id":"1.5"}"#))
        try? await Task.sleep(for: .milliseconds(100))
        #expect(box.value == nil)
        #expect(h.bridge.openCalls == 1)
        // Generous: other suites running beside this one can hold the main actor for seconds.
        while box.value == nil, ContinuousClock.now - started < .seconds(60) { try? await Task.sleep(for: .milliseconds(5)) }
        #expect(box.value == .string("Slate"))
        #expect(ContinuousClock.now - started >= .milliseconds(300))
        #expect(h.bridge.openCalls == 0)
    }

    @Test func aDelayAloneSlowsTheHostsOwnAnswer() async {
        let h = MiniAppHarness()
        let own = await h.call("getUniqueId")
        h.bridge.scriptedAnswers = { _ in ScriptedAnswer(outcome: nil, delay: .milliseconds(200)) }
        let started = ContinuousClock.now
        #expect(await h.call("getUniqueId", wait: .seconds(60)) == own)
        #expect(ContinuousClock.now - started >= .milliseconds(200))
    }

    @Test func aDelayLongerThanTheTimeoutIsATimeout() async {
        let h = MiniAppHarness(timeout: .milliseconds(100))
        h.bridge.scriptedAnswers = { _ in ScriptedAnswer(outcome: .value(.string("never")), delay: .seconds(5)) }
        let reply = await h.call("getUniqueId", wait: .seconds(60))
        guard case .string(let text) = reply else { Issue.record("no reply: \(String(describing: reply))"); return }
        #expect(text.hasPrefix("E") && text.contains("did not answer"))
    }

    @Test func theGateStillRefusesAScriptedAction() async {
        let h = MiniAppHarness()
        h.bridge.scriptedAnswers = { _ in ScriptedAnswer(outcome: .value(.string("leaked"))) }
        let frame = FrameInfo(isMainFrame: false, url: URL(string: "https://elsewhere.example/frame.html"))
        let reply = await h.post(.string(#"{"action":"getUniqueId","param":null,"id":"9.5"}"#), frame: frame)
        #expect(reply != .string("Sleaked"))
    }

    @Test func walletScriptsDataAndTypedErrors() async {
        let h = WalletHarness()
        h.bridge.scriptedAnswers = { command in
            switch command {
            case "getAddress": ScriptedAnswer(outcome: .value(.object([("address", .string("bitcoincash:qscripted"))])))
            case "sendAssets": ScriptedAnswer(outcome: .error(.object([("type", .string("CANCELED")), ("description", .string("the user said no"))])))
            case "signMessage": ScriptedAnswer(outcome: .error(.number(3)))
            default: nil
            }
        }
        let address = await h.send(.string(#"{"messageId":"a","command":"getAddress","data":{"protocol":"BCH"}}"#))
        #expect(address?["data"] as? [String: String] == ["address": "bitcoincash:qscripted"])
        let rejected = await h.send(.string(#"{"messageId":"b","command":"sendAssets","data":{"to":"x","protocol":"BCH","value":"1"}}"#))
        #expect(rejected?.errorType == "CANCELED")
        #expect(rejected?.errorDescription == "the user said no")
        // An error with no type has no wallet form: the bridge says so instead.
        let invalid = await h.send(.string(#"{"messageId":"c","command":"signMessage","data":{}}"#))
        #expect(invalid?.errorType == "INTERNAL_ERROR")
        #expect(invalid?.errorDescription?.contains("has no form in the wallet dialect") == true)
        #expect(h.wallet.seen.isEmpty)
    }
}
