import Foundation
import Testing

/// `miniapp dev` end to end: the real CLI serves a folder under its own Xvfb, a saved
/// file reloads the page, and errors reach the terminal.
@Suite(.serialized) struct DevEndToEndTests {
    /// A running `miniapp dev` and its transcript.
    final class DevRun {
        let process = Process()
        let directory: URL
        let app: URL
        let errorPipe = Pipe()

        /// `links`: symbolic links to make in the app folder before `dev` starts, name to destination.
        init(appFiles: [String: String], links: [String: String] = [:]) throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-dev-\(UUID().uuidString)")
            app = directory.appendingPathComponent("app")
            try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
            for (name, text) in appFiles { try write(name, text) }
            for (name, destination) in links {
                try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent(name).path, withDestinationPath: destination)
            }
            process.executableURL = OpenRun.executable
            process.arguments = [
                "dev", app.path, "--headless", "--transcript", directory.appendingPathComponent("transcript.jsonl").path,
                "--data", directory.appendingPathComponent("data").path,
            ]
            process.standardError = errorPipe
            process.standardOutput = FileHandle.nullDevice
            try process.run()
        }

        func write(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: app.appendingPathComponent(name))
        }

        var transcript: [[String: Any]] {
            let text = (try? String(contentsOf: directory.appendingPathComponent("transcript.jsonl"), encoding: .utf8)) ?? ""
            return text.split(separator: "\n").compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
        }

        /// Waits until a transcript line satisfies `condition`.
        func waitFor(_ what: String, seconds: Double = 60, _ condition: ([String: Any]) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if transcript.contains(where: condition) { return true }
                if !process.isRunning { return false }
                Thread.sleep(forTimeInterval: 0.1)
            }
            Issue.record("timed out waiting for \(what)")
            return false
        }

        /// Stops the run (SIGTERM) and returns its status and standard error.
        func stop() -> (Int32, String) {
            if process.isRunning { process.terminate() }
            let stderr = errorPipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: directory)
            return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
        }
    }

    static func console(_ text: String) -> ([String: Any]) -> Bool {
        { $0["kind"] as? String == "console" && ($0["text"] as? String)?.hasSuffix(text) == true }
    }

    @Test func savingAFileReloadsThePageAndErrorsReachTheTerminal() throws {
        let run = try DevRun(appFiles: [
            "index.html": #"<!doctype html><meta charset="utf-8"><script src="marker.js"></script>"#,
            "marker.js": "console.log('marker one');\n",
        ])
        #expect(run.waitFor("the first load", Self.console("marker one")))
        try run.write("marker.js", "console.log('marker two');\nnull.boom;\n")
        #expect(run.waitFor("the reload", Self.console("marker two")))
        #expect(run.waitFor("the error") { $0["kind"] as? String == "error" && $0["file"] as? String == "marker.js" })
        let reloads = run.transcript.filter { $0["kind"] as? String == "session" && $0["event"] as? String == "reload" }
        #expect(reloads.first?["changed"] as? String == "marker.js", "\(reloads)")
        let (status, stderr) = run.stop()
        #expect(status == 143, "stderr: \(stderr)")
        #expect(stderr.contains("miniapp dev: marker.js changed: reloading"), "stderr: \(stderr)")
        #expect(stderr.contains("miniapp dev: uncaught at marker.js:2:"), "stderr: \(stderr)")
    }

    @Test func aDeletedPageComesBackOnTheNextSave() throws {
        let run = try DevRun(appFiles: [
            "index.html": #"<!doctype html><meta charset="utf-8"><script>console.log('first')</script>"#,
        ])
        #expect(run.waitFor("the first load", Self.console("first")))
        try FileManager.default.removeItem(at: run.app.appendingPathComponent("index.html"))
        #expect(run.waitFor("the reload of the deleted page") { $0["kind"] as? String == "session" && $0["event"] as? String == "reload" })
        Thread.sleep(forTimeInterval: 0.5)
        try run.write("index.html", #"<!doctype html><meta charset="utf-8"><script>console.log('back')</script>"#)
        #expect(run.waitFor("the page again", Self.console("back")))
        let (status, stderr) = run.stop()
        #expect(status == 143, "stderr: \(stderr)")
    }

    /// Issue 29, defects 9 and 10, as reproduced: with three links to the folder itself
    /// the watcher walked ~3^40 paths and `dev` never loaded the page, and a link to a
    /// folder outside reloaded the page for changes out there. Now the page loads, and
    /// only a change in the folder reloads it.
    @Test func linksInTheFolderNeitherLoopNorLeadOut() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-dev-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        let run = try DevRun(
            appFiles: ["index.html": #"<!doctype html><meta charset="utf-8"><script src="marker.js"></script>"#, "marker.js": "console.log('marker one');\n"],
            links: ["a": ".", "b": ".", "c": ".", "ext": outside.path])
        #expect(run.waitFor("the first load", Self.console("marker one")))
        try Data("x".utf8).write(to: outside.appendingPathComponent("elsewhere.txt"))
        try run.write("marker.js", "console.log('marker two');\n")
        #expect(run.waitFor("the reload", Self.console("marker two")))
        let reloads = run.transcript.filter { $0["kind"] as? String == "session" && $0["event"] as? String == "reload" }
        #expect(reloads.map { $0["changed"] as? String } == ["marker.js"], "\(reloads)")
        let (status, stderr) = run.stop()
        #expect(status == 143, "stderr: \(stderr)")
    }

    @Test func aMissingFolderIsABadArgument() throws {
        let run = try OpenRun.run(["dev", "/nonexistent-folder-\(UUID().uuidString)"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("no such file or directory"), "stderr: \(run.stderr)")
    }
}
