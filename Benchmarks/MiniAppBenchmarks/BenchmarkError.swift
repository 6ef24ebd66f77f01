/// A case that could not be measured: a page that did not load, a call that never
/// arrived, or an echo that came back different.
struct BenchmarkError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
