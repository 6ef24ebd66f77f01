/// A value of a profile that is one of a few words: decoding refuses any other word
/// with the nearest one and the whole list, at its line and column (as ``DialectName``
/// does), instead of Swift's "cannot initialize … from invalid String value".
public protocol ProfileChoice: RawRepresentable<String>, CaseIterable, Codable, Sendable {}

extension ProfileChoice {
    /// Reads a known word, or fails naming the nearest one and the valid ones.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = Self(rawValue: text) else {
            let known = Self.allCases.map(\.rawValue)
            var message = "\"\(text)\" is not one of the values"
            if let nearest = NearestName.suggestion(for: text, among: known) { message += " (did you mean \"\(nearest)\"?)" }
            message += "; it is one of " + known.joined(separator: ", ")
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: message))
        }
        self = value
    }
}
