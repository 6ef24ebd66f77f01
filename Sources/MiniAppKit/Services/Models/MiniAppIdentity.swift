/// Which mini app, and which version of it, a bridge serves.
public struct MiniAppIdentity: Sendable, Hashable, Codable {
    /// The mini app's id; it names the mini app's scheme and data directory.
    public var appId: String
    /// The running version's id; `local` unless the mini app was installed from the platform.
    public var versionId: String
    /// The running version's tag (`1.2.0`), when it was installed from the platform.
    public var versionTag: String?
    /// The platform project the mini app was installed from, if any.
    public var projectId: String?
    /// The name shown in prompts and dialogs.
    public var displayName: String

    /// An identity; the display name defaults to `appId`.
    public init(appId: String, versionId: String = "local", versionTag: String? = nil, projectId: String? = nil, displayName: String? = nil) {
        self.appId = appId
        self.versionId = versionId
        self.versionTag = versionTag
        self.projectId = projectId
        self.displayName = displayName ?? appId
    }
}
