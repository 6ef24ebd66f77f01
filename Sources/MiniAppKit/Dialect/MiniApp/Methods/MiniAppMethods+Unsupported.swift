extension MiniAppMethods {
    /// Rows 31–33 (in-app purchase) and §6: actions of the newer JS bridge that 5.6.1
    /// does not implement. 5.6.1 leaves them hanging; we answer each with the §6 error.
    static let unsupportedActions: [String] = [
        "getAllProducts", "purchaseProductWith", "consumeProductWith",
        "getExchangeToken", "miniAppFinishedLoading", "configureAnalytics", "getAllCookies", "getCookies",
        "getFeatureList", "getPhoneNumber", "canOpenAppDeeplink", "isAppDeeplinkSupported", "isEsimSupported",
        "setupAndInstallEsim", "launchExternalBrowser", "launchInteractiveBrowser", "launchInternalBrowser",
        "loadUsingHTMLString", "getImageFromGallery", "setMiniAppPreference", "getMiniAppPreference",
        "removeMiniAppPreference", "clearMiniAppPreferences", "shouldClearNotifications", "shouldUpdateBadgeNumber",
        "shouldUpdateNotificationInfo", "startICChipKyc", "isLoggedIn", "triggerLoginUI", "forceLogout", "logEvent",
        "getPermissionStatus", "launchAppSettings", "launchAppUsingDeeplink", "launchAppUsingPackageName",
        "isAppInstalledInDevice", "isSimInstalled", "allowBackForwardNavigationGestures", "forceInternalWebView",
    ]

    static var unsupported: [M] {
        unsupportedActions.map { name in
            M(name) { _, _ in .reply(.failure(MiniAppErrorText.notSupported(name))) }
        }
    }
}
