/// A property a target checks beyond "no crash", failing loudly with its message.
///
/// Swift's `precondition` drops its message in release builds, and the fuzzers are
/// release builds: this one always prints why the input failed, before libFuzzer
/// saves it.
public enum Invariant {
    /// Stops the process with `message` when `condition` is false.
    public static func check(_ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) {
        guard !condition else { return }
        fatalError("invariant broken: \(message())", file: file, line: line)
    }

    /// Stops the process with `message`.
    public static func fail(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        fatalError("invariant broken: \(message)", file: file, line: line)
    }
}
