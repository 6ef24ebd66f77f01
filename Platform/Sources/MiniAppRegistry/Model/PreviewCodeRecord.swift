/// A preview code as stored: the code, the version it exposes, when it was made.
public struct PreviewCodeRecord: Sendable, Equatable {
    /// Twelve upper-case hex digits; a tester's host sends it to `host/{project}/preview-codes/{code}`.
    public var code: String
    /// The project whose hosts may use the code.
    public var projectId: String
    /// The app of the version.
    public var appId: String
    /// The version the code exposes.
    public var versionId: String
    /// Milliseconds since 1970.
    public var createdAt: Int
}
