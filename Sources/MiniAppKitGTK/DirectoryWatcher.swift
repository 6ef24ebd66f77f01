#if canImport(CWebKitGTK)
import CWebKitGTK
public import Foundation
import Glibc

/// Watches a directory tree with inotify, from the GLib main loop, and reports the
/// files that changed once a burst of changes has settled.
///
/// Editors save in bursts (a temporary file, a rename, an attribute change, a backup):
/// every event restarts a short quiet period (``quietPeriod``), and the changes seen
/// are reported together once it passes. Hidden files and editor leftovers (`*~`,
/// `*.swp`, vim's `4913`) are ignored; folders created later are watched too.
///
/// Only the tree itself is watched: a symbolic link is never followed (one to a folder
/// outside would watch, and report, files that are not the app's; one to a folder
/// inside leads to a folder watched already under its own path), and each real folder
/// is watched once, so a link loop (`a -> .`) or a folder mounted inside itself cannot
/// make the walk endless.
@MainActor
public final class DirectoryWatcher {
    /// How long the tree must stay unchanged before a burst is reported.
    public let quietPeriod: Duration
    private let root: URL
    private let onChange: @MainActor ([String]) -> Void
    private let descriptor: Int32
    private var folders: [Int32: String] = [:]
    private var sourceID: guint = 0
    private var pending: Set<String> = []
    private var settle: Task<Void, Never>?

    /// Why a directory cannot be watched.
    public struct Failure: Error, CustomStringConvertible {
        /// What failed, with the system's reason.
        public var description: String
    }

    /// Starts watching `root` and everything under it.
    ///
    /// - Parameters:
    ///   - root: the folder to watch, with its subfolders (new ones too).
    ///   - quietPeriod: how long no event must come before the changes are reported.
    ///   - onChange: the changed paths, relative to `root`, sorted.
    public init(root: URL, quietPeriod: Duration = .milliseconds(40), onChange: @escaping @MainActor ([String]) -> Void) throws(Failure) {
        // The root is the one link followed: the folder the user named.
        self.root = root.standardizedFileURL.resolvingSymlinksInPath()
        self.quietPeriod = quietPeriod
        self.onChange = onChange
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw Failure(description: "inotify is not available: \(String(cString: strerror(errno)))") }
        do throws(Failure) {
            try watchTree("")
        } catch {
            close(descriptor)
            throw error
        }
        let box = Unmanaged.passRetained(WatcherRoute(self)).toOpaque()
        let callback: GUnixFDSourceFunc = { _, _, userData in
            guard let userData else { return 0 }
            let route = Unmanaged<WatcherRoute>.fromOpaque(userData).takeUnretainedValue()
            return MainActor.assumeIsolated { route.watcher?.drain() == true ? 1 : 0 }
        }
        let destroy: GDestroyNotify = { userData in
            guard let userData else { return }
            Unmanaged<WatcherRoute>.fromOpaque(userData).release()
        }
        sourceID = g_unix_fd_add_full(G_PRIORITY_DEFAULT, descriptor, G_IO_IN, callback, box, destroy)
    }

    /// Stops watching; nothing is reported after it.
    public func stop() {
        settle?.cancel()
        if sourceID != 0 { g_source_remove(sourceID) }
        sourceID = 0
        if descriptor >= 0 { close(descriptor) }
    }

    /// The folders watched, relative to the root (`""` is the root), sorted.
    package var watchedFolders: [String] { folders.values.sorted() }

    /// Watches the folder at `relative` and every real folder under it, each once
    /// (issue 29, defects 9 and 10: links were followed out of the tree and round loops).
    /// Only a failure to watch the root itself is thrown; a subfolder that cannot be
    /// watched (gone already, no permission) is left out.
    private func watchTree(_ relative: String) throws(Failure) {
        let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF)
            | UInt32(IN_ONLYDIR) | UInt32(IN_DONT_FOLLOW)
        var visited: Set<FolderIdentity> = []
        var waiting = [relative]
        while let folder = waiting.popLast() {
            let path = folder.isEmpty ? root.path : root.appendingPathComponent(folder).path
            // lstat: a link is not a folder here, whatever it points to.
            guard let identity = FolderIdentity(path) else {
                if folder.isEmpty { throw Failure(description: "cannot watch \(path): it is not a folder") }
                continue
            }
            guard visited.insert(identity).inserted else { continue }
            let watch = inotify_add_watch(descriptor, path, mask)
            guard watch >= 0 else {
                if folder.isEmpty { throw Failure(description: "cannot watch \(path): \(String(cString: strerror(errno)))") }
                continue
            }
            folders[watch] = folder
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for entry in entries where !Self.ignores(entry) {
                waiting.append(folder.isEmpty ? entry : folder + "/" + entry)
            }
        }
    }

    /// Reads every queued event; false once the watcher stopped.
    fileprivate func drain() -> Bool {
        guard sourceID != 0 else { return false }
        let size = 64 * 1024
        var buffer = [UInt8](repeating: 0, count: size)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, size) }
            guard count > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (watch, mask, length) = buffer.withUnsafeBytes { bytes in
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let nameBytes = buffer[nameStart..<min(nameStart + length, count)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset = nameStart + length
                guard let folder = folders[watch] else { continue }
                if mask & UInt32(IN_IGNORED) != 0 { folders[watch] = nil; continue }
                guard !name.isEmpty, !Self.ignores(name) else { continue }
                let path = folder.isEmpty ? name : folder + "/" + name
                if mask & UInt32(IN_ISDIR) != 0 {
                    if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { try? watchTree(path) }
                }
                pending.insert(path)
            }
        }
        if !pending.isEmpty { restartQuietPeriod() }
        return true
    }

    private func restartQuietPeriod() {
        settle?.cancel()
        settle = Task { @MainActor [weak self, quietPeriod] in
            try? await Task.sleep(for: quietPeriod)
            guard !Task.isCancelled, let self, self.sourceID != 0 else { return }
            let changed = self.pending.sorted()
            self.pending = []
            self.onChange(changed)
        }
    }

    /// Hidden files and editors' temporary files.
    static func ignores(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name == "4913"
            || name.hasPrefix("#")
    }
}

/// A real folder, by its device and inode: the same folder reached twice (a bind mount
/// of the tree inside itself) is one identity.
private struct FolderIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the folder at `path`; `nil` when it is not one (a file, a
    /// symbolic link, or nothing). The item's own attributes (`lstat`): a link is not
    /// followed.
    init?(_ path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeDirectory,
              let device = (attributes[.systemNumber] as? NSNumber)?.uint64Value,
              let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
        else { return nil }
        self.device = device
        self.inode = inode
    }
}

/// The watcher as the GLib source's `user_data`, held weakly.
private final class WatcherRoute {
    weak var watcher: DirectoryWatcher?
    init(_ watcher: DirectoryWatcher) { self.watcher = watcher }
}
#endif
