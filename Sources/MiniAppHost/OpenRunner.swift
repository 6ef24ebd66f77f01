#if os(Linux)
import MiniAppKit
import MiniAppKitGTK

/// Runs a ``MiniAppSession`` in a WebKitGTK window, with the GLib main loop owning
/// the main thread (call from a synchronous `main`).
public enum OpenRunner {
    /// Opens the window (in a private Xvfb when `headless` or when there is no
    /// `DISPLAY`), runs the session and returns how it ended.
    public static func run(_ options: MiniAppSession.Options, headless: Bool) throws -> MiniAppSession.Outcome {
        nonisolated(unsafe) var result: Result<MiniAppSession.Outcome, any Error> = .success(.timedOut)
        let code = GLibMainLoop.run(display: headless ? .virtual : .automatic) { @MainActor in
            do {
                let session = try MiniAppSession(options: options)
                let profile = options.settings.profile
                profile.applyDeviceScale()
                let engine = try WebKitGTKEngine(configuration: profile.engineConfiguration(
                    title: options.identity.displayName, userAgentSuffix: "MiniAppKit/\(MiniAppKitVersion.version)"))
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
