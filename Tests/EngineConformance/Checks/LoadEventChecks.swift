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

    /// A media file loaded in the main frame (a link to a clip) plays in a media document:
    /// WebKit hands the load to its media player and ends the navigation with "plug-in
    /// handled load" (WebKitErrorDomain 204, WebKitGTK's WEBKIT_PLUGIN_ERROR_WILL_HANDLE_LOAD),
    /// which is not a failure: none is reported, and no error page replaces the clip.
    @MainActor
    package static func aMediaDocumentIsNotAFailedLoad(_ harness: some EngineHarness) async throws {
        let app = try TemporaryApp(files: ["index.html": "<p>main</p>"])
        defer { app.remove() }
        try Data(silentWAV(milliseconds: 500)).write(to: app.root.appendingPathComponent("clip.wav"))
        try await harness.withEngine { engine, delegate in
            engine.registerScheme("test", handler: MiniAppFileServer(root: app.root))
            try await load(engine, delegate, "test://main/index.html")
            let clip = try url("test://main/clip.wav")
            let before = delegate.events.count
            engine.runJavaScript("location.href = 'clip.wav';")
            try await waitUntil("the clip's navigation to start") { delegate.events.dropFirst(before).contains { $0.url == clip } }
            try await settle(1000)
            try expect(delegate.failures.isEmpty, "no failed load for a media document", got: "\(delegate.events)")
            try expect(delegate.events.contains(.finished(clip)), "the media document's load to finish", got: "\(delegate.events)")
            _ = try await waitForJS(engine, "document.querySelector('video, audio') ? 'media' : null")
        }
    }
}

/// A WAV file of `milliseconds` of silence (8 kHz, 8-bit mono PCM).
func silentWAV(milliseconds: Int) -> [UInt8] {
    let samples = 8 * milliseconds
    func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
    func le16(_ value: Int) -> [UInt8] { (0..<2).map { UInt8((value >> (8 * $0)) & 0xFF) } }
    let format = le16(1) + le16(1) + le32(8000) + le32(8000) + le16(1) + le16(8)
    let data = [UInt8](repeating: 0x80, count: samples)
    let chunks = Array("WAVE".utf8) + Array("fmt ".utf8) + le32(format.count) + format + Array("data".utf8) + le32(data.count) + data
    return Array("RIFF".utf8) + le32(chunks.count) + chunks
}
