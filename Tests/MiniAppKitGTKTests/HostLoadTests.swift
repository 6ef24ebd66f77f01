#if os(Linux)
import EngineConformance
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

/// The host's loads in a row (`HostLoadQueue`): a load made while another is still
/// starting waits for it. (That a replaced load is not a failure is the conformance
/// suite's `aReplacedLoadIsNotAFailure`.)
extension WebKitGTKEngineTests {
    /// Two loads back to back on a fresh view (the second before the first has started,
    /// while the web process is still launching, where WebKitGTK could leave the view
    /// stuck): the first starts before the second is made, and the second is shown.
    @Test func aLoadMadeWhileAnotherIsStartingWaitsForIt() async throws {
        for _ in 0..<5 {
            try await withEngine { engine, delegate in
                delegate.cancelledSchemes = []
                engine.registerScheme("test", handler: PageServer(["a/index.html": "<p>a</p>", "b/index.html": "<p>b</p>"]))
                let first = try #require(URL(string: "test://a/index.html"))
                let second = try #require(URL(string: "test://b/index.html"))
                engine.load(first)
                engine.load(second)
                try await waitUntil("the second page") { delegate.events.contains(.finished(second)) }
                let events = delegate.events
                let firstStarted = try #require(events.firstIndex(of: .started(first)), "the first load never started: \(events)")
                let secondStarted = try #require(events.firstIndex(of: .started(second)), "\(events)")
                #expect(firstStarted < secondStarted)
                #expect(Self.replacedLoadsAreQuiet(events), "\(events)")
                #expect(engine.url == second)
            }
        }
    }

    /// A load that only changes the fragment is a same-document navigation: it never
    /// starts a load, so the next one does not wait for it.
    @Test func aFragmentLoadDoesNotHoldUpTheNext() async throws {
        try await withEngine { engine, delegate in
            delegate.cancelledSchemes = []
            engine.registerScheme("test", handler: PageServer(["a/index.html": "<p>a</p>", "b/index.html": "<p>b</p>"]))
            try await load(engine, delegate, "test://a/index.html")
            let fragment = try #require(URL(string: "test://a/index.html#part"))
            let next = try #require(URL(string: "test://b/index.html"))
            engine.load(fragment)
            try await waitUntil("the fragment") { engine.url == fragment }
            engine.load(next)
            try await waitUntil("the next page") { delegate.events.contains(.finished(next)) }
        }
    }

    /// No failure was reported, and every `finished` is a page that committed: a replaced
    /// load's end is not reported as the newer page having loaded.
    static func replacedLoadsAreQuiet(_ events: [LoadEvent]) -> Bool {
        var committed: Set<URL?> = []
        for event in events {
            switch event {
            case .failed: return false
            case .committed(let url): committed.insert(url)
            case .finished(let url) where !committed.contains(url): return false
            default: break
            }
        }
        return true
    }
}
#endif
