import Foundation
import MiniAppKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where installed versions live and which one is current.
///
/// ```
/// <root>/<appId>/<versionId>/files/…        a complete, verified version (never modified)
/// <root>/<appId>/<versionId>/version.json   its InstallRecord
/// <root>/<appId>/current.json               {"current", "previous", "confirmed", "failed", "publication", "signedAt"}
/// <root>/<appId>/.staging-<uuid>/           an install in progress
/// ```
///
/// A version directory appears only through `rename` of a finished staging directory,
/// and `current.json` is replaced by `rename` too, so whatever instant a process is
/// killed at, the pointer names a complete version (or none). The previous version
/// stays on disk until the new one has launched (``confirm(_:_:)``); a version that
/// fails to launch is rolled back (``rollBack(_:from:)``) and not installed again.
struct InstallLayout: Sendable {
    /// Which versions of one app are current, kept, and known good or bad.
    struct Pointer: Sendable, Codable, Equatable {
        /// The version a launch opens.
        var current: String
        /// The version `current` replaced, kept until `current` has launched.
        var previous: String?
        /// The newest version that has launched successfully on this device: kept until
        /// a newer one has, so a version that fails to launch can be rolled back to it.
        var confirmed: String?
        /// Versions that failed to launch here; they are not installed again as "latest".
        var failed: [String]?
        /// The highest publication of the app this device has seen in a signed answer it
        /// accepted (the version's own or the app's latest, ``SignedFileList/highestPublication``):
        /// it only goes up, and an answer with a lower one offered as the latest is a
        /// replay (TUF's rule for metadata versions).
        var publication: Int?
        /// The newest signing time of an answer accepted for the app, in milliseconds since
        /// 1970: it only goes up, and an answer signed well before it is a replay (TUF's
        /// rule for the timestamp role, ``SignedAnswerCheck``).
        var signedAt: Int?

        /// Versions whose directories must stay on disk.
        var kept: [String] {
            var names: [String] = []
            for name in [current, previous, confirmed].compactMap({ $0 }) where !names.contains(name) { names.append(name) }
            return names
        }
    }

    let root: URL

    func appDirectory(_ appId: String) -> URL {
        root.appendingPathComponent(appId, isDirectory: true)
    }

    func versionDirectory(_ appId: String, _ versionId: String) -> URL {
        appDirectory(appId).appendingPathComponent(versionId, isDirectory: true)
    }

    func filesDirectory(_ appId: String, _ versionId: String) -> URL {
        versionDirectory(appId, versionId).appendingPathComponent("files", isDirectory: true)
    }

    /// A fresh staging directory for `appId`.
    func newStagingDirectory(_ appId: String) throws -> URL {
        let url = appDirectory(appId).appendingPathComponent(".staging-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func pointer(_ appId: String) -> Pointer? {
        let url = appDirectory(appId).appendingPathComponent("current.json")
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(Pointer.self, from: data)
    }

    /// The record of an installed version, if that version is complete on disk.
    func record(_ appId: String, _ versionId: String) -> InstallRecord? {
        let url = versionDirectory(appId, versionId).appendingPathComponent("version.json")
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(InstallRecord.self, from: data)
    }

    /// The files of `record` whose bytes on disk no longer hash to their signed SHA-256
    /// (or are missing): empty when the version is intact.
    ///
    /// Runs at every launch of a cached version. Hashing everything is affordable:
    /// SHA-256 runs at ~1.8 GB/s here (SHA-NI), so a 5 MB, 200-file mini app costs a few
    /// milliseconds (docs/PERFORMANCE.md), and unlike a size or mtime check it catches
    /// a same-size, back-dated change.
    func damagedFiles(_ record: InstallRecord) -> [BundleFile] {
        let files = filesDirectory(record.info.id, record.info.version.versionId)
        return record.files.filter { file in
            guard let bytes = try? Data(contentsOf: files.appendingPathComponent(file.path), options: .mappedIfSafe) else { return true }
            return bytes.count != file.size || ContentStore.sha256(of: bytes) != file.sha256
        }
    }

    /// Moves a finished staging directory to its version's place. An existing version
    /// directory is complete by construction (it too came from a rename), so it is kept.
    func commit(staging: URL, appId: String, versionId: String) throws {
        let destination = versionDirectory(appId, versionId)
        if rename(staging.path, destination.path) != 0 {
            try? FileManager.default.removeItem(at: staging)
            guard record(appId, versionId) != nil else { throw MASDKError.downloadingFailed }
        }
    }

    /// Makes `versionId` current, keeping the version it replaces as previous and the
    /// last version that launched, then deletes versions that are none of these.
    ///
    /// `publication` and `signedAt`, from the signed answer that decided it, raise the
    /// highest publication and the newest signing time seen (never lower them).
    func makeCurrent(_ appId: String, _ versionId: String, publication: Int? = nil, signedAt: Int? = nil) throws {
        let old = pointer(appId)
        let seen = [old?.publication, publication].compactMap { $0 }.max()
        let newest = [old?.signedAt, signedAt].compactMap { $0 }.max()
        if old?.current == versionId, old?.publication == seen, old?.signedAt == newest { return }
        let previous = old?.current == versionId ? old?.previous : old?.current ?? old?.previous
        try write(
            Pointer(current: versionId, previous: previous, confirmed: old?.confirmed, failed: old?.failed, publication: seen, signedAt: newest),
            appId)
    }

    /// Records that the current version `versionId` launched: it becomes the known-good
    /// version and the older ones are deleted (their files stay in the content store).
    func confirm(_ appId: String, _ versionId: String) throws {
        guard let old = pointer(appId), old.current == versionId, old.confirmed != versionId || old.previous != nil else { return }
        try write(Pointer(current: versionId, confirmed: versionId, failed: old.failed, publication: old.publication, signedAt: old.signedAt), appId)
    }

    /// Records that the current version `versionId` failed to launch and makes the last
    /// version that launched (else the previous one) current again.
    ///
    /// - Returns: the version now current, or `nil` when there is none to go back to
    ///   (the failure is still recorded).
    func rollBack(_ appId: String, from versionId: String) throws -> String? {
        guard let old = pointer(appId), old.current == versionId else { return nil }
        let failed = (old.failed ?? []).filter { $0 != versionId } + [versionId]
        let candidates = [old.confirmed, old.previous].compactMap { $0 }.filter { $0 != versionId && record(appId, $0) != nil }
        guard let fallback = candidates.first else {
            try write(
                Pointer(current: versionId, previous: old.previous, confirmed: old.confirmed, failed: failed, publication: old.publication, signedAt: old.signedAt),
                appId)
            return nil
        }
        try write(
            Pointer(
                current: fallback, previous: candidates.dropFirst().first, confirmed: old.confirmed == versionId ? nil : old.confirmed,
                failed: failed, publication: old.publication, signedAt: old.signedAt),
            appId)
        return fallback
    }

    /// Replaces the pointer (by rename) and deletes the versions it no longer keeps.
    private func write(_ pointer: Pointer, _ appId: String) throws {
        let data = try JSONEncoder().encode(pointer)
        // `.atomic` writes a temporary file and renames it over the old pointer.
        try data.write(to: appDirectory(appId).appendingPathComponent("current.json"), options: .atomic)
        prune(appId, keeping: pointer.kept)
    }

    /// Removes staging directories left by killed installs and versions no pointer names.
    func prune(_ appId: String, keeping: [String]) {
        let directory = appDirectory(appId)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name != "current.json" && !keeping.contains(name) {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    /// The ids of every app with a current version.
    func installedAppIds() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { pointer($0) != nil }.sorted()
    }
}
