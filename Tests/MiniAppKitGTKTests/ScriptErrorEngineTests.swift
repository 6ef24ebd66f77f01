#if os(Linux)
import EngineConformance
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

/// `DialectAttachment.scriptErrors()` in the real engine: the page's errors arrive with
/// their places, including the ones thrown before its first script finishes, and a page
/// cannot forge one.
extension WebKitGTKEngineTests {
    @Test func scriptErrorsArriveWithTheirPlaces() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("script-errors-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = [
            "index.html": """
                <!doctype html><meta charset="utf-8">
                <script>window.dispatchEvent(new ErrorEvent('error', { message: 'forged', filename: 'forged.js', lineno: 9, colno: 9 }));</script>
                <script src="app.js"></script><script src="syntax.js"></script><script src="rejection.js"></script>
                """,
            "app.js": "// Line 3 throws.\nconst settings = undefined;\nwindow.appTheme = settings.theme;\n",
            "syntax.js": "// Line 3 is not JavaScript.\nconst ok = 1;\nconst broken = ;\n",
            "rejection.js": "// Line 2 rejects.\nPromise.reject(new RangeError('out of range'));\n",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        try await withEngine { engine, _ in
            let display = try MiniAppDisplay(
                identity: MiniAppIdentity(appId: "errors"), source: .directory(directory), engine: engine,
                dialects: [.scriptErrors()],
                configuration: MiniAppDisplayConfiguration(dataDirectory: directory.appendingPathComponent("data")))
            var errors: [ScriptError] = []
            display.endpoint(ScriptErrorEndpoint.self)?.onError = { errors.append($0) }
            display.launch()
            defer { display.close() }
            try await waitUntil("three errors") { errors.count >= 3 }
            try await Task.sleep(for: .milliseconds(200))
            #expect(errors.map(\.location?.file) == ["app.js", "syntax.js", "rejection.js"])
            #expect(errors.map(\.name) == ["TypeError", "SyntaxError", "RangeError"])
            #expect(errors.map(\.source) == [.uncaught, .uncaught, .unhandledRejection])
            // WebKit gives a syntax error no column; a rejection's place is where its Error was made.
            #expect(errors.map(\.location) == [
                .init(file: "app.js", line: 3, column: 27), .init(file: "syntax.js", line: 3, column: nil),
                .init(file: "rejection.js", line: 2, column: 30),
            ])
            #expect(errors[0].message == "TypeError: undefined is not an object (evaluating 'settings.theme')")
            #expect(errors[0].stack == "global code@mscheme.errors://miniapp/app.js:3:27")
            #expect(errors[1].message == "SyntaxError: Unexpected token ';'")
            // The page's own ErrorEvent (first in the page) is not among them.
            #expect(errors.count == 3)
        }
    }

    /// js-miniapp's bridge logs a SyntaxError when it parses the first launch's
    /// secure-storage text (5.6.1's plain text, no store yet): not an error of the mini
    /// app's, so `--fail-on-error` does not fail every first launch. A SyntaxError the
    /// page logs later is reported.
    @Test func theFirstLaunchsStorageTextIsNoScriptError() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("storage-noise-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = """
            <!doctype html><meta charset="utf-8"><script>
            // What js-miniapp's bundled bridge does with the event's text.
            window.addEventListener('miniappsecurestorageloaderror', (e) => {
              try { JSON.parse(e.detail.message); } catch (error) { console.error(error); }
              window.storageEventSeen = true;
            });
            window.addEventListener('load', () => setTimeout(() => console.error(new SyntaxError('later')), 300));
            </script>
            """
        try Data(page.utf8).write(to: directory.appendingPathComponent("index.html"))
        try await withEngine { engine, _ in
            let display = try MiniAppDisplay(
                identity: MiniAppIdentity(appId: "noise"), source: .directory(directory), engine: engine,
                dialects: [.miniApp(host: SilentHost(), manifest: MiniAppManifest()), .scriptErrors()],
                configuration: MiniAppDisplayConfiguration(dataDirectory: directory.appendingPathComponent("data")))
            var errors: [ScriptError] = []
            display.endpoint(ScriptErrorEndpoint.self)?.onError = { errors.append($0) }
            display.launch()
            defer { display.close() }
            try await waitUntil("the later error") { errors.contains { $0.message.contains("later") } }
            #expect(try await engine.evaluateJavaScript("window.storageEventSeen === true") == "true")
            #expect(errors.map(\.message) == ["later"])
        }
    }
}
#endif
