/// What a method may use while it runs: the mini app it serves and the host's services.
///
/// One context per launched mini app. Services are reached through the host's
/// ``MiniAppMessageDelegate``; storage and permissions are per mini app.
@MainActor
public struct MethodContext {
    /// The mini app being served.
    public var app: MiniAppIdentity
    /// What the host provides.
    public var host: any MiniAppMessageDelegate
    /// The mini app's custom permissions, as stored.
    public var permissions: CustomPermissionStore
    /// The mini app's secure storage.
    public var secureStorage: SecureStorage
    /// The mini app's manifest (permissions it may ask for, token audiences).
    public var manifest: MiniAppManifest

    public init(
        app: MiniAppIdentity,
        host: any MiniAppMessageDelegate,
        permissions: CustomPermissionStore,
        secureStorage: SecureStorage,
        manifest: MiniAppManifest
    ) {
        self.app = app
        self.host = host
        self.permissions = permissions
        self.secureStorage = secureStorage
        self.manifest = manifest
    }
}
