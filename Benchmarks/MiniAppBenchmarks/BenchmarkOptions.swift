/// How much each case runs; the defaults are the documented run.
///
/// Every case is measured in blocks, and the blocks of the raw and the stack cases
/// alternate (see ``Rotation``). One round of blocks runs first and is discarded, and
/// each block also drops its first few intervals: they absorb JIT tiering, first IPC
/// buffers and the switch from the other engine.
struct BenchmarkOptions: Sendable {
    /// (a)/(b): rounds, and sequential round trips per block (kept/dropped).
    var roundTripRounds = 10
    var roundTripsPerBlock = 1_000
    var roundTripBlockWarmUp = 50
    /// (c): the payload's size in UTF-8 bytes; rounds, and echoes per block (kept/dropped).
    var payloadBytes = 1 << 20
    var echoRounds = 10
    var echoesPerBlock = 10
    var echoBlockWarmUp = 1
    /// (d): rounds (one burst of each case per round) and calls per burst.
    var burstRounds = 10
    var burstCalls = 10_000
    /// The cases to run, by letter (`a` also runs a', `d` also d'; `e` is the liquidstate
    /// round trip, `w` the wallet's; both also run a, their baseline).
    var cases: Set<Character> = ["a", "b", "c", "d", "e", "w"]
    /// Whether the run is pinned to one CPU (``CPUPinning``); `--all-cpus` turns it off.
    var pinsToOneCPU = true

    static let usage = """
        usage: miniapp-benchmarks [--quick] [--only LETTERS] [--all-cpus]
          --quick         few iterations: a smoke test, figures are not meaningful
          --only LETTERS  run only these cases (a, b, c, d, e, w), e.g. --only c (to profile one case)
          --all-cpus      do not pin the run to one CPU (figures then vary more between runs)
        """

    /// Bad arguments, or `--help` (``isHelp``): either way the caller prints ``usage``.
    struct UsageError: Error, CustomStringConvertible {
        var description: String
        var isHelp = false
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var arguments = arguments[...]
        while let argument = arguments.popFirst() {
            switch argument {
            case "--only":
                let letters = Set(arguments.popFirst() ?? "")
                guard !letters.isEmpty, letters.isSubset(of: ["a", "b", "c", "d", "e", "w"]) else {
                    throw UsageError(description: "--only takes case letters among a, b, c, d, e, w")
                }
                options.cases = letters
            case "--all-cpus":
                options.pinsToOneCPU = false
            case "--quick":
                options.roundTripRounds = 2
                options.roundTripsPerBlock = 200
                options.echoRounds = 2
                options.echoesPerBlock = 3
                options.burstRounds = 1
            case "-h", "--help":
                throw UsageError(description: "miniapp-benchmarks: the raw WebKitGTK engine against the MiniAppKit stack", isHelp: true)
            default:
                throw UsageError(description: "unknown argument '\(argument)'")
            }
        }
        return options
    }
}
