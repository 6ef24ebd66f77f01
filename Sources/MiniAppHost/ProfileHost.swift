public import Foundation
public import MiniAppKit

/// A complete host that answers every service from a ``HostProfile``.
///
/// What `miniapp open` runs: it plays both the host app and its user (permission
/// prompts are answered by the profile), and reports what the mini app hands to the
/// host (JSON, analytics, orientation, close) through ``onActivity``.
@MainActor
public final class ProfileHost: MiniAppMessageDelegate {
    /// Something the mini app asked the host to do, for transcripts.
    public struct Activity: Sendable, Equatable {
        public var name: String
        public var detail: String?
    }

    public let profile: HostProfile
    /// Receives everything the mini app hands over.
    public var onActivity: ((Activity) -> Void)?
    /// Called when the mini app asks to close.
    public var onClose: (() -> Void)?
    /// Called to push text back (`echoJSON`).
    public var sendJsonToMiniApp: ((String) -> Void)?
    /// What the display decided for the page's camera and microphone requests
    /// (``MiniAppDisplay/mediaCaptureStatus(_:)``), for `getPermissionStatus`.
    var mediaCaptureStatus: ((DevicePermissionName) -> DevicePermissionStatus?)?

    public init(profile: HostProfile) {
        self.profile = profile
    }

    func report(_ name: String, _ detail: String? = nil) {
        onActivity?(Activity(name: name, detail: detail))
    }

    // MARK: UserInfoProvider

    public func getUniqueId() async throws -> String? { try profile.uniqueId?.get() ?? "miniapp-unique-id-0001" }
    public func getMessagingUniqueId() async throws -> String? { try profile.messagingUniqueId?.get() ?? "miniapp-messaging-id-0001" }
    public func getMauid() async throws -> String? { try profile.mauid?.get() ?? "miniapp-mauid-0001" }
    public func getUserName() async throws -> String? { try profile.userName?.get() ?? "Taro Yamada" }
    public func getProfilePhoto() async throws -> String? { try profile.profilePhoto?.get() ?? Self.defaultPhoto }
    public func getContacts() async throws -> [Contact]? {
        try profile.contacts?.get() ?? [
            Contact(id: "contact-1", name: "Hanako Suzuki", email: "hanako@example.com", allEmailList: ["hanako@example.com"]),
            Contact(id: "contact-2", name: "Jiro Tanaka"),
        ]
    }
    public func getPoints() async throws -> Points {
        do { return try profile.points?.get() ?? Points(standard: 1200, term: 300, cash: 50) } catch { throw PointsError.error("\(error.localizedDescription)") }
    }
    public func getAccessToken(miniAppId: String, scopes: AccessToken.Scopes) async throws -> AccessToken {
        let token = profile.accessTokens?[scopes.audience] ?? profile.defaultToken ?? Token(token: "token-\(scopes.audience)-\(miniAppId)", validForSeconds: 3600)
        return AccessToken(token: token.token, validUntil: Date().addingTimeInterval(token.validForSeconds ?? 3600), scopes: scopes)
    }
    private typealias Token = HostProfile.Token

    // MARK: PermissionProvider

    public func requestCustomPermissions(_ requests: [CustomPermissionRequest], miniAppTitle: String) async throws -> [CustomPermissionGrant] {
        let answers = profile.permissions?.custom ?? [:]
        let fallback = profile.permissions?.customDefault ?? .allowed
        let grants = requests.map { CustomPermissionGrant(permission: $0.permission, status: answers[$0.permission.rawValue] ?? fallback) }
        report("customPermissionPrompt", grants.map { "\($0.permission.rawValue)=\($0.status.rawValue)" }.joined(separator: ","))
        return grants
    }

    public func requestDevicePermission(_ permission: DevicePermission) async throws {
        switch profile.permissions?.device ?? "ALLOWED" {
        case "ALLOWED": return
        case let other: throw DevicePermissionError(rawValue: other) ?? .denied
        }
    }

    // MARK: Share, chat, ads

    public func shareContent(_ content: ShareContent) async throws {
        if let error = profile.shareError { throw HostServiceError.failed(error) }
        report("share", content.messageContent)
    }

    public func sendMessageToContact(_ message: MessageToContact) async throws -> String? {
        report("sendMessageToContact", message.text)
        return profile.chosenContact ?? "contact-1"
    }

    public func sendMessageToContactId(_ contactId: String, message: MessageToContact) async throws -> String? {
        let contacts = try await getContacts() ?? []
        guard contacts.contains(where: { $0.id == contactId }) else { throw MASDKError.invalidContactId }
        report("sendMessageToContactId", contactId)
        return contactId
    }

    public func sendMessageToMultipleContacts(_ message: MessageToContact) async throws -> [String]? {
        report("sendMessageToMultipleContacts", message.text)
        return profile.chosenContacts ?? ["contact-1", "contact-2"]
    }

    public func loadInterstitial(adId: String) async throws { try adsLoad() }
    public func loadRewarded(adId: String) async throws { try adsLoad() }
    public func showInterstitial(adId: String) async throws {
        if let error = profile.ads?.showError { throw HostServiceError.failed(error) }
        report("showInterstitial", adId)
    }
    public func showRewarded(adId: String) async throws -> Reward? {
        if let error = profile.ads?.showError { throw HostServiceError.failed(error) }
        report("showRewarded", adId)
        return profile.ads?.reward ?? Reward(type: "star", amount: 100)
    }
    private func adsLoad() throws {
        if let error = profile.ads?.loadError { throw HostServiceError.failed(error) }
    }

    // MARK: Location

    public func locationAuthorization() async -> Location.Authorization {
        profile.location == nil || (try? profile.location?.get()) != nil ? .authorized : .denied
    }

    public func currentLocation(highAccuracy: Bool) async throws -> Location {
        let position = try profile.location?.get() ?? HostProfile.Position(latitude: 35.6812, longitude: 139.7671)
        return Location(
            latitude: position.latitude, longitude: position.longitude, altitude: position.altitude ?? 40,
            horizontalAccuracy: position.accuracy ?? (highAccuracy ? 5 : 100), verticalAccuracy: position.altitudeAccuracy ?? 10,
            speed: position.speed ?? -1, course: position.heading ?? -1)
    }

    // MARK: Host info

    public func hostEnvironmentInfo() async throws -> HostEnvironmentInfo {
        let environment = profile.environment
        return HostEnvironmentInfo(
            platformVersion: profile.reportedPlatformVersion,
            hostVersion: environment?.hostVersion ?? MiniAppKitVersion.version,
            hostLocale: profile.reportedLocale,
            hostBuildType: environment?.hostBuildType, deviceToken: environment?.deviceToken, pushToken: environment?.pushToken)
    }

    public func hostAppThemeColors() async throws -> ThemeColors? {
        try profile.themeColors?.get() ?? ThemeColors(primaryColor: "#BF0000", secondaryColor: "#2E7D32")
    }

    public func isDarkMode() async throws -> Bool { profile.darkMode ?? false }

    // MARK: Messaging and window

    public func receiveJSON(_ content: String) async throws {
        if let error = profile.hostMessagingError { throw HostServiceError.failed(error) }
        report("sendJsonToHostapp", content)
        if profile.echoJSON ?? true { sendJsonToMiniApp?(content) }
    }

    public func receiveInfo(_ info: UniversalBridgeInfo) async throws {
        if let error = profile.hostMessagingError { throw HostServiceError.failed(error) }
        report("sendInfoToHostapp", [info.key, info.value, info.description].map { $0 ?? "" }.joined(separator: "|"))
    }

    public func receiveAnalytics(_ info: AnalyticsInfo) async throws {
        report("analytics", "\(info.eventType.rawValue)/\(info.actionType.rawValue) \(info.pageName)")
    }

    public func setScreenOrientation(_ orientation: ScreenOrientation) async throws {
        report("orientation", orientation.rawValue)
    }

    public func setCloseAlert(_ info: CloseAlertInfo) async throws {
        report("closeAlert", info.title)
    }

    public func closeMiniApp(withConfirmation: Bool) async throws -> Bool {
        report("close", withConfirmation ? "with confirmation" : nil)
        onClose?()
        return true
    }

    public func downloadFile(_ request: FileDownloadRequest) async throws {
        if let error = profile.downloadError { throw FileDownloadError.error(error) }
        report("download", request.fileName)
    }

    public func openExternal(_ url: URL) async {
        report("external", url.absoluteString)
    }

    /// A 1×1 PNG, so `getProfilePhoto` works without a profile.
    static let defaultPhoto = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
}
