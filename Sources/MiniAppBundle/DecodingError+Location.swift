extension DecodingError {
    /// Where in the JSON the decoding failed and why, for a person fixing the file:
    /// `reqPermissions[0].name: Expected to decode String but found a number instead.`
    /// or `the key "name" is missing at reqPermissions[0]`, instead of the enum's dump
    /// of coding keys and contexts.
    public var locatedDescription: String {
        switch self {
        case .keyNotFound(let key, let context):
            let place = Self.path(context.codingPath)
            return "the key \"\(key.stringValue)\" is missing" + (place.isEmpty ? "" : " at \(place)")
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let place = Self.path(context.codingPath)
            return (place.isEmpty ? "" : place + ": ") + context.debugDescription
        @unknown default:
            return "\(self)"
        }
    }

    /// `a.b[2].c` for the keys `a`, `b`, index 2, `c`.
    private static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == "\(index)" {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }
}
