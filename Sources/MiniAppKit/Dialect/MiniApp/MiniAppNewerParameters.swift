/// The `param` keys of the actions js-miniapp 1.17–1.28 added (§6), decoded only for
/// those actions.
///
/// Kept apart from ``MiniAppParameters`` so a request of a 5.6.1 action decodes
/// exactly as before: none of these keys is read for it, whatever it carries. For a
/// newer action, a key of the wrong type fails the decode as in 5.6.1 (PT
/// `unexpectedMessageFormat`); a missing required key is answered by the method.
package struct MiniAppNewerParameters: Sendable, Decodable, Equatable {
    /// The eSIM fields (`setupAndInstallEsim`), all strings.
    package struct EsimConfig: Sendable, Decodable, Equatable {
        package var address: String?
        package var confirmationCode: String?
        package var eid: String?
        package var iccid: String?
        package var matchingId: String?
        package var oid: String?
    }

    /// `shouldUpdateBadgeNumber`'s and `shouldUpdateNotificationInfo`'s object.
    package struct NotificationFields: Sendable, Decodable, Equatable {
        package var title: String?
        package var body: String?
        package var icon: String?
        package var url: String?
        package var timestamp: String?
        package var additionalData: String?
        package var badgeNumber: Int?
        package var notificationInfoType: Int?
        package var notificationInfoPriority: Int?
        package var clearAfterRead: Bool?
    }

    package var preferenceKey: String?
    package var preferenceValue: String?
    package var cookieList: [String]?
    package var deeplinkURL: String?
    package var packageName: String?
    package var eSimConfig: EsimConfig?
    package var httpMethod: String?
    package var httpBody: [String: String]?
    package var htmlString: String?
    package var callbackUrl: String?
    package var baseUrl: String?
    package var notificationType: Int?
    package var notificationInfo: NotificationFields?
    package var notificationDetailedInfo: NotificationFields?
    package var logMessage: String?
    package var logType: String?
    package var permissionName: String?
    package var shouldAllowNavigationGestures: Bool?
    package var shouldOpenInNativeWebView: Bool?
    // `configureAnalytics` and `startICChipKyc` send their object as `param` itself.
    package var applicationId: String?
    package var accountId: String?
    package var ssc: String?
    package var customerId: String?
    package var contractedPlan: String?
    package var idid: String?
    package var minor: Bool?
    package var redirectUri: String?
    package var supportedKycTypes: String?
    package var enabledSecurityCheck: Bool?
    // `productId` and `productTransactionId` (purchases, §2 rows 32–33).
    package var productId: String?
    package var productTransactionId: String?

    package init() {}
}
