import Foundation
import Testing
@testable import MiniAppKit

@Suite struct CodecTests {
    @Test(arguments: [
        ("Taro Yamada", "VGFybyBZYW1hZGE="),
        ("山田 太郎", "XHU1YzcxXHU3NTMwIFx1NTkyYVx1OTBjZQ=="),
        ("café ¥100 €5", "Y2FmXDM1MSBcMjQ1MTAwIFx1MjBhYzU="),
    ])
    func nonLossyASCIIMatchesTheSpec(text: String, expected: String) {
        #expect(NonLossyASCII.base64(text) == expected)
    }

    @Test func nonLossyASCIIEscapesBackslashesAndSurrogates() {
        #expect(String(decoding: NonLossyASCII.encode("a\\b\t😀\u{7}"), as: UTF8.self) == "a\\\\b\t\\ud83d\\ude00\\007")
    }

    @Test(arguments: ["", "plain", "quote\" and ' apostrophe", "back\\slash", "line\nbreak\r", "\u{2028}\u{2029}", "emoji 😀 and 山", "\u{0}\u{1f}", "\u{e2}\u{80}"])
    func javaScriptLiteralsRoundTripThroughJSON(text: String) throws {
        let literal = JavaScriptLiteral.string(text)
        #expect(!literal.contains("\u{2028}") && !literal.contains("\u{2029}") && !literal.contains("\n"))
        let decoded = try JSONDecoder().decode(String.self, from: Data(literal.utf8))
        #expect(decoded == text)
    }

    @Test func callsJoinLiterals() {
        #expect(JavaScriptLiteral.call("f", ["a", "b\""]) == #"f("a","b\"")"#)
    }
}
