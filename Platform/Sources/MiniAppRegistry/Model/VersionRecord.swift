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

    public var id: String
    public var projectId: String
    public var appId: String
    public var versionTag: String
    public var displayName: String
    /// An absolute URL, or a path inside the bundle (answered as that file's URL), or "".
    public var icon: String
    public var promotionalImageUrl: String
    public var promotionalText: String
    public var state: State
    public var createdAt: Int
}
