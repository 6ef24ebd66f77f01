public import Foundation
public import MiniAppKit

// The newer actions (§6) and the purchase actions, answered from the profile's
// `services` (``HostProfile/Services``) and reported as host activity, so a transcript
// shows what the mini app asked for. Preferences, browsers, cookies and the web view's
// configuration are left to the SDK's defaults, which work in `miniapp open` as in any
// host: real browser windows, the mini app's own cookies.

extension ProfileHost: LoginStateProvider {
    private var services: HostProfile.Services { profile.services ?? HostProfile.Services() }

    public func isLoggedIn() async throws -> Bool { try services.loggedIn?.getService() ?? true }

    public func triggerLoginUI() async throws -> Bool {
        report("triggerLoginUI")
        return try services.loginUI?.getService() ?? true
    }

    public func forceLogout() async throws -> Bool {
        report("forceLogout")
        return try services.logout?.getService() ?? true
    }

    public func exchangeToken(miniAppId: String, scopes: AccessToken.Scopes) async throws -> AccessToken {
        let token: HostProfile.Token
        do {
            token = try services.exchangeToken?.getService() ?? HostProfile.Token(token: "exchange-\(scopes.audience)-\(miniAppId)", validForSeconds: 3600)
        } catch HostServiceError.failed(let message) {
            throw AccessTokenError.authorizationFailure(message)
        }
        return AccessToken(token: token.token, validUntil: Date().addingTimeInterval(token.validForSeconds ?? 3600), scopes: scopes)
    }
}

extension ProfileHost: AppLinkProvider {
    private func isInstalled(_ name: String) -> Bool {
        (services.installedApps ?? []).contains(name)
    }

    public func canOpenAppDeeplink(_ url: URL) async throws -> Bool { isInstalled(url.scheme ?? "") }

    public func isAppDeeplinkSupported(_ url: URL) async throws -> Bool {
        guard let prefixes = services.supportedDeeplinks else { return true }
        return prefixes.contains { url.absoluteString.hasPrefix($0) }
    }

    public func launchAppUsingDeeplink(_ url: URL) async throws -> Bool {
        report("launchAppUsingDeeplink", url.absoluteString)
        return isInstalled(url.scheme ?? "")
    }

    public func launchAppUsingPackageName(_ packageName: String) async throws -> Bool {
        report("launchAppUsingPackageName", packageName)
        return isInstalled(packageName)
    }

    public func isAppInstalled(_ query: InstalledAppQuery) async throws -> Bool {
        switch query {
        case .url(let url): isInstalled(url.scheme ?? "")
        case .packageName(let name): isInstalled(name)
        }
    }
}

extension ProfileHost: GalleryAndPhoneNumberProvider {
    public func imageFromGallery() async throws -> GalleryImage {
        report("getImageFromGallery")
        guard let picture = try services.galleryImage?.getService() else {
            return GalleryImage(data: Data(base64Encoded: Self.defaultPhotoBase64) ?? Data(), mimeType: "image/png", filename: "photo.png")
        }
        guard let data = Data(base64Encoded: picture.base64) else { throw HostServiceError.failed("services.galleryImage.base64 is not base64") }
        return GalleryImage(data: data, mimeType: picture.mimeType, filename: picture.filename)
    }

    public func phoneNumber() async throws -> String { try services.phoneNumber?.getService() ?? "+81-90-1234-5678" }

    /// ``defaultPhoto``'s bytes.
    static var defaultPhotoBase64: String { String(defaultPhoto.dropFirst("data:image/png;base64,".count)) }
}

extension ProfileHost: NotificationBadgeProvider {
    public func clearNotifications(_ category: NotificationCategory) async throws {
        report("shouldClearNotifications", "\(category)")
        _ = try services.notifications?.getService()
    }

    public func updateBadge(_ update: BadgeUpdate) async throws {
        report("shouldUpdateBadgeNumber", update.badgeNumber.map(String.init))
        _ = try services.notifications?.getService()
    }

    public func updateNotification(_ details: NotificationDetails) async throws {
        report("shouldUpdateNotificationInfo", details.title)
        _ = try services.notifications?.getService()
    }
}

extension ProfileHost: AnalyticsConfigurationProvider {
    public func configureAnalytics(_ configuration: AnalyticsConfiguration) async throws {
        report("configureAnalytics", "\(configuration.applicationId)/\(configuration.accountId)/\(configuration.ssc)")
        _ = try services.analyticsConfiguration?.getService()
    }

    public func logEvent(_ message: String, level: MiniAppLogLevel) async throws -> Bool {
        report("logEvent", "\(level.rawValue): \(message)")
        return try services.logEvent?.getService() ?? true
    }
}

extension ProfileHost: SIMAndKYCProvider {
    public func isEsimSupported() async throws -> Bool { try services.esimSupported?.get(typed: SimCheckError.self) ?? true }

    public func setupAndInstallEsim(_ configuration: EsimConfiguration) async throws -> Bool {
        report("setupAndInstallEsim", configuration.address)
        return try services.esimInstall?.get(typed: SimCheckError.self) ?? true
    }

    public func isSimInstalled() async throws -> Bool { try services.simInstalled?.get(typed: SimCheckError.self) ?? true }

    public func startICChipKyc(_ request: ICChipKycRequest) async throws -> Bool {
        report("startICChipKyc", request.idid)
        return try services.icChipKyc?.getService() ?? true
    }
}

extension ProfileHost: AppSettingsProvider {
    /// The profile's `services.devicePermissions`, else what the display decided for
    /// the page's own camera and microphone requests, else `unknown`.
    public func permissionStatus(_ permission: DevicePermissionName) async throws -> DevicePermissionStatus {
        services.devicePermissions?[permission.rawValue] ?? mediaCaptureStatus?(permission) ?? .unknown
    }

    public func launchAppSettings() async throws -> Bool {
        report("launchAppSettings")
        return try services.appSettings?.getService() ?? true
    }
}

extension ProfileHost: PurchaseProvider {
    static let defaultProduct = PurchaseProduct(
        title: "Sample product", description: "A product miniapp open sells", id: "product-1",
        productPriceInfo: .init(currencyCode: "JPY", price: "100"))

    public func products() async throws -> [PurchaseProduct] {
        try services.products?.get(typed: PurchaseError.self) ?? [Self.defaultProduct]
    }

    public func purchase(productId: String) async throws -> ProductPurchase {
        report("purchaseProductWith", productId)
        let transaction = try services.purchase?.get(typed: PurchaseError.self) ?? "transaction-\(productId)"
        guard let product = try await products().first(where: { $0.id == productId }) else { throw PurchaseError.productNotFound }
        return ProductPurchase(productInfo: product, transactionId: transaction, transactionDate: ISO8601DateFormatter().string(from: Date()))
    }

    public func consume(productId: String, transactionId: String) async throws -> ConsumedPurchase {
        report("consumeProductWith", "\(productId) \(transactionId)")
        return try services.consume?.get(typed: PurchaseError.self) ?? ConsumedPurchase()
    }
}

extension ProfileHost: MiniAppLoadingObserver {
    public func miniAppFinishedLoading(miniAppId: String) async {
        report("miniAppFinishedLoading", miniAppId)
    }
}

extension ProfileHost: FeatureListProvider {
    /// The SDK's list, less the actions the profile says this host does not implement
    /// (`{"error": "FAILED_TO_CONFORM_PROTOCOL"}`), so `getFeatureList` stays true.
    public func featureList(answered: [String]) async throws -> [String] {
        let services = services
        var missing: Set<String> = []
        func drop<Value>(_ answer: HostProfile.Answer<Value>?, _ actions: String...) {
            if answer?.saysNotImplemented == true { missing.formUnion(actions) }
        }
        drop(services.loggedIn, "isLoggedIn")
        drop(services.loginUI, "triggerLoginUI")
        drop(services.logout, "forceLogout")
        drop(services.exchangeToken, "getExchangeToken")
        drop(services.phoneNumber, "getPhoneNumber")
        drop(services.galleryImage, "getImageFromGallery")
        drop(services.notifications, "shouldClearNotifications", "shouldUpdateBadgeNumber", "shouldUpdateNotificationInfo")
        drop(services.analyticsConfiguration, "configureAnalytics")
        drop(services.logEvent, "logEvent")
        drop(services.esimSupported, "isEsimSupported")
        drop(services.esimInstall, "setupAndInstallEsim")
        drop(services.simInstalled, "isSimInstalled")
        drop(services.icChipKyc, "startICChipKyc")
        drop(services.appSettings, "launchAppSettings")
        drop(services.products, "getAllProducts")
        drop(services.purchase, "purchaseProductWith")
        drop(services.consume, "consumeProductWith")
        return answered.filter { !missing.contains($0) }
    }
}
