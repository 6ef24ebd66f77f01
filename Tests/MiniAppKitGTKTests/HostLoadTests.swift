#if os(Linux)
import Foundation
import Glibc
import MiniAppKit
import MiniAppKitGTK
import Testing

/// The host's loads in a row: a load made while another is still starting waits for it,
/// and a load that a newer one replaces is not reported as a failure.
extension WebKitGTKEngineTests {
    /// Two loads back to back on a fresh view (the second before the first has started,
    /// while the web process is still launching, where WebKitGTK could leave the view
    /// stuck): the first starts before the second is made, and the second is shown.
    @Test func aLoadMadeWhileAnotherIsStartingWaitsForIt() async throws {
        for _ in 0..<5 {
            try await withEngine { engine, delegate in
                delegate.cancelledSchemes = []
                engine.registerScheme("test", handler: PageServer(pages: ["a/index.html": "<p>a</p>", "b/index.html": "<p>b</p>"]))
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
            engine.registerScheme("test", handler: PageServer(pages: ["a/index.html": "<p>a</p>", "b/index.html": "<p>b</p>"]))
            try await load(engine, delegate, "test://a/index.html")
            let fragment = try #require(URL(string: "test://a/index.html#part"))
            let next = try #require(URL(string: "test://b/index.html"))
            engine.load(fragment)
            try await waitUntil("the fragment") { engine.url == fragment }
            engine.load(next)
            try await waitUntil("the next page") { delegate.events.contains(.finished(next)) }
        }
    }

    /// A page whose server has not answered yet is replaced by the host's next load:
    /// the replaced load did not fail, so no failure reaches the delegate (which would
    /// end a `miniapp open` run as "the page failed to load").
    @Test func aLoadReplacedByANewerOneIsNotAFailure() async throws {
        let silent = try SilentListener()
        defer { silent.close() }
        let port = silent.port
        try await withEngine { engine, delegate in
            delegate.cancelledSchemes = []
            engine.registerScheme("test", handler: PageServer(pages: ["main/index.html": "<p>main</p>"]))
            let waiting = try #require(URL(string: "http://127.0.0.1:\(port)/never"))
            let next = try #require(URL(string: "test://main/index.html"))
            engine.load(waiting)
            try await waitUntil("the first load to start") {
                delegate.events.contains { if case .started = $0 { true } else { false } }
            }
            engine.load(next)
            try await waitUntil("the next page") { delegate.events.contains(.finished(next)) }
            try await Task.sleep(for: .milliseconds(200))
            #expect(Self.replacedLoadsAreQuiet(delegate.events), "\(delegate.events)")
            #expect(engine.url == next)
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

/// A loopback port that takes connections (the kernel completes them into its backlog)
/// and never answers: a load from it stays in flight.
private final class SilentListener {
    let port: Int
    private let socketDescriptor: Int32

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw SocketFailure(errno: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { general in
                bind(descriptor, general, length) == 0 && listen(descriptor, 16) == 0 && getsockname(descriptor, general, &length) == 0
            }
        }
        guard bound else {
            let failure = SocketFailure(errno: errno)
            Glibc.close(descriptor)
            throw failure
        }
        socketDescriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    func close() {
        Glibc.close(socketDescriptor)
    }

    struct SocketFailure: Error, CustomStringConvertible {
        let errno: Int32
        var description: String { "cannot listen on a loopback port: errno \(errno)" }
    }
}
#endif
