public import Foundation
import Logging
public import MiniAppBundle

/// Turns an uploaded zip into a ``StagedVersion``: validate, extract, read the manifest,
/// store every file by hash.
///
/// The zip is checked by ``BundleArchive`` before a byte is extracted (paths, links,
/// duplicates, `index.html`, sizes, compression ratio); a refused bundle leaves nothing
/// in the blob store or the database. Extraction happens in the server's
/// ``ScratchArea``, which the next start sweeps, so a crash here leaves no trace either.
public struct BundleIngest: Sendable {
    public let scratch: ScratchArea
    public let blobs: BlobStore
    public let limits: BundleLimits

    public init(data: DataDirectory, scratch: ScratchArea, limits: BundleLimits) {
        self.scratch = scratch
        self.blobs = BlobStore(directory: data.blobs)
        self.limits = limits
    }

    /// Validates `zip` and stores its files.
    ///
    /// - Throws: ``RegistryError`` `bundleRefused` (with the ``BundleError`` code or
    ///   `invalidManifest` as its reason) for a bad bundle; other errors for I/O failures.
    public func stage(zip: URL, project: String, app: String, details: StagedVersion.Details) throws -> StagedVersion {
        let staging = scratch.item("extract")
        defer { try? FileManager.default.removeItem(at: staging) }
        let extracted: [BundleArchive.File]
        do {
            extracted = try BundleArchive.extract(zip, to: staging, limits: limits)
        } catch {
            throw RegistryError.bundleRefused(error)
        }
        let manifests = try Self.bundleManifests(in: staging)
        try Self.checkIcon(details.icon, extracted: extracted, in: staging)
        var files: [BundleFile] = []
        files.reserveCapacity(extracted.count)
        for file in extracted {
            let stored = try blobs.adopt(staging.appendingPathComponent(file.path))
            files.append(BundleFile(path: file.path, size: stored.size, sha256: stored.sha256))
        }
        files.sort { $0.path < $1.path }
        var details = details
        if details.icon == nil, files.contains(where: { $0.path == "icon.png" }) {
            details.icon = "icon.png"
        }
        var staged = StagedVersion(project: project, app: app, details: details, files: files, bundleManifests: manifests)
        staged.package = try VersionPackager(blobs: blobs, scratch: scratch).build(files)
        return staged
    }

    /// Refuses an icon that names no file of the bundle, or a file that is not an image;
    /// the default `icon.png`, when the bundle has one, must be an image too.
    static func checkIcon(_ icon: String?, extracted: [BundleArchive.File], in directory: URL) throws {
        let path: String
        if let icon {
            if icon.contains("://") { return }  // a URL, checked with the other query parameters
            path = icon
        } else if extracted.contains(where: { $0.path == "icon.png" }) {
            path = "icon.png"
        } else {
            return
        }
        guard extracted.contains(where: { $0.path == path }) else {
            throw RegistryError(.bundleRefused, "the bundle was refused: its icon '\(path)' is not a file of the bundle", reason: "invalidIcon")
        }
        guard IconCheck.isImage(directory.appendingPathComponent(path)) else {
            throw RegistryError(
                .bundleRefused, "the bundle was refused: its icon '\(path)' is not an image (\(IconCheck.formats))", reason: "invalidIcon")
        }
    }

    /// `manifest.json` resolved for `default` and every `_locale/<lang>/manifest.json`,
    /// each encoded as the `bundleManifest` object the metadata answer carries.
    static func bundleManifests(in directory: URL) throws -> [String: String] {
        var languages = ["default"]
        let locales = directory.appendingPathComponent("_locale", isDirectory: true)
        if let names = try? FileManager.default.contentsOfDirectory(atPath: locales.path) {
            languages += names.filter {
                $0 != "default" && FileManager.default.fileExists(atPath: locales.appendingPathComponent("\($0)/manifest.json").path)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var result: [String: String] = [:]
        for language in languages {
            let manifest: MiniAppManifest
            do {
                manifest = try MiniAppManifest.load(fromDirectory: directory, language: language)
            } catch {
                throw RegistryError(.bundleRefused, "the bundle was refused: \(error.message)", reason: "invalidManifest")
            }
            result[language] = String(decoding: try encoder.encode(manifest), as: UTF8.self)
        }
        return result
    }
}
