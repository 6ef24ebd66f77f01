import MCP
import MiniAppHost

/// A tool call's arguments, read as its input schema declares them: each getter
/// answers the value, `nil` when the argument is absent (or JSON `null`), or throws a
/// ``ToolFailure`` that names the argument, what it must be and what it was. A name the
/// schema does not declare is refused, with the nearest declared one.
struct ToolArguments: Sendable {
    let values: [String: Value]

    init(_ values: [String: Value]?, declared: [String]) throws(ToolFailure) {
        self.values = (values ?? [:]).filter { !$0.value.isNull }
        for name in self.values.keys.sorted() where !declared.contains(name) {
            var message = "unknown argument '\(name)'"
            if let nearest = NearestName.suggestion(for: name, among: declared) { message += " (did you mean '\(nearest)'?)" }
            message += declared.isEmpty ? "; this tool takes none" : "; the arguments are " + declared.joined(separator: ", ")
            throw ToolFailure(message)
        }
    }

    func string(_ name: String) throws(ToolFailure) -> String? {
        guard let value = values[name] else { return nil }
        guard let text = value.text else { throw mismatch(name, "a string", value) }
        return text
    }

    func requiredString(_ name: String) throws(ToolFailure) -> String {
        guard let text = try string(name) else { throw ToolFailure("'\(name)' is required (a string)") }
        guard !text.isEmpty else { throw ToolFailure("'\(name)' must not be empty") }
        return text
    }

    /// A string that must be one of `choices`.
    func choice(_ name: String, among choices: [String]) throws(ToolFailure) -> String? {
        guard let text = try string(name) else { return nil }
        guard choices.contains(text) else {
            var message = "'\(name)' must be one of \(choices.joined(separator: ", ")); got '\(text)'"
            if let nearest = NearestName.suggestion(for: text, among: choices) { message += " (did you mean '\(nearest)'?)" }
            throw ToolFailure(message)
        }
        return text
    }

    func bool(_ name: String) throws(ToolFailure) -> Bool? {
        guard let value = values[name] else { return nil }
        guard let flag = value.boolValue else { throw mismatch(name, "true or false", value) }
        return flag
    }

    /// A whole number in `range` (a JSON number with no fraction).
    func integer(_ name: String, in range: ClosedRange<Int>) throws(ToolFailure) -> Int? {
        guard let value = values[name] else { return nil }
        let number: Int
        switch value {
        case .int(let whole): number = whole
        case .double(let real) where real.rounded() == real && abs(real) < 1e15: number = Int(real)
        default: throw mismatch(name, "a whole number", value)
        }
        guard range.contains(number) else {
            throw ToolFailure("'\(name)' must be between \(range.lowerBound) and \(range.upperBound); got \(number)")
        }
        return number
    }

    func strings(_ name: String) throws(ToolFailure) -> [String]? {
        guard let value = values[name] else { return nil }
        guard let items = value.arrayValue else { throw mismatch(name, "an array of strings", value) }
        var texts: [String] = []
        for (index, item) in items.enumerated() {
            guard let text = item.text else { throw mismatch("\(name)[\(index)]", "a string", item) }
            texts.append(text)
        }
        return texts
    }

    /// Any JSON value (`value` of a scripted answer, an array of script arguments…).
    func json(_ name: String) -> Value? { values[name] }

    func object(_ name: String) throws(ToolFailure) -> [String: Value]? {
        guard let value = values[name] else { return nil }
        guard let object = value.objectValue else { throw mismatch(name, "an object", value) }
        return object
    }

    private func mismatch(_ name: String, _ expected: String, _ value: Value) -> ToolFailure {
        ToolFailure("'\(name)' must be \(expected); got \(Self.describe(value))")
    }

    /// A value's kind for a message, and the value itself when it is short.
    static func describe(_ value: Value) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .int(let number): "the number \(number)"
        case .double(let number): "the number \(number)"
        case .string(let text): text.count <= 40 ? "the string \"\(text)\"" : "a string"
        case .data: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
