#if os(Linux)
import Foundation
import MiniAppKit
import MiniAppKitGTK

/// Runs a ``MiniAppSession`` in a WebKitGTK window, with the GLib main loop owning
/// the main thread (call from a synchronous `main`).
public enum OpenRunner {
    /// Opens the window (in a private Xvfb when `headless` or when there is no
    /// `DISPLAY`), runs the session and returns how it ended.
    /// - Parameters:
    ///   - control: the test's hand on the run (`miniapp open --control`).
    ///   - development: with it (`miniapp dev`), the Web Inspector is on and the page
    ///     reloads when a file of the mini app is saved.
    public static func run(
        _ options: MiniAppSession.Options, headless: Bool, control: SessionControl? = nil, development: DevelopmentLoop? = nil
    ) throws -> MiniAppSession.Outcome {
        if options.settings.acceptsAutomation {
            // WebDriver's screenshots wait for the next composited frame: without compositing
            // each one took 15 s (WebKit's own time limit); with it, under 0.1 s.
            setenv("WEBKIT_DISABLE_COMPOSITING_MODE", "0", 1)
        }
        var options = options
        options.settings.isInteractive = isInteractive(headless: headless)
        nonisolated(unsafe) var result: Result<MiniAppSession.Outcome, any Error> = .success(.timedOut)
        let code = GLibMainLoop.run(display: headless ? .virtual : .automatic) { @MainActor [options] in
            do {
                let session = try MiniAppSession(options: options, control: control)
                options.settings.profile.applyDeviceScale()
                var configuration = options.settings.engineConfiguration(title: options.identity.displayName)
                configuration.acceptsAutomation = options.settings.acceptsAutomation
                configuration.developerExtras = development != nil
                let engine = try WebKitGTKEngine(configuration: configuration)
                wireDialogs(of: engine, to: session, interactive: options.settings.isInteractive)
                let watcher = try development?.start(engine: engine, session: session)
                defer { watcher?.stop() }
                result = .success(try await session.run(in: engine))
            } catch {
                result = .failure(error)
            }
            return 0
        }
        if code != 0 { throw OpenRunnerError(message: "the web engine could not start (see the message above)") }
        return try result.get()
    }
}

extension OpenRunner {
    /// Whether a person can answer in the run's window: not `--headless`, and a real
    /// display (`DISPLAY`) to show it on rather than a private Xvfb.
    static func isInteractive(headless: Bool) -> Bool {
        !headless && ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } == true
    }
}

/// The engine could not start.
public struct OpenRunnerError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
#endif
