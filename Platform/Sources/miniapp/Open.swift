import ArgumentParser
import Foundation
import MiniAppHost
import MiniAppKit
import MiniAppPlatformClient

extension MiniAppCommand {
    /// `miniapp open`: runs a mini app in a real WebKit window with a live transcript.
    struct Open: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Open a mini app in a WebKit window and answer its bridge calls from a host profile.",
            discussion: """
            Exits 0 when the mini app calls closeMiniApp (or the window is closed), 1 on timeout, \
            2 when the page fails to load, 3 when the mini app may not launch (a required \
            permission refused), 4 when it cannot be installed from --server (or, for corva:, \
            logged in), 64 on a bad argument, 130 or 143 on SIGINT or SIGTERM (after writing the \
            session's end), 5 with --fail-on-error when the page had a JavaScript error and \
            would otherwise have exited 0 or 1. Without a DISPLAY (or with --headless) it starts its own Xvfb and stops \
            it on exit. With --server, the argument is a mini app id: the platform client \
            installs (or reuses) its latest version under --data, verifying the manifest \
            signature against --pin-key, and the installed directory is opened; a saved \
            `miniapp login` stands in for --server and its companions (flags win). A --profile \
            that declares "tabs" opens one mini app per tab in a tabbed shell; the argument \
            is then optional and runs in the tabs that name no app (docs/HOST-PROFILE.md). \
            A corva: argument (corva:/dashboards/ID, corva:/assets/ID/CATEGORY, corva:URL) \
            opens a page of the profile's corva.webDomain with native=true and its token.
            """
        )

        @Argument(help: ArgumentHelp("A mini app directory, a .zip bundle, an http(s) URL or a corva: page; with --server, a mini app id. Optional when the profile declares tabs (it then runs in the tabs without an app).", valueName: "dir | zip | url | corva:page | id"))
        var source: String?

        @Option(help: ArgumentHelp("Install the mini app from this registry (needs --project and --subscription-key).", valueName: "url"))
        var server: String?

        @Option(help: "The registry project (host) id, with --server.")
        var project: String?

        @Option(help: "The project's subscription key, with --server (or $MINIAPP_SUBSCRIPTION_KEY).")
        var subscriptionKey: String?

        @Option(name: .customLong("pin-key"), help: ArgumentHelp("Trust this signing key, as keys/{id} serves it (repeatable).", valueName: "id:ecKey"))
        var pinKeys: [String] = []

        @Flag(help: "With --server, accept manifests without checking their signature (file hashes are still checked).")
        var allowUnsignedManifests = false

        @Option(name: .customLong("version-id"), help: ArgumentHelp("With --server, install this version (its id or its tag, e.g. 1.0.0) instead of the latest.", valueName: "id|tag"))
        var versionId: String?

        @OptionGroup var preview: OpenPreviewOption

        @Flag(help: "With --server, install only: print the installed directory and exit without opening it.")
        var installOnly = false

        @Option(help: "The mini app id (default: the directory or file name).")
        var appId: String?

        @OptionGroup var shared: RunOptions

        @Flag(help: "Exit 5 when the page had a JavaScript error (uncaught, unhandled rejection, console.error of an Error), instead of 0 or 1.")
        var failOnError = false

        @Option(name: .customLong("grant"), help: ArgumentHelp("Pre-grant a custom permission the manifest declares (repeatable).", valueName: "permission"))
        var grants: [String] = []

        @Option(help: ArgumentHelp("Inject this JavaScript instead of our MiniAppBridge.", valueName: "file"))
        var bridgeScript: String?

        @Option(help: ArgumentHelp("Save a PNG of the page once it has loaded (and again at the end).", valueName: "file"))
        var screenshot: String?

        @Option(help: "Give up after this many seconds; 0 or inf: never (an interactive window). Default 60, none under automation or --control.")
        var timeout: Double?

        @OptionGroup(title: "Device and environment")
        var emulation: EmulationOptions

        @OptionGroup(title: "Testing")
        var testing: TestingOptions

        @Flag(help: ArgumentHelp("Let main-frame links to other origins load in the view (the bridge refuses them).", visibility: .hidden))
        var loadExternalInView = false

        mutating func validate() throws {
            try applyRegistryLogin()
            if let timeout, !(timeout >= 0) {
                throw ValidationError("--timeout must be a number of seconds, or 0 or inf for no limit; '\(timeout)' is not.")
            }
            if server != nil {
                guard source != nil || preview.code != nil else { throw ValidationError("--server needs a mini app id (or --preview CODE).") }
                guard project != nil else { throw ValidationError("--server needs --project.") }
                guard subscriptionKey ?? ProcessInfo.processInfo.environment["MINIAPP_SUBSCRIPTION_KEY"] != nil else {
                    throw ValidationError("--server needs --subscription-key (or $MINIAPP_SUBSCRIPTION_KEY).")
                }
                guard !pinKeys.isEmpty || allowUnsignedManifests else {
                    throw ValidationError("--server needs --pin-key id:ecKey (see `miniapp keys list` or GET keys/{id}), or --allow-unsigned-manifests.")
                }
                _ = try Self.pins(pinKeys)
            } else if installOnly {
                throw ValidationError("--install-only needs --server.")
            } else if versionId != nil {
                throw ValidationError("--version-id needs --server.")
            }
            for grant in grants where CustomPermission(rawValue: grant) == nil {
                let names = CustomPermission.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("--grant \(grant) is not a custom permission; use one of: \(names).")
            }
            if let bridgeScript, !FileManager.default.fileExists(atPath: bridgeScript) {
                throw ValidationError("--bridge-script \(bridgeScript): no such file.")
            }
        }

        func run() throws {
            TerminationSignals.exitOnInterrupt()
            try testing.endWithTheDriver()
            defer { SessionDataDirectory.shared.remove() }
            if let tabbed = try tabbedProfile() {
                try runTabs(tabbed)
                return
            }
            let located: MiniAppLocator.Located
            let hostProfile: HostProfile
            let foreignScript: String?
            let dataDirectory: URL
            do {
                guard let found = try locateSource() else { return }
                (located, dataDirectory) = found
                hostProfile = try loadProfile()
                foreignScript = try bridgeScript.map { try String(contentsOfFile: $0, encoding: .utf8) }
            } catch let error as MiniAppLocator.Failure {
                throw ValidationError(error.description)
            } catch let exit as ExitCode {
                throw exit
            } catch let error as ValidationError {
                throw error
            } catch {
                throw ValidationError("\(error)")
            }
            defer { located.temporaryDirectory.map { try? FileManager.default.removeItem(at: $0) } }

            let control = try startControl()
            var settings = settings(profile: hostProfile, dataDirectory: dataDirectory, foreignScript: foreignScript)
            // The mini app cannot reach its own host's control API (issue 29, defect 8).
            if let port = control?.port { settings.refusedLocalPorts.insert(port) }
            let options = MiniAppSession.Options(
                source: located.source, identity: located.identity, manifest: located.manifest,
                settings: settings, dialects: located.dialects)
            let outcome: MiniAppSession.Outcome
            do {
                outcome = try OpenRunner.run(options, headless: headless, control: control?.session)
            } catch let error as MASDKError {
                FileHandle.standardError.write(Data("miniapp open: cannot launch \(located.identity.appId): \(error.localizedDescription)\n".utf8))
                throw ExitCode(3)
            }
            if case .loadFailed = outcome {
                reportLaunch(of: located.identity, succeeded: false)
            } else {
                reportLaunch(of: located.identity, succeeded: true)
            }
            try exit(with: outcome)
        }

        /// What this run gives every mini app it opens, one or one per tab, from the options.
        func settings(profile: HostProfile, dataDirectory: URL, foreignScript: String?) -> SessionSettings {
            var settings = SessionSettings(
                profile: profile,
                // Unknown names were refused by validation.
                grants: grants.compactMap(CustomPermission.init(rawValue:)),
                transcriptPath: transcript,
                screenshot: screenshot.map { URL(fileURLWithPath: $0) },
                timeout: timeLimit,
                acceptsAutomation: testing.acceptsAutomation,
                display: MiniAppDisplayConfiguration(
                    dataDirectory: dataDirectory,
                    queryParams: query,
                    foreignBridgeScript: foreignScript,
                    externalNavigation: loadExternalInView ? .loadInView : .handToHost))
            if failOnError { settings.onScriptError = ScriptErrorTally.shared.count(printing: "miniapp open") }
            if let door = WebDriverDoor.portFromEnvironment { settings.refusedLocalPorts.insert(door) }
            return settings
        }

        /// `--timeout` as a duration: nil for 0, inf, or more seconds than a duration holds.
        /// Without `--timeout`, 60 s, except when a test drives the run (its driver ends it).
        var timeLimit: Duration? {
            let timeout = self.timeout ?? (testing.drivesRun ? 0 : 60)
            guard timeout > 0, timeout.isFinite, timeout < Double(Int64.max / 1_000_000) else { return nil }
            return .milliseconds(Int64((timeout * 1000).rounded()))
        }

        /// Maps how the run ended to the exit status the discussion above lists.
        func exit(with outcome: MiniAppSession.Outcome) throws {
            try failIfScriptErrors(outcome)
            switch outcome {
            case .closed, .windowClosed:
                return
            case .timedOut:
                FileHandle.standardError.write(Data("miniapp open: timed out after \(timeout ?? 60) s before the mini app called closeMiniApp\n".utf8))
                throw ExitCode(1)
            case .loadFailed(let message):
                FileHandle.standardError.write(Data("miniapp open: the page failed to load: \(message)\n".utf8))
                throw ExitCode(2)
            case .interrupted(let signal):
                throw ExitCode(128 + signal)
            }
        }

        static var defaultDataDirectory: String {
            let home = ProcessInfo.processInfo.environment["XDG_DATA_HOME"]
                ?? (FileManager.default.homeDirectoryForCurrentUser.path + "/.local/share")
            return home + "/miniapp/open"
        }
    }
}

extension MiniAppCommand.Open {
    /// What to open and the data directory it runs with; `nil` when `--install-only` is done.
    func locateSource() throws -> (MiniAppLocator.Located, URL)? {
        guard let server else {
            guard let source else {
                throw ValidationError("give a mini app (dir | zip | url), or a --profile that declares tabs")
            }
            let dataDirectory = try sessionDataDirectory()
            if CorvaLaunch.handles(source) { return (try locateCorva(source, dataDirectory: dataDirectory), dataDirectory) }
            return (try MiniAppLocator().locate(source, appId: appId), dataDirectory)
        }
        let config = try platformConfig(server: server)
        let (appId, versionId) = try platformTarget(config: config)
        let located: MiniAppLocator.Located
        let printer = ProgressPrinter(label: appId)
        do {
            located = try BlockingRun.run {
                try await MiniAppLocator().locate(platformApp: appId, versionId: versionId, config: config, progress: printer.show)
            }
            printer.finish()
            if let notice = located.notice { FileHandle.standardError.write(Data("miniapp open: \(notice)\n".utf8)) }
        } catch {
            printer.finish()
            FileHandle.standardError.write(Data("miniapp open: cannot install \(error)\n".utf8))
            throw ExitCode(4)
        }
        if installOnly {
            if case .directory(let directory) = located.source { print(directory.path) }
            return nil
        }
        return (located, data == nil ? try sessionDataDirectory() : config.dataDirectory)
    }

    /// With `--server`, tells the platform client how the launch went: a version whose
    /// page loaded becomes the one to roll back to (older ones are deleted); one that
    /// failed to load is rolled back and not installed again as the latest.
    func reportLaunch(of identity: MiniAppIdentity, succeeded: Bool) {
        guard let server, let config = try? platformConfig(server: server) else { return }
        let appId = identity.appId, versionId = identity.versionId
        do {
            let restored = try BlockingRun.run {
                let client = try MiniAppClient(config: config)
                if succeeded {
                    try await client.launchSucceeded(appId: appId, versionId: versionId)
                    return nil as InstalledMiniApp?
                }
                return try await client.launchFailed(appId: appId, versionId: versionId)
            }
            if let restored {
                FileHandle.standardError.write(Data("miniapp open: \(appId) version \(versionId) failed to launch; rolled back to \(restored.info.version.versionId) (run again to open it)\n".utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("miniapp open: could not record the launch of \(appId): \(error)\n".utf8))
        }
    }

    /// The client configuration `--server` and its companions describe; the client's
    /// cache lives under `--data`, else under the persistent default folder (installs
    /// are reused from run to run; the mini app's storage is still fresh each run).
    func platformConfig(server: String) throws -> MiniAppSdkConfig {
        guard let base = URL(string: server.hasSuffix("/") ? server : server + "/"), base.scheme != nil else {
            throw ValidationError("--server \(server) is not a URL.")
        }
        return previewing(MiniAppSdkConfig(
            baseUrl: base, projectId: project ?? "",
            subscriptionKey: subscriptionKey ?? ProcessInfo.processInfo.environment["MINIAPP_SUBSCRIPTION_KEY"] ?? "",
            hostAppUserAgentInfo: "miniapp-cli", pinnedKeys: try Self.pins(pinKeys),
            allowUnsignedManifests: allowUnsignedManifests,
            storageDirectory: URL(fileURLWithPath: data ?? Self.defaultDataDirectory)
        ))
    }

    /// The `--profile` file, parsed strictly (``HostProfile/decode(_:)``), or the
    /// defaults without one. A problem in it is a usage error naming the file, with the
    /// line and column of each problem.
    func loadProfile() throws -> HostProfile {
        try emulated(Self.loadProfile(profile))
    }

    /// ``loadProfile()`` for any `--profile` value, before the device and environment
    /// options apply (`miniapp dev` shares it).
    static func loadProfile(_ profile: String?) throws -> HostProfile {
        guard let profile else { return HostProfile() }
        do {
            return try HostProfile.load(from: URL(fileURLWithPath: profile))
        } catch let error as StrictJSONError {
            let count = error.problems.count
            throw ValidationError("--profile \(profile) has \(count) problem\(count == 1 ? "" : "s"):\n  " + ManifestCheck.lines(error.problems, file: profile).joined(separator: "\n  "))
        } catch {
            throw ValidationError("--profile \(profile): \(error)")
        }
    }

    /// `id:ecKey` pairs as pinned keys.
    static func pins(_ values: [String]) throws -> [PinnedKey] {
        try values.map { value in
            let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, let pin = PinnedKey(id: parts[0], ecKey: parts[1]) else {
                throw ValidationError("--pin-key \(value): expected id:ecKey, the ecKey being base64 as keys/{id} serves it.")
            }
            return pin
        }
    }
}
