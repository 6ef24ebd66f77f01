import SQLKit

/// Where this registry's blobs are kept, asked one question: which of these are gone?
///
/// The data folder's `blobs/` holds them, unless files are kept in the database
/// (`--blob-store postgres`), where `shared_blobs` is the record and each server's
/// `blobs/` only a cache. Recording a version asks it inside the recording transaction,
/// after the version's file rows are written: a prune (``UnreferencedBlobs``) that
/// deleted a blob the upload counted on has then either committed (and the answer names
/// the blob) or must wait for the upload to commit (and then sees the reference).
struct StoredBlobs: Sendable {
    let local: BlobStore
    let sharedInDatabase: Bool

    /// The digests, of `digests`, that are no longer stored.
    func missing(_ digests: [String], in db: any SQLDatabase) async throws -> [String] {
        guard sharedInDatabase else { return digests.filter { !local.contains($0) } }
        let present = try await RegistryStore.sharedBlobs(among: digests, in: db)
        return digests.filter { !present.contains($0) }
    }
}
