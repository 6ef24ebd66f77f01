/// One change to the registry, as the audit log keeps it: who did what, to which
/// project, app and version, and when.
///
/// Appended by ``RegistryOperations`` for every change, whichever door it came through
/// (the console, the publishing API or the `miniapp` command), so the log is complete
/// without each of them having to remember it.
public struct AuditEntry: Sendable, Equatable, Codable {
    /// A random UUID: entries are never changed, only appended.
    public var id: String
    /// Milliseconds since 1970.
    public var at: Int
    /// Who made the change, as ``ChangeAuthor/description`` spells it.
    public var actor: String
    /// What was done, a stable dotted name such as `version.publish`.
    public var action: String
    /// The project changed; nil for changes to the whole registry (a signing key).
    public var projectId: String?
    /// The app changed, when the change was to one.
    public var appId: String?
    /// The version changed, when the change was to one.
    public var versionId: String?
    /// A sentence for people: what changed, in words.
    public var detail: String
}
