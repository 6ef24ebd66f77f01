public import Foundation
public import MiniAppBundle
import ZIPFoundation

/// `miniapp pack`: a mini app folder into a bundle zip the registry will accept.
///
/// Checks what the server would refuse before it is sent: `index.html` at the root, a
/// `manifest.json` (and `_locale/*/manifest.json`) that ``MiniAppManifest`` reads, no
/// symbolic links, and the size limits. Hidden files (`.git`, `.DS_Store`) are left out.
/// The finished zip is then read back through ``BundleArchive``, the same validation the
/// server runs, so a bundle that packs is a bundle that uploads.
public enum BundlePacker {
    /// What `miniapp pack` reports about a bundle it made.
    public struct Summary: Sendable, Equatable {
        /// How many files the zip holds.
        public var files: Int
        /// Their total size before compression, in bytes.
        public var bytes: Int
        /// The size of the zip, in bytes.
        public var zipBytes: Int
    }

    /// Zips `directory` into `output` (replacing it), then validates the zip as the server would.
    ///
    /// - Parameter limits: what to check against; pass the registry's own when it does not run
    ///   with the defaults.
    /// - Throws: ``BundleError`` for a missing `index.html`, a symbolic link or a zip the server
    ///   would refuse (that zip is removed); ``RegistryError`` `bundleRefused` for a manifest
    ///   that cannot be read.
    public static func pack(_ directory: URL, to output: URL, limits: BundleLimits = BundleLimits()) throws -> Summary {
        let root = directory.standardizedFileURL.resolvingSymlinksInPath()
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("index.html").path) else {
            throw BundleError(.missingIndex, "\(root.path) has no index.html at its root")
        }
        _ = try BundleIngest.bundleManifests(in: root)
        let paths = try files(in: root)
        try? FileManager.default.removeItem(at: output)
        let archive: Archive
        do {
            archive = try Archive(url: output, accessMode: .create)
        } catch {
            throw BundleError(.io, "cannot create \(output.path): \(error)")
        }
        var bytes = 0
        for path in paths {
            try archive.addEntry(with: path, relativeTo: root, compressionMethod: .deflate)
            bytes += (try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)[.size] as? Int) ?? 0
        }
        let check = FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-pack-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: check) }
        do {
            try BundleArchive.extract(output, to: check, limits: limits)
        } catch {
            try? FileManager.default.removeItem(at: output)
            throw error
        }
        let zipBytes = (try? FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int) ?? 0
        return Summary(files: paths.count, bytes: bytes, zipBytes: zipBytes)
    }

    /// Every regular file under `root`, relative and sorted; a link is an error.
    static func files(in root: URL) throws -> [String] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isSymbolicLinkKey, .isRegularFileKey]) else {
            throw BundleError(.io, "cannot read \(root.path)")
        }
        var paths: [String] = []
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for case let url as URL in walker {
            let values = try url.resourceValues(forKeys: [.isSymbolicLinkKey, .isRegularFileKey])
            let path = String(url.standardizedFileURL.path.dropFirst(prefix.count))
            if url.lastPathComponent.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            if values.isSymbolicLink == true {
                throw BundleError(.link, "\(path) is a symbolic link; bundles may only hold files and folders")
            }
            if values.isRegularFile == true {
                paths.append(path)
            }
        }
        return paths.sorted()
    }
}
