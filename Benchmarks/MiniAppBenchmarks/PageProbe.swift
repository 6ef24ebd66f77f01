import MiniAppKit

/// Talks to a loaded benchmark page: waits for it, starts its functions, reads `bench.error`.
@MainActor
enum PageProbe {
    /// Polls until the page's `window.bench` exists (it is defined by the page's only script).
    static func waitForBench(_ engine: any WebEngine, timeout: Duration = .seconds(30)) async throws {
        try await poll(engine, "typeof window.bench === 'object'", "the page to load", timeout: timeout)
    }

    /// Starts `call` (a `bench.…` call, possibly async) without waiting for it. While it
    /// runs, `bench.running` counts it; a rejection is kept in `bench.error`.
    static func start(_ engine: any WebEngine, _ call: String) {
        engine.runJavaScript("""
            bench.running++;
            Promise.resolve().then(() => \(call)).catch((error) => bench.fail(error)).finally(() => { bench.running--; });
            """)
    }

    /// One block of sequential round trips driven by the page: `function(n)` is the
    /// `bench.…` call that makes `n` calls, each once the previous one is answered, and
    /// `arrivals` stamps each in Swift. Waits for all of them and for the page to finish,
    /// checks the page's errors, and returns the round trips in ms without the first
    /// `warmUp` (`count` are kept).
    static func roundTrips(
        _ name: String, on engine: any WebEngine, stampedBy arrivals: ArrivalLog, count: Int, warmUp: Int,
        timeout: Duration = .seconds(120), function: (Int) -> String
    ) async throws -> [Double] {
        let calls = warmUp + count + 1
        arrivals.expect(calls)
        start(engine, function(calls))
        try await arrivals.waitUntilComplete(name, timeout: timeout)
        // The last call's answer may still be on its way: let the page finish it.
        try await waitUntilIdle(engine)
        try await checkErrors(engine, case: name)
        return Samples.intervals(of: arrivals.instants, droppingFirst: warmUp)
    }

    /// Polls until every call ``start(_:_:)`` made has finished.
    static func waitUntilIdle(_ engine: any WebEngine, timeout: Duration = .seconds(60)) async throws {
        try await poll(engine, "bench.running === 0", "the page to finish", timeout: timeout)
    }

    /// Throws the first failure the page reported, if any.
    static func checkErrors(_ engine: any WebEngine, case name: String) async throws {
        let error = try await engine.evaluateJavaScript("bench.error")
        if let error, error != "null" {
            throw BenchmarkError("\(name): the page reported \(error)")
        }
    }

    private static func poll(_ engine: any WebEngine, _ condition: String, _ what: String, timeout: Duration) async throws {
        let deadline = ContinuousClock.now + timeout
        while (try? await engine.evaluateJavaScript(condition)) != "true" {
            guard ContinuousClock.now < deadline else { throw BenchmarkError("waited \(timeout) for \(what)") }
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}
