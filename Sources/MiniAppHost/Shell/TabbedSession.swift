#if os(Linux)
import Foundation
public import MiniAppKit
public import MiniAppKitGTK
import Logging

/// One run of `miniapp open` with tabs: a mini app per tab in a ``TabShellWindow``, each
/// with its own identity, data, host and bridges, one transcript tagged by tab, until a
/// mini app closes, the window closes, or time runs out.
///
/// The single-app ``MiniAppSession`` stays as it is; this is its tabbed sibling. The
/// profile's host events wait until every tab's first load has finished, then act on
/// the selected tab (`back`, `json`, keyboard), on every tab (`pause`, `resume`), or on
/// the tab an event names (`tab`); `selectTab` taps a tab.
@MainActor
public final class TabbedSession {
    /// What to run and how: the located tabs, and the settings every tab shares.
    public struct Options: Sendable {
        /// The tabs and their located mini apps.
        public var plan: TabPlan
        /// Shared by every tab; the transcript is one for the run, lines tagged by tab,
        /// and the screenshot shows the whole window, tab bar included.
        public var settings: SessionSettings

        public init(plan: TabPlan, settings: SessionSettings) {
            self.plan = plan
            self.settings = settings
        }

        /// The single-app options a tab runs with (what ``ProfileDialects`` builds from).
        func sessionOptions(for tab: TabPlan.Tab) -> MiniAppSession.Options {
            MiniAppSession.Options(source: tab.app.source, identity: tab.app.identity, manifest: tab.app.manifest, settings: settings, dialects: tab.app.dialects)
        }
    }

    /// A tab's mini app may not launch (a required permission refused: ``MASDKError/metaDataFailure``).
    public struct LaunchFailure: Error, CustomStringConvertible {
        /// The tab whose mini app may not launch.
        public var tab: String
        /// That mini app's id.
        public var appId: String
        /// Why (``MASDKError/metaDataFailure``: a required permission refused).
        public var error: MASDKError
        public var description: String { "\(appId) in tab \(tab): \(error.localizedDescription)" }
    }

    /// One tab's running mini app.
    final class Unit {
        let tab: TabPlan.Tab
        let display: MiniAppDisplay
        let host: ProfileHost
        let transcript: Transcript?
        var hasLoaded = false

        init(tab: TabPlan.Tab, display: MiniAppDisplay, host: ProfileHost, transcript: Transcript?) {
            self.tab = tab
            self.display = display
            self.host = host
            self.transcript = transcript
        }
    }

    /// What the run was started with.
    public let options: Options
    /// Every tab's display, in bar order, once ``run(in:)`` has opened them.
    public var displays: [String: MiniAppDisplay] {
        Dictionary(uniqueKeysWithValues: units.map { ($0.tab.id, $0.display) })
    }
    private let transcript: Transcript?
    private let logger = Logger(label: "miniapp.open")
    private var units: [Unit] = []
    private var shell: TabShellWindow?
    private let end = SessionEnd()
    private var eventsScheduled = false

    public init(options: Options) throws {
        self.options = options
        self.transcript = try options.settings.transcriptPath.map(Transcript.init(path:))
    }

    /// Opens every tab in `shell`, loads them, and waits for the end; the shell is
    /// closed when this returns or throws.
    ///
    /// - Throws: ``LaunchFailure`` when a tab's mini app may not launch,
    ///   ``WebEngineError`` when an engine cannot be created, or ``CorvaLaunch/Failure``
    ///   when the profile's `corva` section is not usable.
    public func run(in shell: TabShellWindow) async throws -> MiniAppSession.Outcome {
        self.shell = shell
        defer { shell.close() }
        for tab in options.plan.tabs {
            let configuration = options.settings.engineConfiguration(title: tab.app.identity.displayName)
            let engine = try shell.addTab(tab.id, appearance: tab.appearance, engine: configuration)
            do {
                units.append(try open(tab, in: engine, shell: shell))
            } catch let error as MASDKError {
                throw LaunchFailure(tab: tab.id, appId: tab.app.identity.appId, error: error)
            }
        }
        for unit in units {
            unit.transcript?.record("session", ["event": .string("start"), "appId": .string(unit.tab.app.identity.appId), "url": .string(unit.display.launchURL.absoluteString)])
        }
        shell.onChange = { [weak self] change in self?.record(change) }
        shell.onClose = { [weak self] in self?.end.finish(.windowClosed) }
        _ = shell.selectTab(options.plan.selectedTab, reset: false)
        for unit in units { unit.display.launch() }

        let result = await end.wait(timeout: options.settings.timeout)
        takeScreenshot()
        let openCalls = units.reduce(0) { $0 + $1.display.openCalls }
        transcript?.record("session", ["event": .string("end"), "outcome": .string("\(result)"), "openCalls": .int(openCalls)])
        for unit in units { unit.display.close() }
        return result
    }

    /// Consents, builds the tab's display with its dialects, and wires it.
    private func open(_ tab: TabPlan.Tab, in engine: WebKitGTKEngine, shell: TabShellWindow) throws -> Unit {
        let sessionOptions = options.sessionOptions(for: tab)
        let host = ProfileHost(profile: options.settings.profile)
        let tabTranscript = transcript?.scoped(tab: tab.id)
        sessionOptions.consent(transcript: tabTranscript, logger: logger)
        let environment = ProfileDialects.Environment(
            engine: engine, host: host, options: sessionOptions, tabShell: shell, tab: tab.id,
            displayOfTab: { [weak self] id in self?.units.first { $0.tab.id == id }?.display })
        let display = try MiniAppDisplay(
            identity: tab.app.identity, source: tab.app.source, engine: engine,
            dialects: try ProfileDialects.attachments(for: environment) + [.scriptErrors()],
            configuration: options.settings.display)
        shell.setContent(display, ofTab: tab.id)
        let unit = Unit(tab: tab, display: display, host: host, transcript: tabTranscript)
        wire(unit)
        return unit
    }

    private func wire(_ unit: Unit) {
        let transcript = unit.transcript, display = unit.display
        MiniAppSession.connect(display, host: unit.host, transcript: transcript, settings: options.settings)
        unit.host.onClose = { [weak self] in self?.end.finish(.closed) }
        display.onClose = { [weak self] in self?.end.finish(.windowClosed) }
        display.onLoad = { [weak self, weak unit] event in
            transcript?.record(event)
            guard let self, let unit else { return }
            switch event {
            case .finished:
                if !unit.hasLoaded, let text = self.options.settings.profile.sendJsonOnLoad { unit.display.sendJsonToMiniApp(text) }
                unit.hasLoaded = true
                self.scheduleWhenAllLoaded()
                self.takeScreenshot()
            case .failed(_, let message):
                self.end.finish(.loadFailed(message))
            default:
                break
            }
        }
    }

    /// Writes a shell change as host activity, tagged with the tab it concerns.
    private func record(_ change: TabShellChange) {
        guard let transcript else { return }
        switch change {
        case .selected(let tab, let reset):
            transcript.scoped(tab: tab).record("host", ["name": .string("tabSelected"), "detail": reset ? Transcript.Value.string("reset") : nil])
        case .appearance(let tab, let appearance):
            transcript.scoped(tab: tab).record("host", ["name": .string("tabAppearance"), "detail": .string(Self.describe(appearance))])
        case .back(let tab):
            transcript.scoped(tab: tab).record("host", ["name": .string("back")])
        }
    }

    /// `title="Home" icon=name:go-home hidden=false`, for the transcript.
    static func describe(_ appearance: TabAppearance) -> String {
        var parts: [String] = []
        if let title = appearance.title { parts.append("title=\(JavaScriptLiteral.string(title))") }
        switch appearance.icon {
        case .named(let name)?: parts.append("icon=name:\(name)")
        case .glyph(let font, let codePoint)?: parts.append("icon=glyph:\(font):U+\(String(codePoint, radix: 16, uppercase: true))")
        case nil: parts.append("icon=none")
        }
        if let hidden = appearance.hidden { parts.append("hidden=\(hidden)") }
        return parts.joined(separator: " ")
    }

    /// Starts the profile's host events once every tab has finished its first load.
    private func scheduleWhenAllLoaded() {
        guard !eventsScheduled, units.count == options.plan.tabs.count, units.allSatisfy(\.hasLoaded) else { return }
        eventsScheduled = true
        for event in options.settings.profile.hostEvents ?? [] {
            Task { @MainActor [weak self] in
                try? await Task.sleep(for: .milliseconds(event.at ?? 0))
                self?.perform(event)
            }
        }
    }

    private func perform(_ event: HostProfile.HostEvent) {
        guard end.outcome == nil, let shell, !shell.isClosed else { return }
        let selected = units.first { $0.tab.id == shell.selectedTab }
        let target = event.tab.flatMap { id in units.first { $0.tab.id == id } } ?? selected
        switch event.name {
        case .selectTab:
            if let tab = event.tab { _ = shell.selectTab(tab, reset: event.reset ?? false) }
        case .back:
            shell.back()
        case .pause, .resume, .offline, .online:
            let receivers = event.tab == nil ? units : target.map { [$0] } ?? []
            for unit in receivers { unit.display.perform(event) }
        case .keyboardShown, .keyboardHidden, .json, .queryParams, .navigateAppTo, .notification,
             .mainButton, .secondaryButton, .settingsButton, .themeChanged:
            target?.display.perform(event)
        }
    }

    /// Saves a PNG of the whole window once every tab has loaded; taken again after each
    /// load and at the end, so the file shows the final state.
    private func takeScreenshot() {
        guard let url = options.settings.screenshot, let shell, !shell.isClosed, units.allSatisfy(\.hasLoaded) else { return }
        do {
            let png = try shell.snapshotPNG()
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try png.write(to: url)
            transcript?.record("screenshot", ["path": .string(url.path), "bytes": .int(png.count), "tab": shell.selectedTab.map(Transcript.Value.string)])
        } catch {
            logger.warning("screenshot failed: \(error)")
        }
    }
}
#endif
