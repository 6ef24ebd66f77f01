import Hummingbird
import Logging

/// The server's ``RegistryOperations``: its store, ingest step and keys, clearing its read cache.
extension RegistryServices {
    func operations(logger: Logger) -> RegistryOperations {
        let reads = reads, ready = ready
        return RegistryOperations(
            store: store, ingest: ingest,
            keys: SigningKeys(store: store, vault: KeyVault(directory: configuration.data.keys), sharesPrivateKeys: configuration.storesFilesInDatabase),
            logger: logger, pauseBeforeCommit: configuration.pauseBeforeCommit, metrics: metrics, databaseBlobs: databaseBlobs,
            changed: {
                reads.clear()
                ready?.clear()
            }
        )
    }

    /// Who a publishing API request comes from, for the audit log (after ``authorizePublisher(_:project:)``).
    func publisherAuthor(_ request: Request, project: String) async throws -> ChangeAuthor {
        guard let header = request.headers[.authorization], let token = Self.bearerToken(header),
              let author = try await store.author(forToken: token) else {
            return .publisher(project: project, label: "unknown")
        }
        return author
    }
}
