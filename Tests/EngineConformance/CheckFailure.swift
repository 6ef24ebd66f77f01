/// Why a check failed: what it expected, what happened, and where it looked.
package struct CheckFailure: Error, CustomStringConvertible {
    package let expected: String
    package let actual: String
    package let location: String

    package init(expected: String, actual: String, fileID: String = #fileID, line: Int = #line) {
        self.expected = expected
        self.actual = actual
        location = "\(fileID):\(line)"
    }

    package var description: String { "expected \(expected); got \(actual) (\(location))" }
}

/// Throws unless `condition` holds.
///
/// - Parameters:
///   - expected: what should be true, said for the report.
///   - actual: what was seen instead, evaluated only on failure.
package func expect(
    _ condition: Bool, _ expected: @autoclosure () -> String, got actual: @autoclosure () -> String,
    fileID: String = #fileID, line: Int = #line
) throws(CheckFailure) {
    guard !condition else { return }
    throw CheckFailure(expected: expected(), actual: actual(), fileID: fileID, line: line)
}

/// Throws unless `actual == expected`; `what` names the value in the report.
package func expectEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ what: String, fileID: String = #fileID, line: Int = #line
) throws(CheckFailure) {
    guard actual != expected else { return }
    throw CheckFailure(expected: "\(what) == \(describe(expected))", actual: describe(actual), fileID: fileID, line: line)
}

/// Returns the value, or throws saying `what` was missing.
package func require<Value>(_ value: Value?, _ what: String, fileID: String = #fileID, line: Int = #line) throws(CheckFailure) -> Value {
    guard let value else { throw CheckFailure(expected: what, actual: "nothing", fileID: fileID, line: line) }
    return value
}

/// A value as a report shows it (optionals without `Optional(…)`).
func describe(_ value: Any) -> String {
    if let optional = value as? any OptionalDescribing { return optional.describedValue }
    return String(describing: value)
}

private protocol OptionalDescribing {
    var describedValue: String { get }
}

extension Optional: OptionalDescribing {
    fileprivate var describedValue: String {
        switch self {
        case .some(let wrapped): describe(wrapped)
        case .none: "nil"
        }
    }
}
