#if os(Linux)
import MiniAppKit
import MiniAppKitGTK

/// Runs a ``MiniAppSession`` in a WebKitGTK window, with the GLib main loop owning
/// the main thread (call from a synchronous `main`).
public enum OpenRunner {
    /// Opens the window (in a private Xvfb when `headless` or when there is no
    /// `DISPLAY`), runs the session and returns how it ended.
    ///
    /// With `development` (`miniapp dev`), the Web Inspector is on and the page reloads
    /// when a file of the mini app is saved.
    public static func run(_ options: MiniAppSession.Options, headless: Bool, development: DevelopmentLoop? = nil) throws -> MiniAppSession.Outcome {
        nonisolated(unsafe) var result: Result<MiniAppSession.Outcome, any Error> = .success(.timedOut)
        let code = GLibMainLoop.run(display: headless ? .virtual : .automatic) { @MainActor in
            do {
                let session = try MiniAppSession(options: options)
                let engine = try WebKitGTKEngine(configuration: .init(
                    title: options.identity.displayName, developerExtras: development != nil,
                    userAgentSuffix: "MiniAppKit/\(MiniAppKitVersion.version)"))
                wireDialogs(of: engine, to: session, headless: headless)
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

/// The engine could not start.
public struct OpenRunnerError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
#endif
