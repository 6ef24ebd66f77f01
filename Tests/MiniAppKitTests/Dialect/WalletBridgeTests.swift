import Foundation
import Testing
@testable import MiniAppKit

/// The `wallet` router: commands to the provider, every request answered once, to its own id.
@MainActor
@Suite struct WalletBridgeTests {
    @Test func routesEachCommandToTheProvider() async {
        let h = WalletHarness()
        let address = await h.send(.string(#"{"messageId":"a1","command":"getAddress","data":{"protocol":"BCH"}}"#))
        #expect(address?.messageId == "a1")
        #expect(address?["command"] as? String == "getAddress")
        #expect(address?["data"] as? [String: String] == ["address": "bitcoincash:qtest", "label": "Test"])
        #expect(address?["error"] == nil)
        let sent = await h.send(.json(#"{"messageId":"s1","command":"sendAssets","data":{"to":"bitcoincash:qq","protocol":"BCH","value":"0.001"}}"#))
        #expect(sent?["data"] as? [String: String] == ["txid": "ab12-s1"])
        #expect(h.wallet.seen.count == 2)
        #expect(h.wallet.seen[0].2 == WalletRequester(messageId: "a1", command: "getAddress", pageURL: URL(string: "mscheme.demo://miniapp/index.html")))
        #expect(h.bridge.openCalls == 0)
    }

    @Test func userRejectionAndProviderFailuresHaveTheirTypes() async {
        let h = WalletHarness()
        h.wallet.failure = WalletError.canceled()
        #expect(await h.send(.string(#"{"messageId":"1","command":"getAddress"}"#))?.errorType == "CANCELED")
        h.wallet.failure = WalletError(.protocolError, "no SLP", data: .string("SLP"))
        let typed = await h.send(.string(#"{"messageId":"2","command":"getAddress"}"#))
        #expect(typed?.errorType == "PROTOCOL_ERROR")
        #expect((typed?["error"] as? [String: Any])?["data"] as? String == "SLP")
        h.wallet.failure = CocoaError(.fileNoSuchFile)
        let failed = await h.send(.string(#"{"messageId":"3","command":"getAddress"}"#))
        #expect(failed?.errorType == "PROVIDER_ERROR")
        #expect(failed?.errorDescription?.hasPrefix("the wallet failed: ") == true)
    }

    @Test func unknownCommandsAndMalformedMessagesAreAnswered() async {
        let h = WalletHarness()
        let unknown = await h.send(.string(#"{"messageId":"u","command":"payInvoice","data":{}}"#))
        #expect(unknown?.errorType == "UNKNOWN_COMMAND")
        #expect(unknown?.messageId == "u")
        #expect(unknown?["command"] as? String == "payInvoice")
        let notJSON = await h.send(.string("nope"))
        #expect(notJSON?.errorType == "MALFORMED_MESSAGE")
        #expect(notJSON?["messageId"] is NSNull)
        #expect(await h.send(.json("[]"))?.errorType == "MALFORMED_MESSAGE")
        #expect(await h.send(.string(#"{"messageId":"i","command":"sendAssets","data":{"to":"x"}}"#))?.errorType == "MALFORMED_INPUT")
        #expect(h.wallet.seen.isEmpty)
    }

    @Test func oversizedMessagesAreRefusedUnread() async {
        let h = WalletHarness(maxMessageBytes: 1_000)
        let big = #"{"messageId":"big","command":"getAddress","data":{"pad":""# + String(repeating: "x", count: 2_000) + #""}}"#
        for body in [MessageBody.string(big), .json(big)] {
            let reply = await h.send(body)
            #expect(reply?.errorType == "MESSAGE_TOO_LARGE")
            #expect(reply?.errorDescription?.contains("at most 1000") == true)
            // Answered to its own id, so the page's request settles instead of hanging.
            #expect(reply?.messageId == "big")
            #expect(reply?["command"] as? String == "getAddress")
        }
        // The id is found at either end of the message, escapes included; the body is never parsed.
        let idLast = #"{"command":"signMessage","data":{"message":""# + String(repeating: "y", count: 5_000) + #""},"messageId" : "t\"ail"}"#
        let tail = await h.send(.string(idLast))
        #expect(tail?.errorType == "MESSAGE_TOO_LARGE")
        #expect(tail?.messageId == #"t"ail"#)
        #expect(tail?["command"] as? String == "signMessage")
        #expect(h.wallet.seen.isEmpty)
    }

    @Test func manyOutstandingRequestsAreAnsweredInAnyOrderEachToItsId() async {
        let h = WalletHarness()
        h.wallet.holdAll = true
        for id in ["r1", "r2", "r3"] {
            h.post(.string(#"{"messageId":"\#(id)","command":"sendAssets","data":{"to":"a","protocol":"BCH","value":"1"}}"#))
        }
        var order: [String] = []
        for id in ["r3", "r1", "r2"] {
            await h.wallet.release(id)
            let reply = await h.nextReply()
            order.append(reply?.messageId ?? "?")
            #expect((reply?["data"] as? [String: String])?["txid"] == "ab12-\(id)", "\(String(describing: reply)) seen \(h.wallet.seen.map(\.2.messageId)) held \(h.wallet.holds.keys.sorted()) scripts \(h.engine.evaluated.count)")
        }
        #expect(order == ["r3", "r1", "r2"])
        #expect(h.bridge.openCalls == 0)
    }

    @Test func aDuplicateIdIsRefusedWhileTheFirstIsOutstanding() async {
        let h = WalletHarness()
        h.wallet.holdAll = true
        let body = MessageBody.string(#"{"messageId":"d","command":"getAddress"}"#)
        h.post(body)
        let duplicate = await h.send(body)
        #expect(duplicate?.errorType == "DUPLICATE_MESSAGE_ID")
        #expect(duplicate?.messageId == "d")
        await h.wallet.release("d")
        #expect(await h.nextReply()?["data"] != nil)
        // Answered: the id may be used again.
        h.wallet.holdAll = false
        #expect(await h.send(body)?["data"] != nil)
        #expect(h.wallet.seen.count == 2)
    }

    @Test func slowProvidersTimeOut() async {
        let h = WalletHarness(timeout: .milliseconds(50))
        h.wallet.holdAll = true
        let reply = await h.send(.string(#"{"messageId":"t","command":"getAddress"}"#))
        #expect(reply?.errorType == "TIMEOUT")
        #expect(reply?.messageId == "t")
        // A late answer is dropped: exactly one reply per request.
        await h.wallet.release("t")
        try? await Task.sleep(for: .milliseconds(50))
        #expect(h.engine.evaluated.count == 1)
    }

    @Test func closingAnswersWhatIsOutstanding() async {
        let h = WalletHarness()
        h.wallet.holdAll = true
        h.post(.string(#"{"messageId":"c","command":"getAddress"}"#))
        #expect(h.bridge.openCalls == 1)
        h.bridge.detach()
        let reply = WalletHarness.message(in: h.engine.evaluated.last ?? "")
        #expect(reply?.errorType == "CLOSED")
        await h.wallet.release("c")
    }

    @Test func theGateRefusesOtherOriginsSubFramesAndPolicy() async {
        let h = WalletHarness(gate: .wallet(origin: WebOrigin(scheme: "mscheme.demo", host: "miniapp"), deniedCommands: ["sendAssets"]))
        let frame = await h.send(.string(#"{"messageId":"f","command":"getAddress"}"#), frame: FrameInfo(isMainFrame: false, url: nil))
        #expect(frame?.errorType == "ACCESS_DENIED")
        #expect(frame?.errorDescription?.hasPrefix("main-frame-only: ") == true)
        let policy = await h.send(.string(#"{"messageId":"p","command":"sendAssets","data":{"to":"a","protocol":"BCH","value":"1"}}"#))
        #expect(policy?.errorDescription?.hasPrefix("host-policy: ") == true)
        // The public handler itself is the wallet's channel: the main frame is served.
        #expect(await h.send(.string(#"{"messageId":"m","command":"getAddress"}"#))?["data"] != nil)
        h.engine.url = URL(string: "https://elsewhere.example/")
        let away = await h.send(.string(#"{"messageId":"o","command":"getAddress"}"#))
        #expect(away?.errorDescription?.hasPrefix("same-origin: ") == true)
        #expect(h.wallet.seen.count == 1)
    }
}
