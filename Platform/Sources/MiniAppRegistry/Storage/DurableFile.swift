import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Crash-safe file writes: write a temp file, `fsync` it, `rename` it into place, `fsync` the folder.
///
/// After a crash a reader sees either no file or the whole file, never a torn one; the
/// folder's `fsync` makes the rename itself survive a power loss.
enum DurableFile {
    /// Flushes `file` to disk and atomically moves it to `destination`. Unless
    /// `replacing`, an existing `destination` (the same content, for content-addressed
    /// paths) is kept and the temp file dropped; with it, the file takes its place in
    /// one `rename`, so a reader sees the old file or the new one, never neither.
    static func commit(_ file: URL, to destination: URL, replacing: Bool = false) throws {
        try sync(file.path, directory: false)
        if !replacing, FileManager.default.fileExists(atPath: destination.path) {
            try? FileManager.default.removeItem(at: file)
            return
        }
        let folder = destination.deletingLastPathComponent()
        try PrivateFolder.create(folder)
        guard rename(file.path, destination.path) == 0 else {
            throw posixError("rename \(file.lastPathComponent) to \(destination.path)")
        }
        try sync(folder.path, directory: true)
    }

    /// Writes `data` to `destination` through a temp file beside it, with `permissions`.
    static func write(_ data: Data, to destination: URL, permissions: Int) throws {
        let temp = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString.lowercased()).tmp")
        guard FileManager.default.createFile(atPath: temp.path, contents: data, attributes: [.posixPermissions: permissions]) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temp.path])
        }
        do {
            // Set again explicitly: the mode must not depend on the umask (a key file is 0600).
            guard chmod(temp.path, mode_t(permissions)) == 0 else { throw posixError("chmod \(temp.path)") }
            try commit(temp, to: destination)
        } catch {
            try? FileManager.default.removeItem(at: temp)
            throw error
        }
    }

    private static func sync(_ path: String, directory: Bool) throws {
        let descriptor = open(path, directory ? O_RDONLY | O_DIRECTORY : O_RDONLY)
        guard descriptor >= 0 else { throw posixError("open \(path)") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw posixError("fsync \(path)") }
    }

    private static func posixError(_ what: String) -> any Error {
        let code = errno
        return NSError(domain: NSPOSIXErrorDomain, code: Int(code), userInfo: [
            NSLocalizedDescriptionKey: "\(what): \(String(cString: strerror(code)))",
        ])
    }
}
