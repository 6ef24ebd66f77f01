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
