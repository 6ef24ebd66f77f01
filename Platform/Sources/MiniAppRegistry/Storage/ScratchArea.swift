public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One server's scratch folder under `<data>/tmp/`, and the sweep of what dead servers left.
///
/// Several servers may share a data folder (PostgreSQL mode), so a starting server must
/// not empty `tmp/` under another one's upload. Each server works in `tmp/<uuid>/` and
/// holds an exclusive `flock` on its `.lock` for as long as it lives; the kernel drops
/// the lock when the process dies, even by SIGKILL. A sweep removes every folder whose
/// lock it can take, and every loose item: leftovers of uploads that never reached
/// their final transaction, which nothing refers to.
public final class ScratchArea: Sendable {
    /// This server's own folder, `tmp/<uuid>/`; removed when the area is released, or swept
    /// by the next start after a crash.
    public let directory: URL
    private let lock: Int32

    private init(directory: URL, lock: Int32) {
        self.directory = directory
        self.lock = lock
    }

    deinit {
        close(lock)
        try? FileManager.default.removeItem(at: directory)
    }

    /// Sweeps `temporary`, then claims a fresh folder in it.
    public static func claim(in temporary: URL) throws -> ScratchArea {
        try PrivateFolder.create(temporary)
        sweep(temporary)
        let directory = temporary.appendingPathComponent(UUID().uuidString.lowercased(), isDirectory: true)
        try PrivateFolder.create(directory)
        let descriptor = open(directory.appendingPathComponent(".lock").path, O_RDWR | O_CREAT, 0o600)
        guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            if descriptor >= 0 { close(descriptor) }
            throw CocoaError(.fileLocking, userInfo: [NSFilePathErrorKey: directory.path])
        }
        return ScratchArea(directory: directory, lock: descriptor)
    }

    /// A fresh, unique path in this server's folder.
    public func item(_ prefix: String) -> URL {
        directory.appendingPathComponent("\(prefix)-\(UUID().uuidString.lowercased())")
    }

    /// Removes everything in `temporary` that no live server holds.
    static func sweep(_ temporary: URL) {
        let items = (try? FileManager.default.contentsOfDirectory(at: temporary, includingPropertiesForKeys: nil)) ?? []
        for item in items where !isHeld(item) {
            try? FileManager.default.removeItem(at: item)
        }
    }

    /// Whether a live process holds the folder's lock.
    private static func isHeld(_ folder: URL) -> Bool {
        let descriptor = open(folder.appendingPathComponent(".lock").path, O_RDWR)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return flock(descriptor, LOCK_EX | LOCK_NB) != 0
    }
}
