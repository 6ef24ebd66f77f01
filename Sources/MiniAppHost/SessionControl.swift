public import Foundation
import MiniAppKit
#if os(Linux)
import MiniAppKitGTK
#endif

/// The host of one `miniapp open` run, under a test's control while it runs: what the
/// control API (`miniapp open --control PORT`, docs/TESTING.md) calls.
///
/// A test scripts any action's answer (a value, a host error, a delay: the same
/// ``HostProfile/MethodAnswer`` a profile's `methods` holds, and ahead of it), pushes
/// host events when it chooses, reads the transcript so far, and ends the run. With
/// ``init(holdsLaunch:)`` the mini app loads only on ``launch()``, so answers a test
/// scripts first are in place before the page's first script runs.
@MainActor
public final class SessionControl {
    /// Where the run is.
    public enum State: String, Sendable, Codable {
        /// Waiting for ``launch()`` (the page is blank).
        case held
        /// The mini app is loading or loaded.
        case running
        /// The run has ended; the control API answers until the process exits.
        case ended
    }

    /// A request the control cannot carry out, with the reason.
    public struct Refusal: Error, Sendable, CustomStringConvertible {
        /// Whether the request itself is wrong (`true`) or only comes at the wrong time.
        public var isInvalid: Bool
        public var message: String
        public var description: String { message }

        public init(isInvalid: Bool, message: String) {
            self.isInvalid = isInvalid
            self.message = message
        }
    }

    /// What ``status`` reports.
    public struct Status: Sendable, Codable {
        public var state: State
        /// The page's URL; `nil` before the first load.
        public var url: String?
        /// Bridge calls not answered yet.
        public var openCalls: Int
        /// Transcript lines so far.
        public var transcriptLines: Int
        /// Actions whose answers the test scripted.
        public var scriptedActions: [String]
    }

    /// Transcript lines kept for ``transcript(since:)``; older ones are dropped (a run
    /// left open for days must not grow without bound), and indexes keep counting.
    public static let maxKeptLines = 100_000

    public private(set) var state: State
    private var lines: [String] = []
    /// Lines dropped from the front of ``lines``: the index of `lines[0]`.
    private var dropped = 0
    private var answers: [String: HostProfile.MethodAnswer] = [:]
    private var launchWaiters: [CheckedContinuation<Void, Never>] = []
    private weak var display: MiniAppDisplay?
    private var end: (() -> Void)?

    /// The run's display, while it exists (dialect-specific reports read it).
    var attachedDisplay: MiniAppDisplay? { display }

    /// - Parameter holdsLaunch: load the mini app only when ``launch()`` is called.
    public init(holdsLaunch: Bool = false) {
        state = holdsLaunch ? .held : .running
    }

    // MARK: - The test's side

    /// Loads a held mini app.
    public func launch() throws(Refusal) {
        guard state == .held else {
            throw Refusal(isInvalid: false, message: state == .ended ? "the run has ended" : "the mini app is already launched (start miniapp open with --hold to launch it from here)")
        }
        state = .running
        for waiter in launchWaiters { waiter.resume() }
        launchWaiters.removeAll()
    }

    /// Scripts `action`'s answer from a ``HostProfile/MethodAnswer`` as JSON
    /// (`{"value": …}`, `{"error": …}`, `{"delayMs": …}`), checked as strictly as a profile.
    public func setAnswer(for action: String, json: Data) throws(Refusal) {
        guard !action.isEmpty else { throw Refusal(isInvalid: true, message: "an action name is needed") }
        do {
            answers[action] = try StrictJSON.decode(HostProfile.MethodAnswer.self, from: json)
        } catch {
            throw Refusal(isInvalid: true, message: "the answer for \(action): \(error)")
        }
    }

    /// Removes the scripted answer of `action`, or of every action when `nil`; the
    /// profile's answer (or the host's own) applies again.
    public func removeAnswer(for action: String?) {
        if let action { answers[action] = nil } else { answers.removeAll() }
    }

    /// Pushes a host event, given as one of the profile's `hostEvents` (its `at` is
    /// milliseconds from now).
    public func push(eventJSON json: Data) throws(Refusal) {
        let event: HostProfile.HostEvent
        do {
            event = try StrictJSON.decode(HostProfile.HostEvent.self, from: json)
        } catch {
            throw Refusal(isInvalid: true, message: "the event: \(error)")
        }
        guard state == .running, let display, !display.isClosed else {
            throw Refusal(isInvalid: false, message: state == .held ? "the mini app is not launched yet" : "the run has ended")
        }
        display.schedule(event)
    }

    /// The transcript's lines from index `since` on (each a JSON object's text), and the
    /// index to ask from next time.
    public func transcript(since: Int) -> (lines: [String], next: Int) {
        let from = min(max(since - dropped, 0), lines.count)
        return (Array(lines[from...]), dropped + lines.count)
    }

    /// A PNG of the page as it is now (blank while held): the engine paints the page
    /// itself (`webkit_web_view_get_snapshot` on WebKitGTK), after its pending style and
    /// layout, in device pixels.
    ///
    /// Why not WebKit's WebDriver screenshot: WebKitGTK takes that one from the frame the
    /// window last presented, waiting at most 100 ms for a newer one, so on a busy machine
    /// it showed the page before a change a test had just made and waited for. So
    /// `miniapp webdriver` answers its sessions' screenshots with this one too.
    ///
    /// - Parameter clip: only this part of the viewport, in CSS pixels (an element's box).
    public func screenshot(clip: CGRect? = nil) async throws(Refusal) -> Data {
        guard state != .ended, let display, !display.isClosed else {
            throw Refusal(isInvalid: false, message: "the run has ended")
        }
        do {
            guard let clip else { return try await display.engine.snapshotPNG() }
            #if os(Linux)
            if let engine = display.engine as? WebKitGTKEngine { return try await engine.snapshotPNG(clippedTo: clip) }
            #endif
            throw Refusal(isInvalid: true, message: "this engine draws the whole page only")
        } catch let refusal as Refusal {
            throw refusal
        } catch {
            throw Refusal(isInvalid: clip != nil, message: "the page could not be drawn: \(error)")
        }
    }

    /// Ends the run as if the mini app had called `closeMiniApp`.
    public func close() {
        end?()
    }

    /// The run's state, for a test waiting on it.
    public var status: Status {
        Status(
            state: state, url: display?.engine.url?.absoluteString, openCalls: display?.openCalls ?? 0,
            transcriptLines: dropped + lines.count, scriptedActions: answers.keys.sorted())
    }

    // MARK: - The session's side

    /// Connects the control to the run's display and its end.
    func attach(to display: MiniAppDisplay, end: @escaping () -> Void) {
        self.display = display
        self.end = end
    }

    /// Returns once the mini app may load: at once unless held.
    func waitForLaunch() async {
        guard state == .held else { return }
        await withCheckedContinuation { launchWaiters.append($0) }
    }

    /// Keeps a transcript line.
    func record(_ line: String) {
        lines.append(line.hasSuffix("\n") ? String(line.dropLast()) : line)
        if lines.count > Self.maxKeptLines {
            let excess = lines.count - Self.maxKeptLines / 2
            lines.removeFirst(excess)
            dropped += excess
        }
    }

    /// The run is over.
    func ended() {
        state = .ended
        for waiter in launchWaiters { waiter.resume() }
        launchWaiters.removeAll()
    }

    /// The test's scripted answer for `action`, if any.
    func answer(for action: String) -> HostProfile.MethodAnswer? {
        answers[action]
    }
}
