import ArgumentParser
import Foundation

/// The options `miniapp open` and `miniapp dev` share: how the host answers, where the
/// transcript goes, where the mini app's data lives, and the window.
struct RunOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Host answers as JSON (see docs/HOST-PROFILE.md).", valueName: "file"))
    var profile: String?

    @Option(help: ArgumentHelp("Write one JSON line per bridge step to this file, or - for standard output.", valueName: "file|-"))
    var transcript: String?

    @Flag(help: "Run in a private Xvfb even if a DISPLAY is set.")
    var headless = false

    @Option(help: ArgumentHelp("Keep the mini app's storage and permissions in this folder, from run to run (default for open: a fresh temporary folder each run; see docs/HOST-PROFILE.md).", valueName: "dir"))
    var data: String?

    @Option(help: "Query string appended to the mini app's URL.")
    var query: String?

    func validate() throws {
        if let profile, !FileManager.default.fileExists(atPath: profile) {
            throw ValidationError("--profile \(profile): no such file.")
        }
    }
}

extension MiniAppCommand.Open {
    var profile: String? { shared.profile }
    var transcript: String? { shared.transcript }
    var headless: Bool { shared.headless }
    var data: String? { shared.data }
    var query: String? { shared.query }
}
