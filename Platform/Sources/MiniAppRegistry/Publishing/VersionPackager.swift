import Foundation
import MiniAppBundle
import ZIPFoundation

/// Builds a version's ``VersionPackage``: one zip of its files, from the blob store.
///
/// The zip is deterministic (entries sorted by path, one fixed modification date, the same
/// compression), so building it twice, on one server or on two sharing the database,
/// yields the same bytes and therefore the same blob. Files sit at the zip's root as they
/// sit in the bundle, `index.html` among them: Rakuten's SDK unpacks the zip straight into
/// the version folder and opens `index.html` there.
struct VersionPackager: Sendable {
    let blobs: BlobStore
    let scratch: ScratchArea

    /// The modification date written on every entry (the zip format starts at 1980).
    static let entryDate = Date(timeIntervalSince1970: 315_532_800)

    /// Zips `files` (read from the blob store) into a new blob.
    ///
    /// - Throws: ``RegistryError/filesPruned(_:)`` when a blob is missing (only a prune
    ///   racing this build deletes one: building again stores it anew), `internalError`
    ///   when the zip cannot be written.
    func build(_ files: [BundleFile]) throws -> VersionPackage {
        let zip = scratch.item("package")
        defer { try? FileManager.default.removeItem(at: zip) }
        do {
            let archive = try Archive(url: zip, accessMode: .create)
            for file in files.sorted(by: { $0.path < $1.path }) {
                let source = blobs.url(for: file.sha256)
                guard let handle = try? FileHandle(forReadingFrom: source) else {
                    throw RegistryError.filesPruned([file.sha256])
                }
                defer { try? handle.close() }
                try archive.addEntry(
                    with: file.path, type: .file, uncompressedSize: Int64(file.size), modificationDate: Self.entryDate,
                    permissions: 0o644, compressionMethod: .deflate
                ) { position, size in
                    try handle.seek(toOffset: UInt64(position))
                    return try handle.read(upToCount: size) ?? Data()
                }
            }
        } catch let error as RegistryError {
            throw error
        } catch {
            throw RegistryError.internalError("could not build the version's zip for Rakuten-style hosts: \(error)")
        }
        let stored = try blobs.adopt(zip)
        return VersionPackage(sha256: stored.sha256, size: stored.size)
    }
}
