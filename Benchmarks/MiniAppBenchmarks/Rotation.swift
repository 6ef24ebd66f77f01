/// Runs the blocks of several cases in turn, round after round.
///
/// Other work on the machine (this one is shared, 2 cores) changes what a case
/// measures from one second to the next. Measuring all of a raw case and then all of
/// its stack counterpart would let that drift into their ratio; alternating blocks of
/// each, round by round, gives both the same conditions. The first
/// `warmUpRounds` rounds run every block once and are discarded.
@MainActor
struct Rotation<Result> {
    typealias Block = @MainActor () async throws -> Result

    private var entries: [(name: String, block: Block)] = []

    /// Adds a case; `block` measures one block of it.
    mutating func add(_ name: String, _ block: @escaping Block) {
        entries.append((name, block))
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The kept results of each case, by name, in round order.
    func run(rounds: Int, warmUpRounds: Int) async throws -> [String: [Result]] {
        var results: [String: [Result]] = [:]
        for round in 0..<(warmUpRounds + rounds) {
            for entry in entries {
                let result = try await entry.block()
                if round >= warmUpRounds { results[entry.name, default: []].append(result) }
                // Let the last replies of the block settle before the next case starts.
                try await Task.sleep(for: .milliseconds(50))
            }
        }
        return results
    }
}
