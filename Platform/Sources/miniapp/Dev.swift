import ArgumentParser
import Foundation
import MiniAppHost
import MiniAppKit

extension MiniAppCommand {
    /// `miniapp dev`: the edit–reload loop for a mini app folder.
    struct Dev: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Develop a mini app folder: open it, reload the page on every save, with the Web Inspector.",
            discussion: """
            Serves DIR as `miniapp open` does (same host profile, transcript and data), with no \
            time limit and the Web Inspector on (right click → Inspect Element). Saving a file \
            under DIR reloads the page (a burst of writes is one reload); hidden files and \
            editor backups are ignored. JavaScript errors (uncaught, unhandled rejections, \
            console.error of an Error, with source-mapped places) and load failures are \
            printed on standard error; a load failure does not end the run: fix and save. \
            Exits 0 when the window is closed or the mini app calls closeMiniApp, 3 when the \
            mini app may not launch (a required permission refused), 64 on a bad argument, \
            130 or 143 on SIGINT or SIGTERM.
            """
        )

        @Argument(help: ArgumentHelp("The mini app folder (with its index.html).", valueName: "dir"))
        var directory: String

        @Option(help: "The mini app id (default: the folder name).")
        var appId: String?

        @OptionGroup var shared: RunOptions

        func run() throws {
            TerminationSignals.exitOnInterrupt()
            let located: MiniAppLocator.Located
            let hostProfile: HostProfile
            do {
                located = try MiniAppLocator().locate(directory, appId: appId)
                hostProfile = try MiniAppCommand.Open.loadProfile(shared.profile)
            } catch let error as MiniAppLocator.Failure {
                throw ValidationError(error.description)
            }
            guard case .directory(let root) = located.source, located.temporaryDirectory == nil else {
                throw ValidationError("\(directory) is not a mini app folder: miniapp dev watches a folder (use `miniapp open` for a .zip or a URL).")
            }
            var settings = SessionSettings(
                profile: hostProfile,
                transcriptPath: shared.transcript,
                timeout: nil,
                display: MiniAppDisplayConfiguration(
                    dataDirectory: URL(fileURLWithPath: shared.data ?? MiniAppCommand.Open.defaultDataDirectory),
                    queryParams: shared.query))
            settings.onScriptError = { error in
                FileHandle.standardError.write(Data(ScriptErrorTally.describe(error, command: "miniapp dev").utf8))
            }
            settings.onLoadFailure = { url, message in
                FileHandle.standardError.write(Data("miniapp dev: \(url?.absoluteString ?? "the page") failed to load: \(message) (save a file to try again)\n".utf8))
            }
            settings.survivesLoadFailures = true
            let options = MiniAppSession.Options(source: located.source, identity: located.identity, manifest: located.manifest, settings: settings)
            let loop = DevelopmentLoop(root: root) { line in
                FileHandle.standardError.write(Data("miniapp dev: \(line)\n".utf8))
            }
            FileHandle.standardError.write(Data("miniapp dev: serving \(root.path); save a file to reload, close the window or press Ctrl-C to stop\n".utf8))
            let outcome: MiniAppSession.Outcome
            do {
                outcome = try OpenRunner.run(options, headless: shared.headless, development: loop)
            } catch let error as MASDKError {
                FileHandle.standardError.write(Data("miniapp dev: cannot launch \(located.identity.appId): \(error.localizedDescription)\n".utf8))
                throw ExitCode(3)
            } catch let failure as DevelopmentLoop.Failure {
                throw ValidationError("\(directory): \(failure.description)")
            }
            if case .interrupted(let signal) = outcome { throw ExitCode(128 + signal) }
        }
    }
}
