import Foundation
import MCP

extension Value {
    /// Reads JSON text as it is written. `Value`'s own decoding turns every string that
    /// looks like a `data:` URL into bytes (and writes it back re-encoded), which would
    /// change a page's text or a transcript line on its way to the client.
    init(jsonText data: Data) throws {
        self = try JSONDecoder().decode(Literal.self, from: data).value
    }

    /// The value as compact JSON text (sorted keys, so equal values read the same).
    var jsonText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }

    /// A string's text, whether `Value` kept it as a string or read it as a `data:` URL.
    var text: String? {
        switch self {
        case .string(let text): text
        case .data(let mimeType, let bytes): bytes.dataURLEncoded(mimeType: mimeType)
        default: nil
        }
    }

    private struct Literal: Decodable {
        var value: Value

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                value = .null
            } else if let bool = try? container.decode(Bool.self) {
                value = .bool(bool)
            } else if let int = try? container.decode(Int.self) {
                value = .int(int)
            } else if let double = try? container.decode(Double.self) {
                value = .double(double)
            } else if let string = try? container.decode(String.self) {
                value = .string(string)
            } else if let array = try? container.decode([Literal].self) {
                value = .array(array.map(\.value))
            } else {
                value = .object(try container.decode([String: Literal].self).mapValues(\.value))
            }
        }
    }
}
