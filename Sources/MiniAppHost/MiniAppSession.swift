import Foundation
public import MiniAppKit
import Logging

/// One run of `miniapp open`: a mini app in an engine, answered by a profile host,
/// with a transcript, until it closes or time runs out.
@MainActor
public final class MiniAppSession {
    /// How the run ended.
    public enum Outcome: Equatable, Sendable {
        /// The mini app called `closeMiniApp`.
        case closed
        /// The window was closed by the user.
        case windowClosed
        case timedOut
        case loadFailed(String)
        /// SIGINT or SIGTERM arrived (``interruptAll(signal:)``): the run still writes its
        /// session end and last screenshot.
        case interrupted(signal: Int32)
    }

    /// Ends every run in progress with ``Outcome/interrupted(signal:)``: how `miniapp open`
    /// turns SIGINT and SIGTERM into a normal end of the session.
    @MainActor
    public static func interruptAll(signal: Int32) {
        SessionEnd.interruptAll(signal: signal)
    }

    /// What to run and how: the mini app, and the run's settings.
    public struct Options: Sendable {
        public var source: MiniAppSource
        public var identity: MiniAppIdentity
        public var manifest: MiniAppManifest
        public var settings: SessionSettings
        /// The dialects the page speaks when the profile's `dialects` names none
        /// (``MiniAppLocator/Located/dialects``: only `corva` for a `corva:` page);
        /// all of them when `nil`.
        public var dialects: [DialectName]?

        public init(source: MiniAppSource, identity: MiniAppIdentity, manifest: MiniAppManifest, settings: SessionSettings, dialects: [DialectName]? = nil) {
            self.source = source
            self.identity = identity
            self.manifest = manifest
            self.settings = settings
            self.dialects = dialects
        }
    }

    public let options: Options
    public let host: ProfileHost
    public private(set) var display: MiniAppDisplay?
    private let transcript: Transcript?
    private let logger = Logger(label: "miniapp.open")
    private let end = SessionEnd()
    private var hasLoaded = false

    /// The test's hand on the run (``SessionControl``); `nil` when nothing controls it.
    public let control: SessionControl?

    public init(options: Options, control: SessionControl? = nil) throws {
        self.options = options
        self.control = control
        self.host = ProfileHost(profile: options.settings.profile)
        // A control keeps the transcript so far, with or without a file.
        let transcript = options.settings.transcriptPath != nil || control != nil
            ? try Transcript(path: options.settings.transcriptPath) : nil
        if let control { transcript?.onLine = { [weak control] line in control?.record(line) } }
        self.transcript = transcript
    }

    /// Loads the mini app in `engine` and waits for the end.
    package func run(in engine: any WebEngine) async throws -> Outcome {
        options.consent(transcript: transcript, logger: logger)
        let display = try MiniAppDisplay(
            identity: options.identity, source: options.source, engine: engine,
            dialects: try ProfileDialects.attachments(for: .init(engine: engine, host: host, options: options)) + [.scriptErrors()],
            configuration: options.settings.display)
        self.display = display
        wire(display)
        let identity = options.identity
        transcript?.record("session", [
            "event": .string("start"), "appId": .string(identity.appId), "versionId": .string(identity.versionId),
            "versionTag": identity.versionTag.map { .string($0) }, "url": .string(display.launchURL.absoluteString),
        ])
        if let control, control.state == .held {
            transcript?.record("session", ["event": .string("held")])
            Task { @MainActor [weak display] in
                await control.waitForLaunch()
                guard let display, !display.isClosed, control.state == .running else { return }
                transcript?.record("session", ["event": .string("launch")])
                display.launch()
            }
        } else {
            display.launch()
        }

        let result = await end.wait(timeout: options.settings.timeout)
        control?.ended()
        await takeScreenshot()
        transcript?.record("session", ["event": .string("end"), "outcome": .string("\(result)"), "openCalls": .int(display.openCalls)])
        display.close()
        return result
    }

    private func wire(_ display: MiniAppDisplay) {
        let transcript = self.transcript
        Self.connect(display, host: host, transcript: transcript, settings: options.settings, control: control)
        control?.attach(to: display) { [weak self] in self?.end.finish(.closed) }
        host.onClose = { [weak self] in self?.end.finish(.closed) }
        display.onClose = { [weak self] in self?.end.finish(.windowClosed) }
        display.onLoad = { [weak self] event in
            transcript?.record(event)
            guard let self else { return }
            switch event {
            case .finished:
                if !self.hasLoaded {
                    if let text = self.options.settings.profile.sendJsonOnLoad { display.sendJsonToMiniApp(text) }
                    self.schedule(self.options.settings.profile.hostEvents ?? [], on: display)
                }
                self.hasLoaded = true
                Task { await self.takeScreenshot() }
            case .failed(let url, let message):
                self.options.settings.onLoadFailure?(url, message)
                if !self.options.settings.survivesLoadFailures { self.end.finish(.loadFailed(message)) }
            default:
                break
            }
        }
    }

    /// Pushes the profile's scheduled host events.
    private func schedule(_ events: [HostProfile.HostEvent], on display: MiniAppDisplay) {
        for event in events { display.schedule(event) }
    }

    /// What every session wires the same way, one tab or many: the endpoints' steps and
    /// the host's activity to the transcript, the host's JSON back to the page, and the
    /// page's camera and microphone requests to the profile (``ProfileMediaCapture``).
    static func connect(
        _ display: MiniAppDisplay, host: ProfileHost, transcript: Transcript?, settings: SessionSettings, control: SessionControl? = nil
    ) {
        display.endpoint(ScriptErrorEndpoint.self)?.onError = settings.onScriptError
        display.mediaCaptureDecider = ProfileMediaCapture(
            permissions: host.profile.permissions ?? HostProfile.Permissions(),
            confirmation: settings.isInteractive ? ProfileMediaCapture.dialog(over: display.engine) : nil,
            transcript: transcript, appName: display.identity.displayName
        ).decide
        host.mediaCaptureStatus = { [weak display] permission in display?.mediaCaptureStatus(permission) }
        // The test's answers first, then the profile's `methods`; only when there are any,
        // so a plain run's calls take no detour.
        let methods = host.profile.methods ?? [:]
        if control != nil || !methods.isEmpty {
            for endpoint in display.endpoints {
                endpoint.scriptedAnswers = { [weak control] action in (control?.answer(for: action) ?? methods[action])?.scripted }
            }
        }
        if let transcript {
            // A trace copies every call's body: set it only when something records it.
            for endpoint in display.endpoints { endpoint.trace = { trace in transcript.record(trace) } }
            host.onActivity = { activity in
                transcript.record("host", ["name": .string(activity.name), "detail": activity.detail.map(Transcript.Value.string)])
            }
        }
        host.sendJsonToMiniApp = { [weak display] text in display?.sendJsonToMiniApp(text) }
    }

    /// Saves a PNG of the page, once it has loaded; taken again at the end so the file
    /// shows the final state.
    /// Records a script dialog and its answer (the engine reports them: `OpenRunner`).
    package func record(_ dialog: ScriptDialogAnswer) {
        transcript?.record(dialog)
    }

    /// Records that the page is being reloaded because `changed` files were saved (`miniapp dev`).
    package func recordReload(changed: [String]) {
        transcript?.record("session", ["event": .string("reload"), "changed": .string(changed.joined(separator: " "))])
    }

    private func takeScreenshot() async {
        guard let url = options.settings.screenshot, hasLoaded, let engine = display?.engine, display?.isClosed == false else { return }
        do {
            var png = await display?.telegramWindowSnapshot()
            if png == nil { png = try await engine.snapshotPNG() }
            guard let png else { return }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try png.write(to: url)
            transcript?.record("screenshot", ["path": .string(url.path), "bytes": .int(png.count)])
        } catch {
            logger.warning("screenshot failed: \(error)")
        }
    }
}

extension MiniAppSession.Options {
    /// Consents to the manifest's required permissions (the first-launch screen of a
    /// real host, answered from the profile) and applies `--grant`s.
    @MainActor func consent(transcript: Transcript?, logger: Logger) {
        let directory = settings.display.dataDirectory.appendingPathComponent(MiniAppDisplay.safeDirectoryName(identity.appId))
        let store = CustomPermissionStore(directory: directory, manifest: manifest)
        let answers = settings.profile.permissions?.custom ?? [:]
        let fallback = settings.profile.permissions?.customDefault ?? .allowed
        var grants = manifest.requiredPermissions.map {
            CustomPermissionGrant(permission: $0.name, status: answers[$0.name.rawValue] ?? fallback)
        }
        grants += settings.grants.map { CustomPermissionGrant(permission: $0, status: .allowed) }
        for refused in store.store(grants) {
            logger.warning("--grant \(refused.rawValue) ignored: \(identity.appId)'s manifest does not declare it")
            transcript?.record("session", ["event": .string("grantIgnored"), "permission": .string(refused.rawValue)])
        }
    }
}
