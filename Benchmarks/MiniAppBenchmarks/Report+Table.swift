import Foundation

extension Report {
    /// The table: latencies, throughputs, then every ratio against its target.
    var text: String {
        var lines: [String] = []
        func row(_ name: String, _ columns: [(String, Int)]) {
            lines.append(name.padding(toLength: 62, withPad: " ", startingAt: 0) + columns.map { pad($0.0, $0.1) }.joined())
        }
        func latency(_ name: String, _ samples: Samples?) {
            guard let samples else { return }
            row(name, [("\(samples.count)", 7), (ms(samples.p50), 10), (ms(samples.p99), 10)])
        }
        func throughput(_ name: String, _ bursts: [Burst]?) {
            guard let bursts, let median = bursts.median else { return }
            let rates = bursts.map(\.callsPerSecond)
            let range = "\(Int((rates.min() ?? 0).rounded()))-\(Int((rates.max() ?? 0).rounded()))"
            row(name, [("\(median.calls)", 7), ("\(Int(median.callsPerSecond.rounded()))", 10), (range, 18)])
        }

        if [rawRoundTrip, rawReplyRoundTrip, stackRoundTrip, walletRoundTrip, rawWalletRoundTrip].contains(where: { $0 != nil }) || !echoes.isEmpty {
            row("case", [("n", 7), ("p50 ms", 10), ("p99 ms", 10)])
        }
        latency("(a)  raw round trip: bare handler + runJavaScript", rawRoundTrip)
        latency("(a') raw round trip: reply-promise handler", rawReplyRoundTrip)
        latency("(b)  stack: MiniAppBridge.getUniqueId()", stackRoundTrip)
        latency("(w') raw round trip: wallet-sized message and reply", rawWalletRoundTrip)
        latency("(w)  stack: wallet getAddress -> receiveMessage", walletRoundTrip)
        for echo in echoes {
            latency("(c)  raw 1 MB echo: reply promise + JSON.parse", echo.raw)
            latency("(c)  stack 1 MB echo: sendJsonToHostapp -> event", echo.stack)
            lines.append("     payload: \(echo.payload.name), \(echo.bytes) bytes (UTF-8)")
        }
        if rawBursts != nil || stackBursts != nil {
            if !lines.isEmpty { lines.append("") }
            row("case (median of bursts)", [("calls", 7), ("calls/s", 10), ("slowest-fastest", 18)])
            throughput("(d)  raw: bare-handler posts, to the last arrival", rawBursts)
            throughput("(d') raw: reply-promise posts, to the last arrival", rawReplyBursts)
            throughput("(d)  stack: getUniqueId(), to the last arrival", stackBursts)
            for (name, bursts) in [("(d') raw", rawReplyBursts), ("(d)  stack", stackBursts)] {
                guard let median = bursts?.median, let resolved = median.allResolved else { continue }
                let rate = Double(median.calls) / resolved.seconds
                lines.append("     \(name), until all \(median.calls) replies resolved in JS: \(ms(resolved.milliseconds)) ms (\(Int(rate.rounded())) calls/s)")
            }
        }
        func ratioLine(_ ratio: Ratio) {
            let verdict = ratio.met.map { $0 ? "met" : "MISSED" } ?? "(informative)"
            lines.append(ratio.name.padding(toLength: 52, withPad: " ", startingAt: 0)
                + pad(String(format: "%.2f", ratio.value), 8) + pad(ratio.target, 10) + "  " + verdict)
        }
        if !ratios.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines.append("ratio".padding(toLength: 52, withPad: " ", startingAt: 0) + pad("value", 8) + pad("target", 10) + "  result")
            ratios.forEach(ratioLine)
        }
        if liquidStateRaw != nil, liquidStateStack != nil {
            if !lines.isEmpty { lines.append("") }
            row("case", [("n", 7), ("p50 ms", 10), ("p99 ms", 10)])
            latency("(e)  raw: rawnav: navigation, policy cancel + runJavaScript", liquidStateRaw)
            latency("(e)  stack: liquidstate online_status -> window.communicate", liquidStateStack)
            lines.append("")
            liquidStateRatios.forEach(ratioLine)
        }
        return lines.joined(separator: "\n")
    }

    private func ms(_ value: Double) -> String {
        String(format: value < 10 ? "%.3f" : "%.1f", value)
    }

    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(1, width - text.count)) + text
    }
}
