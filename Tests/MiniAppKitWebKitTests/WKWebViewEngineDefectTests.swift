#if canImport(WebKit)
import EngineConformance
import Foundation
import MiniAppKit
@testable import MiniAppKitWebKit
import Testing

/// What only `WKWebViewEngine` does, behind what the conformance suite checks on both
/// engines: run on a Mac by .github/workflows/apple.yml.
@MainActor
@Suite(.serialized) struct WKWebViewEngineDefectTests {
    /// WebKit ends the navigation of a media file the main frame loaded with "plug-in
    /// handled load" (204): it is not a failure, nor a cancellation.
    @Test func aPluginHandledLoadIsNotAFailure() {
        let handled = NSError(domain: "WebKitErrorDomain", code: 204)
        #expect(ScriptValueConversion.isPluginHandledLoad(handled))
        #expect(!ScriptValueConversion.isCancellation(handled))
        #expect(ScriptValueConversion.isCancellation(NSError(domain: "WebKitErrorDomain", code: 102)))
        #expect(!ScriptValueConversion.isPluginHandledLoad(NSError(domain: NSURLErrorDomain, code: 204)))
    }

    /// The mini app's files are read off the main thread (a range of a large video is disk
    /// work the page and the app must not wait for), and the page still gets them.
    @Test func theSchemeHandlerAnswersOffTheMainThread() async throws {
        let handler = ThreadRecordingServer()
        let engine = WKHarness().makeEngine()
        defer { engine.close() }
        let delegate = RecordingDelegate()
        engine.delegate = delegate
        engine.registerScheme("test", handler: handler)
        try await load(engine, delegate, "test://main/index.html")
        #expect(try await engine.evaluateJavaScript("document.body.textContent") == #""off the main thread""#)
        #expect(handler.answeredOnMainThread == [false])
    }

    /// A lock is accepted and changes nothing on a Mac, where a window has no orientation.
    @Test func anOrientationLockOnAMacChangesNothing() throws {
        let app = FileManager.default.temporaryDirectory.appendingPathComponent("orientation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: app) }
        let display = try MiniAppDisplay(
            identity: MiniAppIdentity(appId: "orientation"), source: .directory(app), engine: WKHarness().makeEngine(), dialects: [],
            configuration: MiniAppDisplayConfiguration(dataDirectory: app))
        defer { display.close() }
        #expect(MiniAppViewController(display: display).lockOrientation(.landscape))
    }

    /// An answer given once, whichever comes first; the rest are dropped.
    @Test func anAnswerIsGivenOnce() async {
        let answer = OnceAnswer<Int>()
        let value = await answer.wait {
            answer.give(1)
            answer.give(2)
        }
        #expect(value == 1)
        answer.give(3)
        let early = OnceAnswer<Int>()
        early.give(4)
        #expect(await early.wait {} == 4)
    }
}

/// Serves one page and records on which thread it was asked.
final class ThreadRecordingServer: SchemeHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var threads: [Bool] = []

    var answeredOnMainThread: [Bool] { lock.withLock { threads } }

    func respond(to request: SchemeRequest) -> SchemeResponse {
        lock.withLock { threads.append(Thread.isMainThread) }
        return SchemeResponse(status: 200, mimeType: "text/html", body: Data("<body>off the main thread</body>".utf8))
    }
}
#endif
