import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders of the data folder that only the registry's user may enter (mode 0700),
/// whatever the process's umask.
///
/// `FileManager` creates folders with mode 0777 less the umask: under `umask 000` (a
/// container or a service manager that sets none) `data/`, `blobs/` and `tmp/` were
/// world-writable, so any local user could replace a stored file or read an upload in
/// progress. Each folder this makes gets its mode set explicitly after `mkdir`; one that
/// already exists is left as its owner set it.
enum PrivateFolder {
    /// rwx for the owner only.
    static let mode: mode_t = 0o700

    /// Creates `folder` and every missing parent with mode 0700.
    static func create(_ folder: URL) throws {
        var missing: [String] = []
        var current = folder.standardizedFileURL.path
        while !current.isEmpty, current != "/", !FileManager.default.fileExists(atPath: current) {
            missing.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        for path in missing.reversed() {
            if mkdir(path, mode) == 0 {
                guard chmod(path, mode) == 0 else { throw error("chmod \(path)") }
            } else if errno != EEXIST {
                throw error("mkdir \(path)")
            }
        }
    }

    private static func error(_ what: String) -> any Error {
        let code = errno
        return NSError(domain: NSPOSIXErrorDomain, code: Int(code), userInfo: [
            NSLocalizedDescriptionKey: "\(what): \(String(cString: strerror(code)))",
        ])
    }
}
