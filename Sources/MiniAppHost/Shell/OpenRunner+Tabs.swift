#if os(Linux)
import MiniAppKitGTK

extension OpenRunner {
    /// Runs a ``TabbedSession`` in a ``TabShellWindow``, with the GLib main loop owning
    /// the main thread (call from a synchronous `main`), and returns how it ended.
    ///
    /// - Parameters:
    ///   - title: the window title (the selected tab's title follows it).
    ///   - headless: a private Xvfb even when `DISPLAY` is set.
    public static func runTabs(_ options: TabbedSession.Options, title: String, headless: Bool) throws -> MiniAppSession.Outcome {
        var options = options
        options.settings.isInteractive = isInteractive(headless: headless)
        nonisolated(unsafe) var result: Result<MiniAppSession.Outcome, any Error> = .success(.timedOut)
        let code = GLibMainLoop.run(display: headless ? .virtual : .automatic) { @MainActor [options] in
            do {
                let session = try TabbedSession(options: options)
                options.settings.profile.applyDeviceScale()
                let device = options.settings.profile.emulatedDevice
                let shell = try TabShellWindow(configuration: .init(title: title, width: device?.width ?? 400, height: device?.height ?? 800))
                result = .success(try await session.run(in: shell))
            } catch {
                result = .failure(error)
            }
            return 0
        }
        if code != 0 { throw OpenRunnerError(message: "the web engine could not start (see the message above)") }
        return try result.get()
    }
}
#endif
