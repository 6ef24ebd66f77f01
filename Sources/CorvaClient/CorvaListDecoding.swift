import Foundation
import MiniAppKit

/// An id the API may send as a number or a string, kept as text.
struct CorvaIdentifier: Decodable {
    var text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int64.self) {
            text = String(number)
        } else {
            let string = try container.decode(String.self)
            guard !string.isEmpty else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "an id must not be empty")
            }
            text = string
        }
    }
}

extension KeyedDecodingContainer {
    /// An optional field: missing, `null` or of another type all read as `nil`.
    func lenient<T: Decodable>(_ type: T.Type, forKey key: Key) -> T? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }
}

/// Decodes a list the API answers, keeping the entries that decode.
///
/// The list is a JSON array, or an object with the array under `data`. An entry that
/// cannot be read (no id, wrong types) is left out and described, so one bad entry
/// does not hide the user's whole navigation.
enum CorvaListDecoding {
    static func decode<Item: Decodable>(_ type: Item.Type, from body: Data, what: String) throws(CorvaError) -> (items: [Item], skipped: [String]) {
        let entries: [Entry<Item>]
        do {
            entries = try JSONDecoder().decode(Envelope<Item>.self, from: body).entries
        } catch {
            throw CorvaError(.malformedResponse, "\(what) must be a JSON array (or an object with a 'data' array): \(Self.describe(error))")
        }
        var items: [Item] = []
        var skipped: [String] = []
        for (index, entry) in entries.enumerated() {
            switch entry {
            case .item(let item): items.append(item)
            case .invalid(let reason): skipped.append("\(what) entry \(index): \(reason)")
            }
        }
        return (items, skipped)
    }

    private enum Entry<Item: Decodable>: Decodable {
        case item(Item)
        case invalid(String)

        init(from decoder: any Decoder) throws {
            do {
                self = .item(try Item(from: decoder))
            } catch {
                self = .invalid(CorvaListDecoding.describe(error))
            }
        }
    }

    private struct Envelope<Item: Decodable>: Decodable {
        var entries: [Entry<Item>]

        private enum Key: String, CodingKey { case data }

        init(from decoder: any Decoder) throws {
            if let array = try? [Entry<Item>](from: decoder) {
                entries = array
            } else {
                entries = try decoder.container(keyedBy: Key.self).decode([Entry<Item>].self, forKey: .data)
            }
        }
    }

    /// A decoding error as one short sentence (field path and what was wrong).
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            return keys.isEmpty ? "the body" : "'" + keys.joined(separator: ".") + "'"
        }
        switch error {
        case .keyNotFound(let key, _): return "'\(key.stringValue)' is missing"
        case .typeMismatch(let type, let context): return "\(path(context)) is not \(type == String.self ? "a string" : "of type \(type)")"
        case .valueNotFound(_, let context): return "\(path(context)) is null"
        case .dataCorrupted(let context): return "\(path(context)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
