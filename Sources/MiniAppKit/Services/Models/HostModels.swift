/// Facts about the host a mini app may read (§5.3).
public struct HostEnvironmentInfo: Sendable, Equatable, Codable {
    public var platformVersion: String
    public var hostVersion: String
    public var sdkVersion: String
    /// `xx` or `xx-YY`; anything else is replaced by `en-US` on the wire.
    public var hostLocale: String

    public init(platformVersion: String, hostVersion: String, sdkVersion: String = MiniAppKitVersion.compatibleSDKVersion, hostLocale: String) {
        self.platformVersion = platformVersion
        self.hostVersion = hostVersion
        self.sdkVersion = sdkVersion
        self.hostLocale = hostLocale
    }
}

/// The host's theme colours, free-form CSS colour strings (§5.4).
public struct ThemeColors: Sendable, Equatable, Codable {
    public var primaryColor: String
    public var secondaryColor: String

    public init(primaryColor: String, secondaryColor: String) {
        self.primaryColor = primaryColor
        self.secondaryColor = secondaryColor
    }
}

/// An analytics event a mini app reports (§5.5).
public struct AnalyticsInfo: Sendable, Equatable, Codable {
    public enum EventType: String, Sendable, Codable { case appear, click, error, custom }
    public enum ActionType: String, Sendable, Codable { case open, close, add, delete, change }

    public var eventType: EventType
    public var actionType: ActionType
    public var pageName: String
    public var componentName: String
    public var elementType: String
    public var data: String

    public init(eventType: EventType, actionType: ActionType, pageName: String, componentName: String, elementType: String, data: String) {
        self.eventType = eventType
        self.actionType = actionType
        self.pageName = pageName
        self.componentName = componentName
        self.elementType = elementType
        self.data = data
    }
}

/// Free key/value information a mini app sends to the host (universal bridge).
public struct UniversalBridgeInfo: Sendable, Equatable, Codable {
    public var key: String?
    public var value: String?
    public var description: String?

    public init(key: String? = nil, value: String? = nil, description: String? = nil) {
        self.key = key
        self.value = value
        self.description = description
    }
}

/// The alert a host shows when the user closes the mini app.
public struct CloseAlertInfo: Sendable, Equatable, Codable {
    public var shouldDisplay: Bool?
    public var title: String?
    public var description: String?

    public init(shouldDisplay: Bool? = nil, title: String? = nil, description: String? = nil) {
        self.shouldDisplay = shouldDisplay
        self.title = title
        self.description = description
    }
}

/// A screen-orientation lock a mini app asks for.
public enum ScreenOrientation: String, Sendable, Equatable, Codable {
    case portrait = "rakuten.miniapp.screen.LOCK_PORTRAIT"
    case landscape = "rakuten.miniapp.screen.LOCK_LANDSCAPE"
    case release = "rakuten.miniapp.screen.LOCK_RELEASE"
}

/// A device permission (only location exists in the protocol).
public enum DevicePermission: String, Sendable, Equatable, Codable {
    case location
}

/// A file download a mini app asks for.
public struct FileDownloadRequest: Sendable, Equatable {
    public var fileName: String
    public var url: String
    public var headers: [String: String]

    public init(fileName: String, url: String, headers: [String: String]) {
        self.fileName = fileName
        self.url = url
        self.headers = headers
    }
}

/// What the SDK claims to be.
public enum MiniAppKitVersion {
    /// Our own version.
    public static let version = "0.1.0"
    /// The Rakuten iOS SDK version whose wire behaviour we reproduce (§5.3 `sdkVersion`).
    public static let compatibleSDKVersion = "5.6.1"
}
