import ArgumentParser
import MiniAppHost

/// Runs a session in the platform's engine (placeholder until the engine lands).
enum OpenRunner {
    static func run(_ options: MiniAppSession.Options, headless: Bool) throws -> MiniAppSession.Outcome {
        throw ValidationError("the WebKitGTK engine is not built yet")
    }
}
