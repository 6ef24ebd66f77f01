import Foundation
import Testing

/// `miniapp open` sees the page's JavaScript errors: each one an `error` transcript line
/// with its exact place, `--fail-on-error`'s exit status, no error of our own bridge on
/// a first launch, and dialogs recorded with their answers.
@Suite(.serialized) struct ScriptErrorEndToEndTests {
    static let errors = "\(OpenRun.fixtures.path)/errors"

    /// The `error` line whose file is `file`.
    func error(in run: OpenRun, file: String) -> [String: Any]? {
        run.lines("error").first { $0["file"] as? String == file }
    }

    @Test func everyErrorOfThePageIsInTheTranscriptWithItsPlace() throws {
        let run = try OpenRun.open([Self.errors])
        #expect(run.status == 0, "stderr: \(run.stderr)")

        let typeError = try #require(error(in: run, file: "app.js"), "lines: \(run.lines("error"))")
        #expect(typeError["source"] as? String == "uncaught")
        #expect(typeError["name"] as? String == "TypeError")
        #expect((typeError["message"] as? String)?.hasPrefix("TypeError: undefined is not an object (evaluating 'settings.theme')") == true)
        #expect(typeError["line"] as? Int == 3)
        #expect(typeError["column"] as? Int == 27)
        #expect((typeError["url"] as? String)?.hasSuffix("://miniapp/app.js") == true)
        #expect((typeError["stack"] as? String)?.contains("app.js:3:27") == true)

        let referenceError = try #require(error(in: run, file: "reference.js"))
        #expect(referenceError["name"] as? String == "ReferenceError")
        #expect(referenceError["message"] as? String == "ReferenceError: Can't find variable: missingFunction")
        #expect(referenceError["line"] as? Int == 2)
        #expect(referenceError["column"] as? Int == 16)

        let syntaxError = try #require(error(in: run, file: "syntax.js"))
        #expect(syntaxError["source"] as? String == "uncaught")
        #expect(syntaxError["name"] as? String == "SyntaxError")
        #expect(syntaxError["message"] as? String == "SyntaxError: Unexpected token ';'")
        #expect(syntaxError["line"] as? Int == 3)
        // WebKit reports no column for a syntax error.
        #expect(syntaxError["column"] == nil)

        let rejection = try #require(error(in: run, file: "rejection.js"))
        #expect(rejection["source"] as? String == "unhandledrejection")
        #expect(rejection["name"] as? String == "RangeError")
        #expect(rejection["message"] as? String == "out of range")
        #expect(rejection["line"] as? Int == 2)
        // Where the RangeError was made: JavaScriptCore places a call at its '('.
        #expect(rejection["column"] as? Int == 30)

        let logged = try #require(error(in: run, file: "console.js"))
        #expect(logged["source"] as? String == "console")
        #expect(logged["name"] as? String == "TypeError")
        #expect(logged["message"] as? String == "logged, not thrown")
        #expect(logged["line"] as? Int == 2)
        #expect(logged["column"] as? Int == 28)
        // The console line keeps the stack too.
        let consoleLine = run.lines("console").compactMap { $0["text"] as? String }.first { $0.contains("logged, not thrown") }
        #expect(consoleLine?.contains("TypeError: logged, not thrown\n") == true, "\(consoleLine ?? "none")")
        #expect(consoleLine?.contains("console.js:2:28") == true, "\(consoleLine ?? "none")")

        let mapped = try #require(error(in: run, file: "mapped.js"))
        #expect(mapped["line"] as? Int == 1)
        #expect(mapped["originalFile"] as? String == "src/mapped.ts")
        #expect(mapped["originalLine"] as? Int == 3)
        #expect(mapped["originalColumn"] as? Int == 13)
        #expect((mapped["originalStack"] as? String)?.contains("explode@src/mapped.ts:3:13") == true, "\(mapped)")

        // Nothing else, and nothing from our own bridge.
        #expect(run.lines("error").count == 6, "\(run.lines("error"))")
    }

    @Test func failOnErrorExitsFiveAndNamesTheErrors() throws {
        let run = try OpenRun.open([Self.errors, "--fail-on-error"])
        #expect(run.status == 5, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("miniapp open: uncaught at app.js:3:27: TypeError: undefined is not an object"), "stderr: \(run.stderr)")
        #expect(run.stderr.contains("(src/mapped.ts:3:13)"), "stderr: \(run.stderr)")
        #expect(run.stderr.contains("the page had 6 JavaScript errors"), "stderr: \(run.stderr)")

        let clean = try OpenRun.open(["\(OpenRun.fixtures.path)/closes", "--fail-on-error"])
        #expect(clean.status == 0, "stderr: \(clean.stderr)")
    }

    @Test func aFirstLaunchHasNoErrorFromOurBridge() throws {
        let run = try OpenRun.open(["\(OpenRun.fixtures.path)/first-launch", "--fail-on-error"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.lines("event").contains { $0["name"] as? String == "miniappsecurestorageloaderror" })
        let texts = run.lines("console").compactMap { $0["text"] as? String }
        #expect(texts.contains("📗 console.log: storage: Failed to parse the error: MiniApp Secure Storage Error"), "\(texts)")
        #expect(run.lines("console").filter { $0["level"] as? String == "error" }.isEmpty, "\(texts)")
        #expect(run.lines("error").isEmpty)
    }

    @Test func dialogsAreAnsweredAutomaticallyAndRecorded() throws {
        let run = try OpenRun.open(["\(OpenRun.fixtures.path)/dialogs"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let dialogs = run.lines("dialog")
        #expect(dialogs.count == 3, "\(dialogs)")
        #expect(dialogs.map { $0["type"] as? String } == ["alert", "confirm", "prompt"])
        #expect(dialogs.map { $0["message"] as? String } == ["Hello from the mini app", "Delete everything?", "Your name?"])
        #expect(dialogs.allSatisfy { $0["accepted"] as? Bool == true && $0["by"] as? String == "automatic" })
        #expect(dialogs.last?["defaultText"] as? String == "Ann")
        #expect(dialogs.last?["text"] as? String == "Ann")
        let texts = run.lines("console").compactMap { $0["text"] as? String }
        #expect(texts.contains(#"📗 console.log: dialogs: {"sure":true,"name":"Ann"}"#), "\(texts)")
    }

    @Test func aPageCannotForgeAnErrorRecord() throws {
        // A synthetic ErrorEvent and a post on the public log handler stay what they are.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("forge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("""
        <!doctype html><meta charset="utf-8"><script>
          window.dispatchEvent(new ErrorEvent('error', { message: 'forged', filename: 'forged.js', lineno: 1, colno: 1, error: new Error('forged') }));
          window.webkit.messageHandlers.MiniAppLogging.postMessage(JSON.stringify({ source: 'uncaught', name: 'Error', message: 'forged' }));
          window.addEventListener('load', () => setTimeout(() => window.MiniAppBridge.closeMiniApp(false), 100));
        </script>
        """.utf8).write(to: directory.appendingPathComponent("index.html"))
        let run = try OpenRun.open([directory.path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.lines("error").isEmpty, "\(run.lines("error"))")
    }
}
