/// Where a value sits in a JSON document: `contacts[2].userName`.
///
/// Error messages name a value by this path, and ``JSONTextLocator`` follows it through
/// the text to a line and column. Built from a decoder's coding path, whose array
/// positions are ``JSONPath/IndexKey``s.
struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step: an object member or an array position.
    enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The coding key of an array position, as ``JSONValueDecoder``'s unkeyed containers
    /// make them; any other key is an object member's name.
    struct IndexKey: CodingKey {
        var index: Int
        var stringValue: String { "\(index)" }
        var intValue: Int? { index }
        init(_ index: Int) { self.index = index }
        init?(stringValue: String) { nil }
        init(intValue: Int) { index = intValue }
    }

    var components: [Component]

    init(_ components: [Component] = []) {
        self.components = components
    }

    init(_ codingPath: [any CodingKey]) {
        components = codingPath.map { key in
            if let index = key as? IndexKey { return .index(index.index) }
            return .key(key.stringValue)
        }
    }

    /// This path, one member further.
    func appending(key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    /// `contacts[2].userName`; the empty path (the document itself) is `(top level)`.
    var description: String {
        guard !components.isEmpty else { return "(top level)" }
        var text = ""
        for component in components {
            switch component {
            case .key(let name): text += text.isEmpty ? name : ".\(name)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
