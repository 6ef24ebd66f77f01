/// One uploaded version of a mini app: immutable once its row exists.
public struct VersionRecord: Sendable, Equatable, Codable {
    /// Where a version stands; only the pointer on the app decides what `list` shows.
    public enum State: String, Sendable, Codable {
        /// Uploaded, never published: visible through preview paths and preview codes only.
        case draft
        /// Published at least once and not rolled back: its manifest stays served on the
        /// normal paths, so a client that listed it a moment ago can still download it.
        case released
        /// Rolled back: like a draft again.
        case withdrawn
    }

    /// A random UUID (lowercase), unique across projects.
    public var id: String
    /// The project the version belongs to.
    public var projectId: String
    /// The mini app the version belongs to.
    public var appId: String
    /// The publisher's tag, unique per app; the next free number when the upload gave none.
    public var versionTag: String
    /// The name listed to users; the app id when the upload gave none.
    public var displayName: String
    /// An absolute URL, or a path inside the bundle (answered as that file's URL), or "".
    public var icon: String
    /// Listed to hosts as is; "" when the upload gave none.
    public var promotionalImageUrl: String
    /// Listed to hosts as is; "" when the upload gave none.
    public var promotionalText: String
    /// Where the version stands; see ``State``.
    public var state: State
    /// Milliseconds since 1970; orders an app's versions, newest first.
    public var createdAt: Int
}
