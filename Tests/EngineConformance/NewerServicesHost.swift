public import Foundation
public import MiniAppKit

/// A host that implements every service of the newer actions (§6) with fixed answers,
/// or throws ``failure`` from each when it is set; it records what it was asked. Here,
/// beside the conformance suite, so that the SDK's unit tests and the real engine's
/// tests use one host.
@MainActor
public final class NewerServicesHost: MiniAppMessageDelegate, MiniAppPreferencesProvider, LoginStateProvider, BrowserProvider,
    AppLinkProvider, CookieProvider, GalleryAndPhoneNumberProvider, NotificationBadgeProvider, AnalyticsConfigurationProvider,
    SIMAndKYCProvider, AppSettingsProvider, WebViewConfigurationProvider, FeatureListProvider, MiniAppLoadingObserver,
    PurchaseProvider
{
    public init() {}

    public var failure: (any Error)?
    public var asked: [String] = []
    public var preferences: [String: String] = [:]

    private func answer<T>(_ what: String, _ value: T) throws -> T {
        asked.append(what)
        if let failure { throw failure }
        return value
    }

    public func setMiniAppPreference(_ value: String, forKey key: String, miniAppId: String) async throws {
        try answer("set \(key)=\(value)", ())
        preferences[key] = value
    }
    public func miniAppPreference(forKey key: String, miniAppId: String) async throws -> String? { try answer("get \(key)", preferences[key]) }
    public func removeMiniAppPreference(forKey key: String, miniAppId: String) async throws { preferences[key] = try answer("remove \(key)", nil) }
    public func clearMiniAppPreferences(miniAppId: String) async throws {
        try answer("clear", ())
        preferences = [:]
    }

    public func isLoggedIn() async throws -> Bool { try answer("isLoggedIn", true) }
    public func triggerLoginUI() async throws -> Bool { try answer("triggerLoginUI", true) }
    public func forceLogout() async throws -> Bool { try answer("forceLogout", false) }
    public func exchangeToken(miniAppId: String, scopes: AccessToken.Scopes) async throws -> AccessToken {
        try answer("exchangeToken \(scopes.audience)", AccessToken(token: "xtok", validUntil: Date(timeIntervalSince1970: 1_700_000_000), scopes: scopes))
    }

    public func launchExternalBrowser(_ url: URL) async throws -> Bool { try answer("external \(url)", true) }
    public func launchInternalBrowser(_ request: BrowserRequest) async throws -> Bool { try answer("internal \(request.url) \(request.httpMethod.rawValue)", true) }
    public func launchInteractiveBrowser(_ request: BrowserRequest) async throws -> Bool { try answer("interactive \(request.url)", true) }
    public func loadHTMLString(_ request: HTMLLoadRequest) async throws -> HTMLLoadResult {
        try answer("html", request.html == "cancel" ? .cancelled : .intercepted(request.callbackURL + "?code=1"))
    }

    public func canOpenAppDeeplink(_ url: URL) async throws -> Bool { try answer("canOpen \(url)", true) }
    public func isAppDeeplinkSupported(_ url: URL) async throws -> Bool { try answer("supported \(url)", false) }
    public func launchAppUsingDeeplink(_ url: URL) async throws -> Bool { try answer("launch \(url)", true) }
    public func launchAppUsingPackageName(_ packageName: String) async throws -> Bool { try answer("package \(packageName)", true) }
    public func isAppInstalled(_ query: InstalledAppQuery) async throws -> Bool { try answer("installed \(query)", true) }

    public func cookies(named names: [String]?, miniAppId: String) async throws -> [MiniAppCookie] {
        let all = [MiniAppCookie(name: "a", value: "1"), MiniAppCookie(name: "b", value: "2")]
        return try answer("cookies", names.map { names in all.filter { names.contains($0.name) } } ?? all)
    }

    public func imageFromGallery() async throws -> GalleryImage { try answer("gallery", GalleryImage(data: Data([137, 80, 0, 255]), mimeType: "image/png", filename: "a.png")) }
    public func phoneNumber() async throws -> String { try answer("phone", "+81-90-0000-0000") }

    public func clearNotifications(_ category: NotificationCategory) async throws { try answer("clear \(category)", ()) }
    public func updateBadge(_ update: BadgeUpdate) async throws { try answer("badge \(update.badgeNumber ?? -1)", ()) }
    public func updateNotification(_ details: NotificationDetails) async throws { try answer("notification \(details.title ?? "")", ()) }

    public func configureAnalytics(_ configuration: AnalyticsConfiguration) async throws { try answer("analytics \(configuration.applicationId)", ()) }
    public func logEvent(_ message: String, level: MiniAppLogLevel) async throws -> Bool { try answer("log \(level) \(message)", true) }

    public func isEsimSupported() async throws -> Bool { try answer("esim?", true) }
    public func setupAndInstallEsim(_ configuration: EsimConfiguration) async throws -> Bool { try answer("esim \(configuration.address)", true) }
    public func isSimInstalled() async throws -> Bool { try answer("sim?", false) }
    public func startICChipKyc(_ request: ICChipKycRequest) async throws -> Bool { try answer("kyc \(request.idid)", true) }

    public func permissionStatus(_ permission: DevicePermissionName) async throws -> DevicePermissionStatus { try answer("status \(permission)", .granted) }
    public func launchAppSettings() async throws -> Bool { try answer("settings", true) }

    public func allowBackForwardNavigationGestures(_ allowed: Bool) async throws -> Bool { try answer("gestures \(allowed)", true) }
    public func forceInternalWebView(_ enabled: Bool) async throws -> Bool { try answer("internalWebView \(enabled)", true) }

    public func featureList(answered: [String]) async throws -> [String] { try answer("features", ["hostFeature"]) }
    public func miniAppFinishedLoading(miniAppId: String) async { asked.append("finishedLoading \(miniAppId)") }

    public static let product = PurchaseProduct(title: "T", description: "D", id: "p1", productPriceInfo: .init(currencyCode: "JPY", price: "100"))
    public func products() async throws -> [PurchaseProduct] { try answer("products", [Self.product]) }
    public func purchase(productId: String) async throws -> ProductPurchase {
        try answer("purchase \(productId)", ProductPurchase(productInfo: Self.product, transactionId: "t1", transactionDate: "2026-01-01"))
    }
    public func consume(productId: String, transactionId: String) async throws -> ConsumedPurchase {
        try answer("consume \(productId) \(transactionId)", ConsumedPurchase(title: "ok"))
    }
}
