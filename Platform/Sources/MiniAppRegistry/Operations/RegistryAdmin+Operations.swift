import Logging

/// The CLI's ``RegistryOperations``: changes made with `miniapp project`, `keys` and
/// `operator` are validated and audited like the server's.
extension RegistryAdmin {
    /// The operations, audited as ``ChangeAuthor/commandLine``.
    public var operations: RegistryOperations {
        RegistryOperations(store: store, ingest: nil, keys: keys, logger: Logger(label: "miniapp"))
    }
}
