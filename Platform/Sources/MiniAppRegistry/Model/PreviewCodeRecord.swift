/// A preview code as stored: the code, the version it exposes, when it was made.
public struct PreviewCodeRecord: Sendable, Equatable {
    public var code: String
    public var projectId: String
    public var appId: String
    public var versionId: String
    /// Milliseconds since 1970.
    public var createdAt: Int
}
