public import Foundation

/// How a ``MiniAppDisplay`` runs one mini app.
public struct MiniAppDisplayConfiguration: Sendable {
    /// What to do with a main-frame navigation to another origin.
    public enum ExternalNavigation: Sendable, Equatable {
        /// 5.6.1: send `miniapppause`, hand the URL to the host, cancel (the default).
        case handToHost
        /// Load it in the mini app's view. The bridge then refuses that page's calls
        /// (same-origin rule); useful to test exactly that.
        case loadInView
    }

    /// Where per-mini-app data lives: `<dataDirectory>/<appId>/` holds the secure
    /// storage and the custom permissions.
    public var dataDirectory: URL
    /// Appended to the initial URL after `?` (the seed's `queryParams`).
    public var queryParams: String?
    /// JavaScript injected instead of our `MiniAppBridge`.
    public var foreignBridgeScript: String?
    /// Secure-storage size limit in bytes.
    public var secureStorageMaxBytes: Int
    /// Rakuten's limit: 2 MB of keys and values per mini app.
    public static let defaultSecureStorageMaxBytes = 2_000_000
    /// The size limit of the SDK's own store for the mini app's preferences
    /// (js-miniapp 1.17+'s `preferences`), used when the host does not keep them itself.
    public var preferencesMaxBytes: Int
    /// 1,000,000 bytes: preferences are settings, not data.
    public static let defaultPreferencesMaxBytes = 1_000_000
    /// How long a host service may take before the call is answered with a timeout.
    public var callTimeout: Duration
    /// What a main-frame navigation to another origin does; ``MiniAppDisplayConfiguration/ExternalNavigation/handToHost`` by default.
    public var externalNavigation: ExternalNavigation
    /// If set, only these actions may be called.
    public var allowedActions: Set<String>?
    /// Actions the host refuses for this mini app.
    public var deniedActions: Set<String>

    /// Only `dataDirectory` is required; by default secure storage is capped at Rakuten's
    /// 2 MB, host services get 60 seconds to answer and external links go to the host.
    public init(
        dataDirectory: URL,
        queryParams: String? = nil,
        foreignBridgeScript: String? = nil,
        secureStorageMaxBytes: Int = MiniAppDisplayConfiguration.defaultSecureStorageMaxBytes,
        callTimeout: Duration = .seconds(60),
        externalNavigation: ExternalNavigation = .handToHost,
        allowedActions: Set<String>? = nil,
        deniedActions: Set<String> = [],
        preferencesMaxBytes: Int = MiniAppDisplayConfiguration.defaultPreferencesMaxBytes
    ) {
        self.preferencesMaxBytes = preferencesMaxBytes
        self.dataDirectory = dataDirectory
        self.queryParams = queryParams
        self.foreignBridgeScript = foreignBridgeScript
        self.secureStorageMaxBytes = secureStorageMaxBytes
        self.callTimeout = callTimeout
        self.externalNavigation = externalNavigation
        self.allowedActions = allowedActions
        self.deniedActions = deniedActions
    }
}
