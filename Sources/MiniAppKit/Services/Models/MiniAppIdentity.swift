/// Which mini app, and which version of it, a bridge serves.
public struct MiniAppIdentity: Sendable, Hashable, Codable {
    public var appId: String
    public var versionId: String
    public var projectId: String?
    /// The name shown in prompts and dialogs.
    public var displayName: String

    public init(appId: String, versionId: String = "local", projectId: String? = nil, displayName: String? = nil) {
        self.appId = appId
        self.versionId = versionId
        self.projectId = projectId
        self.displayName = displayName ?? appId
    }
}
