import ArgumentParser
import Foundation
import MiniAppHost
import Synchronization

/// The fresh data folder of a `miniapp open` run without `--data`: the mini app's
/// secure storage, permissions and web storage start empty every run, so the same
/// command behaves the same the second time.
///
/// Made on first use in the system's temporary folder and removed when the run ends:
/// at the end of `run()`, and from `atexit` when a signal's grace period or a second
/// signal exits the process (``TerminationSignals``). SIGKILL leaves it behind, in the
/// temporary folder.
final class SessionDataDirectory: Sendable {
    static let shared = SessionDataDirectory()

    private let path = Mutex<URL?>(nil)

    /// The folder, made on the first call.
    func url() throws -> URL {
        try path.withLock { current in
            if let current { return current }
            let made = FileManager.default.temporaryDirectory
                .appendingPathComponent("miniapp-open-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))", isDirectory: true)
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            current = made
            atexit { SessionDataDirectory.shared.remove() }
            return made
        }
    }

    /// Removes the folder, if one was made; later calls do nothing.
    func remove() {
        guard let made = path.withLock({ current in defer { current = nil }; return current }) else { return }
        try? FileManager.default.removeItem(at: made)
    }
}

extension MiniAppCommand.Open {
    /// Where the mini app's storage and permissions live this run: `--data`, else a
    /// fresh ``SessionDataDirectory``.
    func sessionDataDirectory() throws -> URL {
        if let data { return URL(fileURLWithPath: data) }
        do {
            return try SessionDataDirectory.shared.url()
        } catch {
            throw ValidationError("cannot make a temporary data folder: \(error)")
        }
    }

    /// `profile` with the device flags over it, its device section checked.
    func emulated(_ profile: HostProfile) throws -> HostProfile {
        let result = emulation.applied(to: profile)
        let problems = result.deviceProblems()
        guard problems.isEmpty else {
            throw ValidationError(problems.joined(separator: "\n"))
        }
        return result
    }
}
