public import MiniAppBundle
/// How the publishing API describes a version to the CLI.
public struct VersionSummary: Codable, Sendable, Equatable {
    /// The mini app the version belongs to.
    public var appId: String
    /// The version's id (a UUID): what `publish`, `rollback` and `preview-codes` take.
    public var versionId: String
    /// The publisher's tag (`1.0.0`), or the next free number when the upload gave none.
    public var versionTag: String
    /// The name listed to users; the app id when the upload gave none.
    public var displayName: String
    /// Draft, released or withdrawn; ``published`` says whether clients get it now.
    public var state: VersionRecord.State
    /// Whether the app's published pointer is on this version now.
    public var published: Bool
    /// Milliseconds since 1970.
    public var createdAt: Int
    /// The version's files; only in the answer to an upload.
    public var files: [BundleFile]?

    init(_ record: VersionRecord, published: Bool, files: [BundleFile]? = nil) {
        appId = record.appId
        versionId = record.id
        versionTag = record.versionTag
        displayName = record.displayName
        state = record.state
        self.published = published
        createdAt = record.createdAt
        self.files = files
    }
}

/// The body of `publish`, `rollback` and `preview-codes` requests.
public struct VersionReference: Codable, Sendable {
    /// The version's id; nil (or no body) only for `rollback`, which then goes back to the previous version.
    public var versionId: String?

    /// A body naming `versionId`; nil names none (a `rollback` to the previous version).
    public init(versionId: String?) {
        self.versionId = versionId
    }
}

/// The answer to `POST …/preview-codes`.
public struct PreviewCodeCreated: Codable, Sendable {
    /// The code a tester's host sends to `host/{project}/preview-codes/{code}`.
    public var code: String
    /// The version the code exposes.
    public var versionId: String
}
