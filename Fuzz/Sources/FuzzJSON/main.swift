import Foundation
import FuzzSupport
import MiniAppHost
import MiniAppKit

/// The JSON readers: the SDK's own `JSONValue.parse` (under every `wallet` and
/// `liquidstate` message) and `StrictJSON` (host profiles), which adds line and column
/// positions, the decoder over `JSONValue` and unknown-key detection with suggestions.
///
/// Besides not crashing, `JSONValue` must round-trip: the text it writes for a value
/// parses back to the same value and writes the same text.
enum JSONFuzzing {
    /// A small shape with every kind of member, so `StrictJSON` reports wrong types,
    /// missing keys and unknown keys (with the nearest known name) at every depth.
    struct Shape: Decodable {
        struct Item: Decodable {
            var name: String
            var count: Int?
            var ratio: Double?
            var flags: [Bool]?
        }
        var title: String?
        var items: [Item]?
        var table: [String: Item]?
        var nested: [[Int]]?
        var any: JSONValue?
    }

    static func test(_ input: inout FuzzInput) {
        let choice = input.choose(3)
        switch choice {
        case 0:
            checkRoundTrip(input.text)
        case 1:
            _ = try? StrictJSON.decode(Shape.self, from: input.data)
        default:
            _ = try? StrictJSON.decode(JSONValue.self, from: input.data)
        }
    }

    static func checkRoundTrip(_ text: String) {
        guard let value = try? JSONValue.parse(text) else { return }
        let written = value.jsonText
        guard let reread = try? JSONValue.parse(written) else {
            Invariant.fail("JSONValue wrote text it cannot read back: \(written)")
        }
        Invariant.check(reread == value, "JSONValue read back another value from \(written)")
        Invariant.check(reread.jsonText == written, "JSONValue wrote two texts for one value: \(written)")
    }
}

FuzzDriver.run { data, size in
    var input = FuzzInput(data, size)
    JSONFuzzing.test(&input)
    return 0
}
