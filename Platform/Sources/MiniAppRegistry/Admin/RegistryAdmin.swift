public import Foundation
public import Logging

/// The CLI's direct access to a registry's data folder and database, for the commands
/// that need no server (`miniapp project …`, `miniapp keys …`).
///
/// It opens the same database `serve` uses (running the same migrations), so these
/// commands work before the first start, and alongside a running server.
public struct RegistryAdmin: Sendable {
    public let data: DataDirectory
    public let store: RegistryStore

    public var keys: SigningKeys {
        SigningKeys(store: store, vault: KeyVault(directory: data.keys))
    }

    /// Opens the registry at `data` (and `databaseURL`, when it is PostgreSQL), runs `body`, closes it.
    public static func with<T: Sendable>(
        data: URL, databaseURL: String?, logger: Logger, _ body: (RegistryAdmin) async throws -> T
    ) async throws -> T {
        let directory = DataDirectory(data)
        try directory.prepare()
        let database = try await RegistryDatabase.open(try DatabaseLocation(url: databaseURL, data: directory), logger: logger)
        do {
            let result = try await body(RegistryAdmin(data: directory, store: RegistryStore(database: database)))
            try await database.close()
            return result
        } catch {
            try? await database.close()
            throw error
        }
    }
}
