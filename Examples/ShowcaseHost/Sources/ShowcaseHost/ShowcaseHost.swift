import Foundation
public import MiniAppKit

/// A host for Examples/Showcase: answers every `miniapp` call its pages and its autorun
/// make, as a real app's services would (a demo user, contacts, points, ads that load,
/// a fixed location), and tells the app what only the app can do: close the mini app
/// (``onClose``) and lock the screen's orientation (``onOrientation``).
///
/// Plain MiniAppKit: the iOS example and the Linux run of the showcase use the same one,
/// so an answer the showcase finds wrong shows up on Linux first.
@MainActor
public final class ShowcaseHost: MiniAppMessageDelegate {
    /// The mini app asked to close: close its display here.
    public var onClose: () -> Void = {}
    /// The mini app asked for an orientation lock; `false` when the app cannot take it.
    public var onOrientation: (ScreenOrientation) -> Bool = { _ in true }
    /// What the mini app asked of the host, in order (`name detail`), for logs.
    public private(set) var activity: [String] = []

    public init() {}

    private func note(_ name: String, _ detail: String? = nil) {
        activity.append(detail.map { "\(name) \($0)" } ?? name)
    }

    // MARK: The user

    public func getUniqueId() async throws -> String? { "showcase-unique-id-0001" }
    public func getMessagingUniqueId() async throws -> String? { "showcase-messaging-id-0001" }
    public func getMauid() async throws -> String? { "showcase-mauid-0001" }
    public func getUserName() async throws -> String? { "Taro Yamada" }
    public func getProfilePhoto() async throws -> String? { Self.photo }
    public func getContacts() async throws -> [Contact]? {
        [
            Contact(id: "contact-1", name: "Hanako Suzuki", email: "hanako@example.com", allEmailList: ["hanako@example.com"]),
            Contact(id: "contact-2", name: "Jiro Tanaka"),
        ]
    }
    public func getPoints() async throws -> Points { Points(standard: 1200, term: 300, cash: 50) }
    public func getAccessToken(miniAppId: String, scopes: AccessToken.Scopes) async throws -> AccessToken {
        AccessToken(token: "token-\(scopes.audience)-\(miniAppId)", validUntil: Date().addingTimeInterval(3600), scopes: scopes)
    }

    // MARK: Permissions, sharing, chat, ads

    /// The device's location permission: granted (a real app asks Core Location).
    public func requestDevicePermission(_ permission: DevicePermission) async throws {}
    public func shareContent(_ content: ShareContent) async throws { note("share", content.messageContent) }
    public func sendMessageToContact(_ message: MessageToContact) async throws -> String? { "contact-1" }
    public func sendMessageToContactId(_ contactId: String, message: MessageToContact) async throws -> String? {
        guard try await getContacts()?.contains(where: { $0.id == contactId }) == true else { throw MASDKError.invalidContactId }
        return contactId
    }
    public func sendMessageToMultipleContacts(_ message: MessageToContact) async throws -> [String]? { ["contact-1", "contact-2"] }
    public func loadInterstitial(adId: String) async throws {}
    public func loadRewarded(adId: String) async throws {}
    public func showInterstitial(adId: String) async throws { note("ad", adId) }
    public func showRewarded(adId: String) async throws -> Reward? { Reward(type: "star", amount: 100) }

    // MARK: Location: a fixed place (a real app asks Core Location)

    public func locationAuthorization() async -> Location.Authorization { .authorized }
    public func currentLocation(highAccuracy: Bool) async throws -> Location {
        Location(latitude: 35.6812, longitude: 139.7671, altitude: 40, horizontalAccuracy: highAccuracy ? 5 : 100,
                 verticalAccuracy: 10, speed: -1, course: -1)
    }

    // MARK: The host app

    public func hostEnvironmentInfo() async throws -> HostEnvironmentInfo {
        HostEnvironmentInfo(platformVersion: ProcessInfo.processInfo.operatingSystemVersionString, hostVersion: "1.0", hostLocale: "en-US")
    }
    public func hostAppThemeColors() async throws -> ThemeColors? { ThemeColors(primaryColor: "#BF0000", secondaryColor: "#2E7D32") }
    public func isDarkMode() async throws -> Bool { false }
    public func receiveJSON(_ content: String) async throws { note("json", content) }
    public func receiveInfo(_ info: UniversalBridgeInfo) async throws { note("info", info.key) }
    public func receiveAnalytics(_ info: AnalyticsInfo) async throws { note("analytics", info.pageName) }

    // MARK: The window

    public func setScreenOrientation(_ orientation: ScreenOrientation) async throws {
        note("orientation", orientation.rawValue)
        guard onOrientation(orientation) else { throw HostServiceError.failed("this app does not support that orientation") }
    }
    public func setCloseAlert(_ info: CloseAlertInfo) async throws { note("closeAlert", info.title) }
    public func closeMiniApp(withConfirmation: Bool) async throws -> Bool {
        note("close")
        onClose()
        return true
    }
    public func downloadFile(_ request: FileDownloadRequest) async throws { note("download", request.fileName) }

    /// A 1×1 PNG.
    static let photo = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
}
