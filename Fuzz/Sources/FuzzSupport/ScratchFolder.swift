public import Foundation

/// A folder of this process's own for targets that must go through files (zips).
///
/// On `/dev/shm` where there is one, so the file system costs no disk I/O per input.
/// Each process gets its own folder (by process id), so parallel fuzzers
/// (`-jobs`/`-workers`) never see each other's files.
public struct ScratchFolder: Sendable {
    /// The folder, created empty when the folder is made.
    public let url: URL

    /// Claims `miniapp-fuzz-<name>-<pid>`, emptied of what an earlier run of the same pid left.
    ///
    /// libFuzzer leaves without running exit handlers when it is interrupted or finds a
    /// crash, so a process cannot clean up after itself; instead each new one removes
    /// the folders of processes that no longer exist.
    public init(name: String) {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
        let prefix = "miniapp-fuzz-\(name)-"
        for folder in (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? [] where folder.hasPrefix(prefix) {
            if let pid = pid_t(folder.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(at: base.appendingPathComponent(folder))
            }
        }
        url = base.appendingPathComponent("\(prefix)\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside the folder; nothing is created.
    public func item(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// Writes `bytes` to `name` and returns its path, or `nil` if the file system refused.
    public func write(_ bytes: [UInt8], to name: String) -> URL? {
        let file = item(name)
        return FileManager.default.createFile(atPath: file.path, contents: Data(bytes)) ? file : nil
    }

    /// Removes `name` and everything under it, so the next input starts from the same state.
    public func remove(_ name: String) {
        try? FileManager.default.removeItem(at: item(name))
    }
}
