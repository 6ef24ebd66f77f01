/// Every figure of one run, and the ratios the targets are checked on (printed by
/// ``text``, in `Report+Table.swift`).
///
/// Ratios compare cases measured in the same run, on the same engine build, so they
/// hold even where absolute figures move between machines or runs. A case left out
/// with `--only` leaves its rows and ratios out.
struct Report {
    var rawRoundTrip: Samples?
    var rawReplyRoundTrip: Samples?
    var stackRoundTrip: Samples?
    /// (w): a `wallet` getAddress round trip through the stack.
    var walletRoundTrip: Samples?
    /// (w'): the raw engine with the wallet's message and reply text, no SDK.
    var rawWalletRoundTrip: Samples?
    var echoes: [Echo] = []
    var rawBursts: [Burst]?
    var rawReplyBursts: [Burst]?
    var stackBursts: [Burst]?
    /// (e): the raw engine's intercepted navigation, and a `liquidstate` round trip.
    var liquidStateRaw: Samples?
    var liquidStateStack: Samples?

    /// (c) for one payload.
    struct Echo {
        var payload: BenchmarkPayload
        /// The payload's size in UTF-8 bytes.
        var bytes: Int
        var raw: Samples
        var stack: Samples
    }

    /// A ratio with its target, for the summary; `met` is `nil` for an informative one.
    struct Ratio {
        var name: String
        var value: Double
        var target: String
        var met: Bool?
    }

    var ratios: [Ratio] {
        var ratios: [Ratio] = []
        if let stack = stackRoundTrip, let raw = rawRoundTrip {
            let value = stack.p50 / raw.p50
            ratios.append(Ratio(name: "(b)/(a) round trip, p50", value: value, target: "<= 1.2", met: value <= 1.2))
        }
        if let stack = stackRoundTrip, let raw = rawReplyRoundTrip {
            let value = stack.p50 / raw.p50
            ratios.append(Ratio(name: "(b)/(a') round trip, p50 (same transport)", value: value, target: "", met: nil))
        }
        if let wallet = walletRoundTrip, let raw = rawRoundTrip {
            let p50 = wallet.p50 / raw.p50
            ratios.append(Ratio(name: "(w)/(a) wallet round trip, p50", value: p50, target: "<= 1.2", met: p50 <= 1.2))
            ratios.append(Ratio(name: "(w)/(a) wallet round trip, p99", value: wallet.p99 / raw.p99, target: "", met: nil))
        }
        if let wallet = walletRoundTrip, let raw = rawWalletRoundTrip {
            ratios.append(Ratio(name: "(w)/(w') wallet, p50 (same message text)", value: wallet.p50 / raw.p50, target: "", met: nil))
        }
        for echo in echoes {
            let p50 = echo.stack.p50 / echo.raw.p50, p99 = echo.stack.p99 / echo.raw.p99
            ratios.append(Ratio(name: "(c) stack/raw echo p50, \(echo.payload.name)", value: p50, target: "<= 2", met: p50 <= 2))
            ratios.append(Ratio(name: "(c) stack/raw echo p99, \(echo.payload.name)", value: p99, target: "(<= 2)", met: nil))
        }
        if let stack = stackBursts?.median, let raw = rawBursts?.median {
            let value = stack.callsPerSecond / raw.callsPerSecond
            ratios.append(Ratio(name: "(d) stack/raw throughput", value: value, target: ">= 0.8", met: value >= 0.8))
        }
        if let stack = stackBursts?.best, let raw = rawBursts?.best {
            let value = stack.callsPerSecond / raw.callsPerSecond
            ratios.append(Ratio(name: "(d) stack/raw throughput, best bursts", value: value, target: "", met: nil))
        }
        if let stack = stackBursts?.median, let raw = rawReplyBursts?.median {
            let value = stack.callsPerSecond / raw.callsPerSecond
            ratios.append(Ratio(name: "(d) stack/(d') raw reply-promise throughput", value: value, target: "", met: nil))
        }
        return ratios
    }

    /// The (e) ratios, printed after (e)'s own rows.
    var liquidStateRatios: [Ratio] {
        guard let raw = liquidStateRaw, let stack = liquidStateStack else { return [] }
        let p50 = stack.p50 / raw.p50
        return [
            Ratio(name: "(e)  liquidstate / raw navigation round trip, p50", value: p50, target: "<= 1.20", met: p50 <= 1.2),
            Ratio(name: "(e)  liquidstate / raw navigation round trip, p99", value: stack.p99 / raw.p99, target: "-", met: nil),
        ]
    }
}
