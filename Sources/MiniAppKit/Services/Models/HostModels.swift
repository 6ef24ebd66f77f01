/// Facts about the host a mini app may read (§5.3).
public struct HostEnvironmentInfo: Sendable, Equatable, Codable {
    /// The operating system's version.
    public var platformVersion: String
    /// The host app's own version.
    public var hostVersion: String
    /// The SDK version mini apps see; by default the Rakuten version whose behaviour MiniAppKit reproduces.
    public var sdkVersion: String
    /// `xx` or `xx-YY`; anything else is replaced by `en-US` on the wire.
    public var hostLocale: String
    /// The Rakuten iOS SDK version whose wire behaviour MiniAppKit reproduces (5.6.1):
    /// the default `sdkVersion`.
    public static let compatibleSDKVersion = MiniAppKitVersion.compatibleSDKVersion

    /// The host build's flavour (js-miniapp 1.20+); left out of the answer when `nil`,
    /// so mini apps built for 5.6.1 see exactly its four fields.
    public var hostBuildType: HostBuildType?
    /// The device's token at the host's backend (js-miniapp 1.20+); left out when `nil`.
    public var deviceToken: String?
    /// The device's push notification token (js-miniapp 1.20+); left out when `nil`.
    public var pushToken: String?

    /// Leave `sdkVersion` at its default unless a mini app must see another one.
    public init(
        platformVersion: String, hostVersion: String, sdkVersion: String = HostEnvironmentInfo.compatibleSDKVersion, hostLocale: String,
        hostBuildType: HostBuildType? = nil, deviceToken: String? = nil, pushToken: String? = nil
    ) {
        self.platformVersion = platformVersion
        self.hostVersion = hostVersion
        self.sdkVersion = sdkVersion
        self.hostLocale = hostLocale
        self.hostBuildType = hostBuildType
        self.deviceToken = deviceToken
        self.pushToken = pushToken
    }
}

/// Which build of the host app a mini app runs in (js-miniapp's `HostBuildType`).
public enum HostBuildType: String, Sendable, Equatable, Codable, CaseIterable {
    case debug = "DEBUG"
    case staging = "STAGING"
    case qa = "QA"
    case custom = "CUSTOM"
    case preProduction = "PRE-PRODUCTION"
    case production = "PRODUCTION"
}

/// The host's theme colours, free-form CSS colour strings (§5.4).
public struct ThemeColors: Sendable, Equatable, Codable {
    /// The main brand colour, as CSS (`#BF0000`).
    public var primaryColor: String
    /// The accent colour, as CSS.
    public var secondaryColor: String

    /// Colours are passed to the mini app as given, unchecked.
    public init(primaryColor: String, secondaryColor: String) {
        self.primaryColor = primaryColor
        self.secondaryColor = secondaryColor
    }
}

/// An analytics event a mini app reports (§5.5).
public struct AnalyticsInfo: Sendable, Equatable, Codable {
    /// What happened: something appeared, was clicked, failed, or a mini app's own event.
    public enum EventType: String, Sendable, Codable { case appear, click, error, custom }
    /// What the event did to the element.
    public enum ActionType: String, Sendable, Codable { case open, close, add, delete, change }

    /// The kind of event.
    public var eventType: EventType
    /// The kind of action.
    public var actionType: ActionType
    /// The mini app's page it happened on, as the mini app names it.
    public var pageName: String
    /// The component it happened in.
    public var componentName: String
    /// The kind of element (`button`, `link`…), free text.
    public var elementType: String
    /// Anything else the mini app attached, free text.
    public var data: String

    /// An event as a mini app reports it; the dialect builds these, a host reads them.
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
    /// A key the host and mini app agree on.
    public var key: String?
    /// The value for ``UniversalBridgeInfo/key``.
    public var value: String?
    /// Free text about the value.
    public var description: String?

    /// Information with any of its parts; the SDK passes it on unchecked.
    public init(key: String? = nil, value: String? = nil, description: String? = nil) {
        self.key = key
        self.value = value
        self.description = description
    }
}

/// The alert a host shows when the user closes the mini app.
public struct CloseAlertInfo: Sendable, Equatable, Codable {
    /// Whether the host should ask the user before the mini app closes.
    public var shouldDisplay: Bool?
    /// The alert's title.
    public var title: String?
    /// The alert's text.
    public var description: String?

    /// An alert as a mini app sets it with `setCloseAlert`.
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
    /// The name to save the file under; never empty.
    public var fileName: String
    /// Where the file is, as the mini app gave it: usually `https:`, or a `data:` URL the page navigated to.
    public var url: String
    /// HTTP headers to send with the download (an authorization, say).
    public var headers: [String: String]

    /// A download as the mini app asked for it.
    public init(fileName: String, url: String, headers: [String: String]) {
        self.fileName = fileName
        self.url = url
        self.headers = headers
    }
}

/// What the SDK claims to be.
package enum MiniAppKitVersion {
    /// Our own version.
    package static let version = "0.1.0"
    /// The Rakuten iOS SDK version whose wire behaviour we reproduce (§5.3 `sdkVersion`).
    package static let compatibleSDKVersion = "5.6.1"
}
