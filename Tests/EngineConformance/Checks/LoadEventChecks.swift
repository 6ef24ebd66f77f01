import Foundation
import MiniAppKit

extension EngineConformance {
    /// A load reports `started`, `committed` and `finished`, each with its URL, in order.
    @MainActor
    package static func aLoadReportsStartedCommittedFinished(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<p>hi</p>", "main/second.html": "<p>second</p>"]))
            for page in ["test://main/index.html", "test://main/second.html"] {
                let target = try url(page)
                let before = delegate.events.count
                try await load(engine, delegate, page)
                let events = Array(delegate.events.dropFirst(before))
                let started = events.firstIndex(of: .started(target))
                let committed = events.firstIndex(of: .committed(target))
                let finished = events.firstIndex(of: .finished(target))
                try expect(started != nil && committed != nil && finished != nil && started! < committed! && committed! < finished!,
                           "started, committed, finished of \(page), in that order", got: "\(events)")
                try expect(!events.contains { if case .failed = $0 { true } else { false } }, "no failure loading \(page)", got: "\(events)")
            }
        }
    }

    /// A load of a URL nothing answers reports `.failed` with that URL and a message.
    @MainActor
    package static func anUnreachableLoadFails(_ harness: some EngineHarness) async throws {
        let address = "http://127.0.0.1:\(try SilentListener.refusedPort())/"
        try await harness.withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<p>hi</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            engine.load(try url(address))
            try await waitUntil("a load failure") { !delegate.failures.isEmpty }
            guard case .failed(let failedURL, let message) = delegate.failures.first else {
                throw CheckFailure(expected: "a .failed event", actual: "\(delegate.events)")
            }
            try expectEqual(failedURL?.absoluteString, address, "the failed load's URL")
            try expect(!message.isEmpty, "a message saying why", got: "an empty message")
            // The failed load's end is not the page shown before finishing again.
            try await settle()
            let afterFailure = delegate.events.drop { if case .failed = $0 { false } else { true } }
            try expect(!afterFailure.contains(.finished(try url("test://main/index.html"))),
                       "no .finished of the page shown before, after the failure", got: "\(delegate.events)")
        }
    }

    /// A load still in flight (its server accepted the connection and never answers)
    /// that the host replaces with a newer load did not fail: no `.failed`, and the newer
    /// page loads.
    @MainActor
    package static func aReplacedLoadIsNotAFailure(_ harness: some EngineHarness) async throws {
        let silent = try SilentListener()
        defer { silent.stop() }
        let waiting = try url("http://127.0.0.1:\(silent.port)/never")
        try await harness.withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<p>main</p>"]))
            let next = try url("test://main/index.html")
            engine.load(waiting)
            try await waitUntil("the first load to start") { delegate.events.contains { if case .started = $0 { true } else { false } } }
            engine.load(next)
            try await waitUntil("the newer page to finish") { delegate.events.contains(.finished(next)) }
            try await settle()
            try expect(delegate.failures.isEmpty, "no failure for the replaced load", got: "\(delegate.events)")
            let committed = Set(delegate.events.compactMap { if case .committed(let url) = $0 { url } else { nil } })
            let finished = delegate.events.compactMap { if case .finished(let url) = $0 { url } else { nil } }
            try expect(finished.allSatisfy(committed.contains), "every .finished a page that committed (the replaced load's end is not reported)", got: "\(delegate.events)")
            try expectEqual(engine.url, next, "the main frame's URL")
        }
    }
}
