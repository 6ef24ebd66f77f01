#if canImport(CWebKitGTK)
import Foundation
import MiniAppKit

/// Finds MiniAppKit's web process extension (`libMiniAppFrameGuard.so`, the
/// `MiniAppFrameGuard` product) and gives WebKit a folder that holds only it.
///
/// WebKitGTK's script-message and navigation signals name no frame; the extension,
/// loaded into every web process, is what tells the main frame from an iframe (see
/// `docs/ARCHITECTURE.md`, "Frame identity on WebKitGTK"). WebKit loads *every* shared
/// object in the folder it is given, so the build folder itself will not do: the
/// engine links the library into a private folder of the user's, created `0700`.
enum FrameGuardLibrary {
    /// The library's file name, as SwiftPM names a dynamic library product on Linux.
    static let fileName = "libMiniAppFrameGuard.so"
    /// Names the library's path when it is not beside the executable.
    static let environmentVariable = "MINIAPPKIT_FRAME_GUARD"

    /// The folder to give `webkit_web_context_set_web_extensions_directory`, made once per process.
    @MainActor
    static func extensionsDirectory() throws(WebEngineError) -> String {
        if let cached { return cached }
        let library = try locate()
        let folder = try privateFolder(for: library)
        cached = folder
        return folder
    }

    @MainActor private static var cached: String?

    /// Where the library is: `$MINIAPPKIT_FRAME_GUARD`, else beside the executable (where
    /// `swift build` puts products), else in `../lib` from it (an installed layout).
    static func locate() throws(WebEngineError) -> String {
        let executableFolder = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
        return try locate(in: [
            ProcessInfo.processInfo.environment[environmentVariable],
            executableFolder?.appendingPathComponent(fileName).path,
            executableFolder?.deletingLastPathComponent().appendingPathComponent("lib").appendingPathComponent(fileName).path,
        ].compactMap { $0 })
    }

    /// The first readable path of `candidates`; the error says what to add to the package.
    static func locate(in candidates: [String]) throws(WebEngineError) -> String {
        if let found = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0) }) {
            return URL(fileURLWithPath: found).standardizedFileURL.path
        }
        throw WebEngineError(.engineFailure, """
            MiniAppKit's frame guard (\(fileName)) was not found; looked at \(candidates.joined(separator: ", ")). \
            Without it WebKitGTK cannot tell an iframe's bridge call from the mini app's. Add the product \
            "MiniAppFrameGuard" to your executable target's dependencies (swift build then puts the library \
            beside the executable), or set \(environmentVariable) to the library's path
            """)
    }

    /// `<runtime dir>/miniappkit-frame-guard-<uid>/<digest of the library path>/`, holding one symbolic link.
    private static func privateFolder(for library: String) throws(WebEngineError) -> String {
        let base = ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.temporaryDirectory.path
        let owner = "\(base)/miniappkit-frame-guard-\(getuid())"
        let folder = "\(owner)/\(pathDigest(library))"
        for directory in [owner, folder] {
            if mkdir(directory, 0o700) != 0 && errno != EEXIST {
                throw WebEngineError(.engineFailure, "cannot create \(directory) for the frame guard: \(String(cString: strerror(errno)))")
            }
            // Another user's folder, or one others can write to, could hand WebKit their library.
            var status = stat()
            guard lstat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
                  status.st_uid == getuid(), status.st_mode & 0o077 == 0
            else {
                throw WebEngineError(.engineFailure, "\(directory) is not a private folder of this user (mode 0700); remove it and try again")
            }
        }
        let link = "\(folder)/\(fileName)"
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) != library {
            // Made under a temporary name and renamed over: another process racing here sees one or the other.
            let temporary = "\(link).\(getpid())"
            unlink(temporary)
            guard symlink(library, temporary) == 0, rename(temporary, link) == 0 else {
                throw WebEngineError(.engineFailure, "cannot link the frame guard into \(folder): \(String(cString: strerror(errno)))")
            }
        }
        return folder
    }

    /// A short, stable name for a path (FNV-1a, 64 bits): one folder per library build.
    private static func pathDigest(_ path: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
#endif
