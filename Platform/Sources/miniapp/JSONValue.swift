import Foundation

/// A JSON value as written, keeping whole numbers apart from fractions and booleans.
enum JSONValue: Decodable, Sendable {
    case null, boolean(Bool), integer(Int), fraction(Double), string(String)
    case array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .boolean(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .fraction(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// The value for a message: its kind, and itself when short and not secret-shaped.
    var described: String {
        switch self {
        case .null: "null"
        case .boolean(let value): "\(value)"
        case .integer(let value): "the number \(value)"
        case .fraction(let value): "the number \(value)"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
