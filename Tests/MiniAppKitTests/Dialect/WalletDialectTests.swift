import Foundation
import Testing
@testable import MiniAppKit

/// The `wallet` codec alone: envelopes in, `receiveMessage` scripts out.
@MainActor
@Suite struct WalletDialectTests {
    let dialect = WalletDialect()

    private func decode(_ body: MessageBody) -> DecodedMessage<WalletParameters> {
        dialect.decode(EngineMessage(handler: WalletDialect.handler, body: body, mainFrameURL: URL(string: "mscheme.demo://miniapp/index.html")))
    }

    private func rejection(_ body: MessageBody) -> (FailedCall, BridgeError)? {
        if case .rejected(let call, let error) = decode(body) { return (call, error) }
        return nil
    }

    @Test func listensOnThePublicHandlerAndInjectsTheDeliveryScriptInMainFrames() {
        #expect(dialect.channels == [Channel(name: "sendMessageHandler", replies: false, trust: .publicHandler)])
        #expect(dialect.userScripts.count == 1)
        #expect(dialect.userScripts[0].frames == .mainFrameOnly)
        #expect(dialect.userScripts[0].allowList.isEmpty, "a page of another origin gets its ACCESS_DENIED answer too")
        #expect(dialect.userScripts[0].source.contains("__miniAppKitWallet"))
    }

    @Test func decodesAStringBodyAndAnObjectBodyAlike() {
        for body in [MessageBody.string(#"{"messageId":"1","command":"getAddress","data":{"protocol":"SLP"}}"#),
                     .json(#"{"command":"getAddress","data":{"protocol":"SLP"},"messageId":"1"}"#)] {
            guard case .call(let call) = decode(body) else { Issue.record("not a call: \(body)"); continue }
            #expect(call.id == "1")
            #expect(call.action == "getAddress")
            #expect(call.parameters == .getAddress(GetAddressRequest(protocol: "SLP")))
            #expect(call.origin.channel == .publicHandler)
        }
    }

    @Test func getAddressWithoutDataAsksForTheDefaultProtocol() {
        guard case .call(let call) = decode(.string(#"{"messageId":"1","command":"getAddress"}"#)) else { Issue.record("not a call"); return }
        #expect(call.parameters == .getAddress(GetAddressRequest(protocol: nil)))
    }

    @Test func decodesSendAssetsWithEveryField() {
        let body = #"{"messageId":"m","command":"sendAssets","data":{"to":"simpleledger:qq","protocol":"SLP","assetId":"t1","value":"0.5","opReturn":["6d02","hi"]}}"#
        guard case .call(let call) = decode(.string(body)) else { Issue.record("not a call"); return }
        #expect(call.parameters == .sendAssets(SendAssetsRequest(to: "simpleledger:qq", protocol: "SLP", assetId: "t1", value: "0.5", opReturn: ["6d02", "hi"])))
    }

    @Test func unknownCommandsPassThroughForTheTableToRefuse() {
        guard case .call(let call) = decode(.string(#"{"messageId":"1","command":"signMessage","data":[1,"x",null,true]}"#)) else { Issue.record("not a call"); return }
        #expect(call.parameters == .other(.array([.number(1), .string("x"), .null, .bool(true)])))
    }

    @Test func malformedEnvelopesAreRejectedWithTheirReason() {
        let cases: [(MessageBody, String?, String)] = [
            (.string("{not json"), nil, "not JSON"),
            (.json("42"), nil, "got a number"),
            (.string("[1]"), nil, "got an array"),
            (.string(#""text""#), nil, "got a string"),
            (.json("null"), nil, "got null"),
            (.undefined, nil, "undefined"),
            (.string(#"{"command":"getAddress"}"#), nil, "no 'messageId'"),
            (.string(#"{"messageId":7,"command":"getAddress"}"#), nil, "'messageId' must be a string; got a number"),
            (.string(#"{"messageId":"a"}"#), "a", "no 'command'"),
            (.string(#"{"messageId":"a","command":{"x":1}}"#), "a", "'command' must be a string; got an object"),
            (.string(#"{"messageId":"r1","command":"getAddress","error":{"type":"X"}}"#), "r1", "a reply (for 'r1') was never asked for"),
        ]
        for (body, id, reason) in cases {
            guard case let (call, error)? = rejection(body) else { Issue.record("accepted: \(body)"); continue }
            #expect(error.code == .malformedMessage, "\(body)")
            #expect(call.id == id, "\(body)")
            #expect(error.message.contains(reason), "\(body): \(error.message)")
        }
    }

    @Test func wronglyShapedInputIsMalformedInput() {
        let cases: [(String, String)] = [
            (#"{"messageId":"1","command":"getAddress","data":"SLP"}"#, "'data' must be an object"),
            (#"{"messageId":"1","command":"getAddress","data":{"protocol":5}}"#, "'data.protocol' must be a string; got a number"),
            (#"{"messageId":"1","command":"sendAssets"}"#, "needs 'data'"),
            (#"{"messageId":"1","command":"sendAssets","data":{"protocol":"BCH","value":"1"}}"#, "'data.to' is missing"),
            (#"{"messageId":"1","command":"sendAssets","data":{"to":"","protocol":"BCH","value":"1"}}"#, "'data.to' must not be empty"),
            (#"{"messageId":"1","command":"sendAssets","data":{"to":"a","protocol":"BCH","value":0.1}}"#, "decimal string"),
            (#"{"messageId":"1","command":"sendAssets","data":{"to":"a","protocol":"BCH","value":"1","opReturn":[1]}}"#, "'data.opReturn[0]' must be a string"),
            (#"{"messageId":"1","command":"sendAssets","data":{"to":"a","protocol":"BCH","value":"1","opReturn":"x"}}"#, "must be an array of strings"),
        ]
        for (body, reason) in cases {
            guard case let (call, error)? = rejection(.string(body)) else { Issue.record("accepted: \(body)"); continue }
            #expect(error.code == .invalidParameters, "\(body)")
            #expect(call.id == "1")
            #expect(error.message.contains(reason), "\(body): \(error.message)")
        }
    }

    @Test func everyBridgeErrorHasItsOwnType() {
        let call = FailedCall(id: "1", action: "getAddress", origin: CallOrigin(handler: "sendMessageHandler", channel: .publicHandler, mainFrameURL: nil))
        let expected: [(BridgeError.Code, String)] = [
            (.malformedMessage, "MALFORMED_MESSAGE"), (.invalidParameters, "MALFORMED_INPUT"), (.unknownAction, "UNKNOWN_COMMAND"),
            (.accessDenied, "ACCESS_DENIED"), (.timedOut, "TIMEOUT"), (.payloadTooLarge, "MESSAGE_TOO_LARGE"), (.closed, "CLOSED"),
        ]
        for (code, type) in expected {
            guard case .failure(let error)? = dialect.reply(for: BridgeError(code, "why"), to: call) else { Issue.record("\(code)"); continue }
            #expect(error.type.rawValue == type)
        }
        let denied = dialect.reply(for: BridgeError(.accessDenied, "no", rule: .sameOrigin), to: call)
        #expect(denied == .failure(WalletError(.accessDenied, "same-origin: no")))
    }

    @Test func repliesAreJSONLiteralsHandedToTheDeliveryFunction() {
        let call = FailedCall(id: "q\"\u{2028}", action: "getAddress", origin: CallOrigin(handler: "sendMessageHandler", channel: .publicHandler, mainFrameURL: nil))
        let success = WalletReply.success(.object([("address", .string("bitcoincash:q</script>")), ("label", .string("Mine"))]))
        #expect(dialect.deliver(success, to: call, inline: false) == .script(
            #"__miniAppKitWallet({"messageId":"q\"\u2028","command":"getAddress","data":{"address":"bitcoincash:q</script>","label":"Mine"}})"#))
        let failure = WalletReply.failure(WalletError(.canceled, "no", data: .object([("n", .number(2)), ("x", .number(0.5))])))
        #expect(failure.message(messageId: nil, command: nil) == #"{"messageId":null,"command":null,"error":{"data":{"n":2,"x":0.5},"description":"no","type":"CANCELED"}}"#)
        #expect(WalletReply.success(nil).message(messageId: "1", command: "x") == #"{"messageId":"1","command":"x"}"#)
    }

    @Test func jsonValuesRoundTrip() throws {
        let text = #"{"a":[1,2.5,-3e-7,true,false,null,"é\n😀"],"b":{"c":{}},"d":[]}"#
        let value = try JSONValue.parse(text)
        #expect(try JSONValue.parse(value.jsonText) == value)
        #expect(value["a"] == .array([.number(1), .number(2.5), .number(-3e-7), .bool(true), .bool(false), .null, .string("é\n😀")]))
        // Booleans and the numbers 0 and 1 stay apart (JSONSerialization hands both over as NSNumber).
        #expect(try JSONValue.parse("[1,0,true,false,12345678901234567890]") == .array([.number(1), .number(0), .bool(true), .bool(false), .number(12345678901234567890)]))
        #expect(try JSONValue.parse(#""x""#) == .string("x"))
        #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse("{") }
    }
}
