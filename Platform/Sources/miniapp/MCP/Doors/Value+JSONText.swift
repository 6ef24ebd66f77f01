import Foundation
import MCP

extension Value {
    /// Reads JSON text as it is written. `Value`'s own decoding turns every string that
    /// looks like a `data:` URL into bytes (and writes it back re-encoded), which would
    /// change a page's text or a transcript line on its way to the client.
    init(jsonText data: Data) throws {
        self.init(json: try JSONDecoder().decode(JSONValue.self, from: data))
    }

    /// `json` as MCP's value, every string kept a string.
    init(json: JSONValue) {
        switch json {
        case .null: self = .null
        case .boolean(let value): self = .bool(value)
        case .integer(let value): self = .int(value)
        case .fraction(let value): self = .double(value)
        case .string(let value): self = .string(value)
        case .array(let values): self = .array(values.map { Value(json: $0) })
        case .object(let members): self = .object(members.mapValues { Value(json: $0) })
        }
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
}
