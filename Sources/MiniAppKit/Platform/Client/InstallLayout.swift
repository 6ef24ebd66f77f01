import Foundation
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
/// <root>/<appId>/current.json               {"current": v, "previous": v?}
/// <root>/<appId>/.staging-<uuid>/           an install in progress
/// ```
///
/// A version directory appears only through `rename` of a finished staging directory,
/// and `current.json` is replaced by `rename` too, so whatever instant a process is
/// killed at, the pointer names a complete version (or none), and the previous version
/// stays on disk until a newer one is current.
struct InstallLayout: Sendable {
    /// Which versions of one app are current and previous.
    struct Pointer: Sendable, Codable, Equatable {
        var current: String
        var previous: String?
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

    /// Whether every file of `record` is on disk with its recorded size. Deliberately no
    /// hashing: it runs on every launch, and catches deleted or truncated files cheaply;
    /// the hashes were checked when the files were stored.
    func isIntact(_ record: InstallRecord) -> Bool {
        let files = filesDirectory(record.info.id, record.info.version.versionId)
        return record.files.allSatisfy { file in
            let attributes = try? FileManager.default.attributesOfItem(atPath: files.appendingPathComponent(file.path).path)
            return (attributes?[.size] as? NSNumber)?.intValue == file.size
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

    /// Makes `versionId` current, keeping the version it replaces as previous, then
    /// deletes versions that are neither.
    func makeCurrent(_ appId: String, _ versionId: String) throws {
        let old = pointer(appId)
        if old?.current == versionId { return }
        let pointer = Pointer(current: versionId, previous: old?.current ?? old?.previous)
        let data = try JSONEncoder().encode(pointer)
        // `.atomic` writes a temporary file and renames it over the old pointer.
        try data.write(to: appDirectory(appId).appendingPathComponent("current.json"), options: .atomic)
        prune(appId, keeping: [pointer.current, pointer.previous].compactMap { $0 })
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
