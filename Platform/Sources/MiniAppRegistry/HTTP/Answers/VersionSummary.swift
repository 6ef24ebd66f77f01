public import MiniAppBundle
/// How the publishing API describes a version to the CLI.
public struct VersionSummary: Codable, Sendable, Equatable {
    public var appId: String
    public var versionId: String
    public var versionTag: String
    public var displayName: String
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
    public var versionId: String?

    public init(versionId: String?) {
        self.versionId = versionId
    }
}

/// The answer to `POST …/preview-codes`.
public struct PreviewCodeCreated: Codable, Sendable {
    public var code: String
    public var versionId: String
}
