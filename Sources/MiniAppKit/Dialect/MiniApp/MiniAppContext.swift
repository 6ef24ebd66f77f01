import Foundation

/// What a `miniapp` method may use while it runs: the mini app it serves, the host's
/// services, and the mini app's storage, permissions and manifest.
///
/// One context per launched mini app, built by ``MiniAppEndpoint`` from what the
/// display provides (identity, data directory) and what the host attached the dialect
/// with (its ``MiniAppMessageDelegate`` and the manifest). It belongs to this dialect
/// alone: no other dialect's methods see these services.
@MainActor
package struct MiniAppContext {
    /// The mini app being served.
    package var app: MiniAppIdentity
    /// What the host provides.
    package var host: any MiniAppMessageDelegate
    /// The mini app's custom permissions, as stored.
    package var permissions: CustomPermissionStore
    /// The mini app's secure storage.
    package var secureStorage: SecureStorage
    /// The mini app's manifest (permissions it may ask for, token audiences).
    package var manifest: MiniAppManifest
    /// The SDK's store of the mini app's preferences, for a host without ``MiniAppPreferencesProvider``.
    package var preferences: MiniAppPreferenceStore
    /// The display the mini app runs in, for the defaults that act on its page
    /// (gestures, foreign pages, cookies); `nil` for a bridge without one (tests).
    package weak var display: MiniAppDisplay?

    package init(
        app: MiniAppIdentity,
        host: any MiniAppMessageDelegate,
        permissions: CustomPermissionStore,
        secureStorage: SecureStorage,
        manifest: MiniAppManifest,
        preferences: MiniAppPreferenceStore? = nil,
        display: MiniAppDisplay? = nil
    ) {
        self.preferences = preferences ?? MiniAppPreferenceStore(directory: secureStorage.fileURL.deletingLastPathComponent())
        self.display = display
        self.app = app
        self.host = host
        self.permissions = permissions
        self.secureStorage = secureStorage
        self.manifest = manifest
    }

    /// The host's service of type `Service` (a protocol of the newer actions), when the
    /// host conforms: conformance is what "the host implements it" means (§6).
    package func service<Service>(_ type: Service.Type) -> Service? {
        host as? Service
    }
}
