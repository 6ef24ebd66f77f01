import Foundation
import Testing
@testable import MiniAppKit

/// The JSON value both `liquidstate` and `wallet` read and write.
struct JSONValueTests {
    @Test func objectsAreWrittenInMemberOrderAndParsedWithSortedKeys() throws {
        let built = JSONValue.object([("purpose", .string("response")), ("request_id", .null), ("event_type", .string("x"))])
        #expect(built.jsonText == #"{"purpose":"response","request_id":null,"event_type":"x"}"#)
        let parsed = try JSONValue.parse(built.jsonText)
        #expect(parsed.jsonText == #"{"event_type":"x","purpose":"response","request_id":null}"#)
        // Member order is presentation: the two are the same value, with the same hash.
        #expect(parsed == built)
        #expect(parsed.hashValue == built.hashValue)
        #expect(built != .object([("purpose", .string("response")), ("request_id", .null)]))
        #expect(JSONValue.object(sortingKeys: ["b": .number(1), "a": .bool(true)]).jsonText == #"{"a":true,"b":1}"#)
    }

    @Test func readsMembersStringsAndKinds() throws {
        let value = try JSONValue.parse(#"{"s":"t","n":2}"#)
        #expect(value["s"]?.stringValue == "t")
        #expect(value["n"]?.stringValue == nil)
        #expect(value["missing"] == nil && JSONValue.string("x")["s"] == nil)
        #expect(value.kindDescription == "an object" && JSONValue.bool(true).kindDescription == "a boolean")
    }

    @Test func parseErrorsCarryTheParsersReason() {
        let error = #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse("{\"a\":") }
        #expect(error?.reason.isEmpty == false)
        #expect(error?.description == error?.reason)
    }

    @Test func stringsAreSafeJavaScriptAndNumbersCompact() {
        let value = JSONValue.array([.string("a\"\u{2028}</script>"), .number(2), .number(0.5), .number(.nan)])
        #expect(value.jsonText == #"["a\"\u2028</script>",2,0.5,null]"#)
    }

    @Test func decodesThroughCodableWithSortedKeys() throws {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(#"{"b":[1,true,null],"a":"x"}"#.utf8))
        #expect(value.jsonText == #"{"a":"x","b":[1,true,null]}"#)
    }
}

/// ``JSONValue/parse(_:)`` is our own reader: it must agree with Foundation's
/// `JSONSerialization` on every text, valid or not, apart from the documented choices.
struct JSONValueParsingTests {
    @Test func readsEveryKindOfValue() throws {
        let value = try JSONValue.parse(" {\"b\" : [1, -0.5, 2e3, true, false, null, \"\\u00e9\\ud83d\\ude00\\n\\\"\\/\"], \"a\": {}}\n")
        #expect(value == .object([("a", .object([])), ("b", .array([
            .number(1), .number(-0.5), .number(2000), .bool(true), .bool(false), .null, .string("é😀\n\"/"),
        ]))]))
        #expect(try JSONValue.parse("\"x\"") == .string("x"))
        #expect(try JSONValue.parse("12345678901234567890") == .number(12345678901234567890))
        #expect(try JSONValue.parse("[]") == .array([]))
    }

    @Test func aRepeatedKeyKeepsItsLastValueAsJavaScriptDoes() throws {
        #expect(try JSONValue.parse(#"{"a":1,"b":2,"a":3}"#).jsonText == #"{"a":3,"b":2}"#)
    }

    @Test(arguments: [
        ("", "the text ends where a value was expected"),
        ("{\"a\":", "the text ends where a value was expected"),
        ("{\"a\" 1}", "unexpected '1' at offset 5 where ':' was expected"),
        ("[1,]", "unexpected ']' at offset 3 where a value was expected"),
        ("[1 2]", "unexpected '2' at offset 3 where ',' or ']' was expected"),
        ("{a:1}", "unexpected 'a' at offset 1 where a member's key was expected"),
        ("\"a\u{1}\"", "a string holds control character U+0001 unescaped at offset 2"),
        (#""\x""#, "'\\x' at offset 1 is not a JSON escape"),
        (#""\ud800""#, "the escape at offset 1 is a lone UTF-16 surrogate"),
        (#""\udc00x""#, "the escape at offset 1 is a lone UTF-16 surrogate"),
        (#""\u12g4""#, "the escape at offset 1 needs four hex digits"),
        (#""\u12""#, "the text ends inside the escape at offset 1"),
        ("01", "the number at offset 0 has a leading zero"),
        ("-", "the number at offset 0 has no digits"),
        ("1.", "the number at offset 0 has no digits after '.'"),
        ("1e+", "the number at offset 0 has no digits in its exponent"),
        ("1e400", "the number at offset 0 is too large for a double"),
        ("tru", "unexpected 't' at offset 0 where a value was expected"),
        ("{} x", "unexpected 'x' at offset 3 after the value"),
        ("é", "unexpected 'é' at offset 0 where a value was expected"),
    ])
    func refusesWithAReasonAndAnOffset(text: String, reason: String) {
        let error = #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse(text) }
        #expect(error?.reason == reason)
    }

    @Test func refusesNestingDeeperThanTheLimit() throws {
        let deepest = String(repeating: "[", count: JSONValue.maximumDepth) + String(repeating: "]", count: JSONValue.maximumDepth)
        #expect(throws: Never.self) { try JSONValue.parse(deepest) }
        let error = #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse("[" + deepest + "]") }
        #expect(error?.reason.contains("deeper than 512 levels") == true)
    }

    /// Random documents (every kind of value, escapes, astral characters, whitespace)
    /// and random damage to them: our reader and `JSONSerialization` accept the same
    /// texts and read the same values, with two differences where we side with
    /// JavaScript's `JSON.parse` and RFC 8259: Foundation on Linux accepts a trailing
    /// comma (`[1,]`), and rounds some long decimals to a neighbouring double
    /// (`1.7976931348623157` → `…53`), where we give the correctly rounded one.
    @Test func agreesWithJSONSerializationOnGeneratedTexts() throws {
        var random = SeededRandom(seed: 0x5EED)
        var checked = 0, refused = 0
        for round in 0..<20_000 {
            var text = Self.document(depth: 0, random: &random)
            if round % 2 == 1 { Self.damage(&text, random: &random) }
            let ours = Result { () throws(JSONValue.ParseError) in try JSONValue.parse(text) }
            let theirs = Self.foundationValue(text)
            switch (ours, theirs) {
            case (.success(let a), .some(let b)):
                #expect(Self.same(a, b), "\(text)")
            case (.failure, .none):
                refused += 1
            case (.failure, .some) where Self.hasTrailingComma(text):
                refused += 1
            case (.success(let a), .none):
                Issue.record("we accept what JSONSerialization refuses: \(text) → \(a.jsonText)")
            case (.failure(let error), .some):
                Issue.record("we refuse what JSONSerialization accepts: \(text) (\(error))")
            }
            checked += 1
        }
        #expect(checked == 20_000 && refused > 5_000)
    }

    /// Equal, numbers within a few units in the last place (Foundation's rounding).
    private static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x == y || abs(x - y) <= 4 * max(x.ulp, y.ulp)
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.object(let x), .object(let y)):
            let sorted = y.sorted { $0.0 < $1.0 }
            return x.count == y.count && zip(x, sorted).allSatisfy { $0.0 == $1.0 && same($0.1, $1.1) }
        default: return a == b
        }
    }

    private static func hasTrailingComma(_ text: String) -> Bool {
        text.range(of: #",\s*[\]}]"#, options: .regularExpression) != nil
    }

    private static func foundationValue(_ text: String) -> JSONValue? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) else { return nil }
        return convert(object)
    }

    private static func convert(_ object: Any) -> JSONValue {
        switch object {
        case let text as String: return .string(text)
        case let number as NSNumber:
            let type = number.objCType.pointee
            return type == CChar(UInt8(ascii: "c")) || type == CChar(UInt8(ascii: "B")) ? .bool(number.boolValue) : .number(number.doubleValue)
        case let items as [Any]: return .array(items.map(convert))
        case let members as [String: Any]: return .object(members.map { ($0.key, convert($0.value)) })
        default: return .null
        }
    }

    private static let pieces = ["a", "é", "😀", "\\n", "\\\"", "\\\\", "\\/", "\\u00e9", "\\ud83d\\ude00", "\\t", " ", "日本", "\\b\\f\\r"]
    private static let numbers = ["0", "-0", "1", "-17", "3.25", "1e3", "2E-2", "-0.5e+1", "123456789012", "9007199254740993", "1.7976931348623157e308"]
    private static let spaces = ["", " ", "\n", "\t", "\r\n "]

    private static func document(depth: Int, random: inout SeededRandom) -> String {
        let space = spaces[random.next(below: spaces.count)]
        switch random.next(below: depth > 3 ? 4 : 6) {
        case 0: return space + numbers[random.next(below: numbers.count)]
        case 1: return space + ["true", "false", "null"][random.next(below: 3)]
        case 2, 3: return space + string(random: &random)
        case 4:
            let items = (0..<random.next(below: 4)).map { _ in document(depth: depth + 1, random: &random) }
            return space + "[" + items.joined(separator: ",") + space + "]"
        default:
            let members = (0..<random.next(below: 4)).map { _ in
                space + string(random: &random) + space + ":" + document(depth: depth + 1, random: &random)
            }
            return space + "{" + members.joined(separator: ",") + space + "}"
        }
    }

    private static func string(random: inout SeededRandom) -> String {
        "\"" + (0..<random.next(below: 4)).map { _ in pieces[random.next(below: pieces.count)] }.joined() + "\""
    }

    /// Deletes, duplicates or replaces one character.
    private static func damage(_ text: inout String, random: inout SeededRandom) {
        var characters = Array(text)
        guard !characters.isEmpty else { text = "x"; return }
        let at = random.next(below: characters.count)
        switch random.next(below: 3) {
        case 0: characters.remove(at: at)
        case 1: characters.insert(characters[at], at: at)
        default:
            let replacements = Array("{}[],:\"\\u0-e.x\u{1} ")
            characters[at] = replacements[random.next(below: replacements.count)]
        }
        text = String(characters)
    }
}

/// A small deterministic generator (SplitMix64), so a failure can be replayed.
private struct SeededRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

extension JSONValueParsingTests {
    /// Past 16 members the reader sorts with the library's sort (a hostile object of
    /// many keys stays fast); both sorts keep the last of a repeated key.
    @Test func largeObjectsAreSortedWithTheLastRepeatedKeyKept() throws {
        let keys = (0..<40).reversed().map { String(format: "k%02d", $0) }
        let text = "{" + keys.map { #""\#($0)":1"# }.joined(separator: ",") + #","k07":2}"#
        let value = try JSONValue.parse(text)
        guard case .object(let members) = value else { Issue.record("not an object"); return }
        #expect(members.map(\.0) == keys.sorted())
        #expect(value["k07"] == .number(2))
        let many = "{" + (0..<100_000).map { #""\#(99_999 - $0)":\#($0)"# }.joined(separator: ",") + "}"
        guard case .object(let all) = try JSONValue.parse(many) else { Issue.record("not an object"); return }
        #expect(all.count == 100_000 && all.first?.0 == "0")
    }
}
