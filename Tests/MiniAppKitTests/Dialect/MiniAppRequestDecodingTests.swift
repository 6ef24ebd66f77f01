import Foundation
import Testing
@testable import MiniAppKit

/// `MiniAppRequest.decode` takes shortcuts for large bodies (long escaped strings are
/// unescaped by ``JSONTextReader`` and put back after a smaller body is decoded): its
/// result, or its failure, must be the one `JSONDecoder` gives for the same text.
struct MiniAppRequestDecodingTests {
    @Test func aLongEscapedPayloadComesBackExactly() throws {
        let payload = String(repeating: #"{"名前":"値\"\\/\n","n":[1,2]} 😀"#, count: 800)
        let body = try Self.body(action: "sendJsonToHostapp", param: ["jsonInfo": ["content": payload]])
        #expect(body.utf8.count > LongStrings.minimumBodyBytes)
        let request = try MiniAppRequest.decode(body)
        #expect(request.action == "sendJsonToHostapp" && request.id == "7")
        #expect(try request.parameters.get().jsonInfo?.content == payload)
    }

    /// Large bodies with long strings in every position the shortcut looks at (values,
    /// keys, unknown fields, arrays), with valid and invalid escapes and damage.
    @Test func agreesWithJSONDecoderOnLargeBodies() throws {
        let pieces = ["a", "é", "😀", "\\n", "\\\"", "\\\\", "\\/", "\\u00e9", "\\ud83d\\ude00", "\\t", "日本", "\\ud800", "\\udc00x", "\\x", "\u{1}", "\\u12"]
        var state: UInt64 = 0x1234_5678
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func longString(_ valid: Bool) -> String {
            let usable = valid ? pieces.prefix(11) : pieces[...]
            var text = ""
            while text.utf8.count < 9_000 { text += usable[usable.startIndex + next(usable.count)] }
            return "\"" + text + "\""
        }
        var compared = 0
        for round in 0..<300 {
            let valid = round % 3 != 0
            let content = longString(valid), other = longString(true)
            let bodies = [
                #"{"action":"sendJsonToHostapp","id":"1","param":{"jsonInfo":{"content":\#(content)}}}"#,
                #"{"action":"setSecureStorageItems","id":"2","param":{"secureStorageItems":{"k":\#(content),"l":\#(other)}}}"#,
                #"{"action":"x","id":"3","param":{"jsonInfo":{\#(content):"key, not value"}},"pad":\#(other)}"#,
                #"{"action":"x","id":"4","param":{"unknownField":\#(content),"jsonInfo":{"content":\#(other)}}}"#,
                #"{"action":"x","id":"5","param":{"secureStorageKeyList":[\#(content),\#(other)]}}"#,
                #"{"action":"x","id":"6","param":{"jsonInfo":{"content":\#(content)}},"param":{"jsonInfo":{"content":\#(other)}}}"#,
            ]
            for var body in bodies {
                if round % 5 == 4 { body.insert(",", at: body.index(body.startIndex, offsetBy: next(body.count))) }
                let ours = Result { try MiniAppRequest.decode(body) }
                let theirs = Result { try JSONDecoder().decode(MiniAppRequest.self, from: Data(body.utf8)) }
                switch (ours, theirs) {
                case (.success(let a), .success(let b)):
                    // Compared without printing the values: they are megabytes.
                    let same = switch (a.parameters, b.parameters) {
                    case (.success(let x), .success(let y)): x == y
                    case (.failure(let x), .failure(let y)): x.reason == y.reason
                    default: false
                    }
                    if !same || a.action != b.action || a.id != b.id { Issue.record("the requests differ for \(body.prefix(120))…") }
                case (.failure(let a), .failure(let b)):
                    #expect("\(a)" == "\(b)")
                default:
                    Issue.record("one decoder failed and the other did not for \(body.prefix(120))")
                }
                compared += 1
            }
        }
        #expect(compared == 1_800)
    }

    private static func body(action: String, param: [String: Any]) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: ["action": action, "id": "7", "param": param])
        return String(decoding: data, as: UTF8.self)
    }
}
