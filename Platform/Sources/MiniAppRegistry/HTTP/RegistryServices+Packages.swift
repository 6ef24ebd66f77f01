import Foundation
import MiniAppBundle

extension RegistryServices {
    /// The version's zip for Rakuten-style hosts, building it first for a version stored
    /// before packages existed.
    ///
    /// Packages are deterministic, so servers that build the same one at once store the
    /// same blob, and the first row recorded wins.
    func package(version: String) async throws -> VersionPackage {
        if let known = try await reads.value("package|\(version)", load: { try await store.package(version: version) }) {
            return known
        }
        let files = try await store.files(version: version)
        for file in files { try await databaseBlobs?.ensureLocal(file.sha256) }
        let packager = VersionPackager(blobs: blobs, scratch: ingest.scratch)
        // Reading and zipping every file blocks: keep it off the concurrency pool and the database's threads.
        let built = try await FileWork.run { try packager.build(files) }
        try await databaseBlobs?.upload([(built.sha256, built.size)])
        try await store.recordPackage(built, version: version, confirmingIn: StoredBlobs(local: blobs, sharedInDatabase: databaseBlobs != nil))
        reads.forget("package|\(version)")
        return try await store.package(version: version) ?? built
    }
}
