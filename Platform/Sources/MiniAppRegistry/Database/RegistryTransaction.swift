import SQLKit

/// One write transaction of ``RegistryStore/write(_:)``: the registry's changes are its
/// methods (split by area into `RegistryStore+<Area>.swift`), so none can run outside one.
///
/// Several changes made through one transaction, such as a new version and its audit
/// entry, commit together or not at all.
public struct RegistryTransaction: Sendable {
    /// The transaction's connection.
    let sql: any SQLDatabase
    /// Which engine runs it: PostgreSQL takes row locks where SQLite already holds the
    /// database's write lock.
    let backend: RegistryDatabase.Backend
}
