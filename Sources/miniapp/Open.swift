import ArgumentParser
import Foundation
import MiniAppHost
import MiniAppKit

extension MiniAppCommand {
    /// `miniapp open`: runs a mini app in a real WebKit window with a live transcript.
    struct Open: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Open a mini app in a WebKit window and answer its bridge calls from a host profile.",
            discussion: """
            Exits 0 when the mini app calls closeMiniApp (or the window is closed), 1 on timeout, \
            2 when the page fails to load, 3 when the mini app may not launch (a required \
            permission refused), 64 on a bad argument. Without a DISPLAY (or with \
            --headless) it starts its own Xvfb and stops it on exit.
            """
        )

        @Argument(help: ArgumentHelp("A mini app directory, a .zip bundle or an http(s) URL.", valueName: "dir | zip | url"))
        var source: String

        @Option(help: "The mini app id (default: the directory or file name).")
        var appId: String?

        @Option(help: ArgumentHelp("Host answers as JSON (see docs/HOST-PROFILE.md).", valueName: "file"))
        var profile: String?

        @Option(help: ArgumentHelp("Write one JSON line per bridge step to this file, or - for standard output.", valueName: "file|-"))
        var transcript: String?

        @Option(name: .customLong("grant"), help: ArgumentHelp("Pre-grant a custom permission the manifest declares (repeatable).", valueName: "permission"))
        var grants: [String] = []

        @Option(help: ArgumentHelp("Inject this JavaScript instead of our MiniAppBridge.", valueName: "file"))
        var bridgeScript: String?

        @Option(help: ArgumentHelp("Save a PNG of the page once it has loaded (and again at the end).", valueName: "file"))
        var screenshot: String?

        @Option(help: "Give up after this many seconds.")
        var timeout: Double = 60

        @Flag(help: "Run in a private Xvfb even if a DISPLAY is set.")
        var headless = false

        @Option(help: ArgumentHelp("Where secure storage and permissions persist.", valueName: "dir"))
        var data: String?

        @Option(help: "Query string appended to the mini app's URL.")
        var query: String?

        @Flag(help: ArgumentHelp("Let main-frame links to other origins load in the view (the bridge refuses them).", visibility: .hidden))
        var loadExternalInView = false

        mutating func validate() throws {
            guard timeout > 0 else { throw ValidationError("--timeout must be a positive number of seconds.") }
            for grant in grants where CustomPermission(rawValue: grant) == nil {
                let names = CustomPermission.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("--grant \(grant) is not a custom permission; use one of: \(names).")
            }
            if let profile, !FileManager.default.fileExists(atPath: profile) {
                throw ValidationError("--profile \(profile): no such file.")
            }
            if let bridgeScript, !FileManager.default.fileExists(atPath: bridgeScript) {
                throw ValidationError("--bridge-script \(bridgeScript): no such file.")
            }
        }

        func run() throws {
            let located: MiniAppLocator.Located
            let hostProfile: HostProfile
            let foreignScript: String?
            do {
                located = try MiniAppLocator().locate(source, appId: appId)
                hostProfile = try profile.map { try HostProfile.load(from: URL(fileURLWithPath: $0)) } ?? HostProfile()
                foreignScript = try bridgeScript.map { try String(contentsOfFile: $0, encoding: .utf8) }
            } catch let error as MiniAppLocator.Failure {
                throw ValidationError(error.description)
            } catch {
                throw ValidationError("\(error)")
            }
            defer { located.temporaryDirectory.map { try? FileManager.default.removeItem(at: $0) } }

            let options = MiniAppSession.Options(
                source: located.source,
                identity: located.identity,
                manifest: located.manifest,
                profile: hostProfile,
                grants: grants.compactMap(CustomPermission.init(rawValue:)),
                transcriptPath: transcript,
                screenshot: screenshot.map { URL(fileURLWithPath: $0) },
                timeout: .milliseconds(Int64(timeout * 1000)),
                display: MiniAppDisplayConfiguration(
                    dataDirectory: URL(fileURLWithPath: data ?? Self.defaultDataDirectory),
                    queryParams: query,
                    foreignBridgeScript: foreignScript,
                    externalNavigation: loadExternalInView ? .loadInView : .handToHost
                )
            )
            let outcome: MiniAppSession.Outcome
            do {
                outcome = try OpenRunner.run(options, headless: headless)
            } catch let error as MASDKError {
                FileHandle.standardError.write(Data("miniapp open: cannot launch \(located.identity.appId): \(error.localizedDescription)\n".utf8))
                throw ExitCode(3)
            }
            switch outcome {
            case .closed, .windowClosed:
                return
            case .timedOut:
                FileHandle.standardError.write(Data("miniapp open: timed out after \(timeout) s before the mini app called closeMiniApp\n".utf8))
                throw ExitCode(1)
            case .loadFailed(let message):
                FileHandle.standardError.write(Data("miniapp open: the page failed to load: \(message)\n".utf8))
                throw ExitCode(2)
            }
        }

        static var defaultDataDirectory: String {
            let home = ProcessInfo.processInfo.environment["XDG_DATA_HOME"]
                ?? (FileManager.default.homeDirectoryForCurrentUser.path + "/.local/share")
            return home + "/miniapp/open"
        }
    }
}
