import Foundation
import SQLKit

/// How big the registry's stores are: the blob store on disk and the main tables.
///
/// Walking the blob store costs a `stat` per file, so a reading is reused for
/// ``StoreSizes/Cache/lifetime`` (30 s); scrapes every 15 s then walk it every other time.
struct StoreSizes: Sendable {
    var blobs: Int
    var blobBytes: Int
    var versions: Int
    var apps: Int
    var projects: Int

    static func read(store: RegistryStore, blobs: BlobStore) async throws -> StoreSizes {
        var count = 0, bytes = 0
        if let walker = FileManager.default.enumerator(at: blobs.directory, includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey]) {
            for case let url as URL in walker {
                guard let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey]), values.isRegularFile == true else { continue }
                count += 1
                bytes += values.fileSize ?? 0
            }
        }
        func rows(_ table: String) async throws -> Int {
            try await store.database.reader.raw("SELECT COUNT(*) AS n FROM \(unsafeRaw: table)").first()?.decode(column: "n", as: Int.self) ?? 0
        }
        return StoreSizes(
            blobs: count, blobBytes: bytes,
            versions: try await rows("versions"), apps: try await rows("apps"), projects: try await rows("projects")
        )
    }

    /// The last reading, reused while fresh.
    actor Cache {
        static let lifetime: Duration = .seconds(30)
        private var last: (sizes: StoreSizes, at: ContinuousClock.Instant)?

        func sizes(store: RegistryStore, blobs: BlobStore) async throws -> StoreSizes {
            if let last, ContinuousClock.now - last.at < Self.lifetime { return last.sizes }
            let fresh = try await StoreSizes.read(store: store, blobs: blobs)
            last = (fresh, ContinuousClock.now)
            return fresh
        }
    }
}
