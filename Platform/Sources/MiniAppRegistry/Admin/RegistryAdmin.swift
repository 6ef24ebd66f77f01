public import Foundation
public import Logging

/// The CLI's direct access to a registry's data folder and database, for the commands
/// that need no server (`miniapp project …`, `miniapp keys …`).
///
/// It opens the same database `serve` uses (running the same migrations), so these
/// commands work before the first start, and alongside a running server.
public struct RegistryAdmin: Sendable {
    /// The registry's folder, prepared (its `blobs/`, `keys/` and `tmp/` exist).
    public let data: DataDirectory
    /// The registry's database, migrated; open only inside ``with(data:databaseURL:storesFilesInDatabase:logger:_:)``.
    public let store: RegistryStore
    /// Whether private keys go to the database too (`--blob-store postgres`).
    public let storesFilesInDatabase: Bool

    /// Key management on this folder's `keys/` and this database (`miniapp keys …`).
    public var keys: SigningKeys {
        SigningKeys(store: store, vault: KeyVault(directory: data.keys), sharesPrivateKeys: storesFilesInDatabase)
    }

    /// Pruning of the blobs no version refers to (`miniapp blobs prune`), in this folder's
    /// `blobs/` and, with `--blob-store postgres`, in the database.
    public var unreferencedBlobs: UnreferencedBlobs {
        UnreferencedBlobs(store: store, local: BlobStore(directory: data.blobs), sharedInDatabase: storesFilesInDatabase)
    }

    /// Opens the registry at `data` (and `databaseURL`, when given), runs `body`, closes it.
    public static func with<T: Sendable>(
        data: URL, databaseURL: String?, storesFilesInDatabase: Bool = false, logger: Logger, _ body: (RegistryAdmin) async throws -> T
    ) async throws -> T {
        let directory = DataDirectory(data)
        try directory.prepare()
        let database = try await RegistryDatabase.open(try DatabaseLocation(url: databaseURL, data: directory), logger: logger)
        do {
            let admin = RegistryAdmin(data: directory, store: RegistryStore(database: database), storesFilesInDatabase: storesFilesInDatabase)
            let result = try await body(admin)
            try await database.close()
            return result
        } catch {
            try? await database.close()
            throw error
        }
    }
}
