import ArgumentParser
import Foundation
import MiniAppHost
import MiniAppKit

/// The JavaScript errors a run saw, for `--fail-on-error`: counted on the main actor
/// as they arrive, read once the GLib loop has returned.
final class ScriptErrorTally: @unchecked Sendable {
    static let shared = ScriptErrorTally()
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var seen = 0

    var count: Int { lock.withLock { seen } }

    /// A session callback that counts each error and prints it on standard error as
    /// `<command>: <summary>` with its (original) stack indented below.
    func count(printing command: String) -> @MainActor @Sendable (ScriptError) -> Void {
        { [self] error in
            lock.withLock { seen += 1 }
            FileHandle.standardError.write(Data(Self.describe(error, command: command).utf8))
        }
    }

    /// The error as a terminal shows it.
    static func describe(_ error: ScriptError, command: String) -> String {
        var text = "\(command): \(error.summary)\n"
        if let stack = error.originalStack ?? error.stack {
            for frame in stack.split(separator: "\n") { text += "    \(frame)\n" }
        }
        return text
    }
}

extension MiniAppCommand.Open {
    /// With `--fail-on-error`, a run that saw a JavaScript error and would have exited 0
    /// (closed) or 1 (timed out) exits 5; a load failure (2) or a signal keeps its status.
    func failIfScriptErrors(_ outcome: MiniAppSession.Outcome) throws {
        guard failOnError else { return }
        let errors = ScriptErrorTally.shared.count
        guard errors > 0 else { return }
        switch outcome {
        case .closed, .windowClosed, .timedOut:
            FileHandle.standardError.write(Data("miniapp open: the page had \(errors) JavaScript error\(errors == 1 ? "" : "s") (--fail-on-error)\n".utf8))
            throw ExitCode(5)
        case .loadFailed, .interrupted:
            return
        }
    }
}
