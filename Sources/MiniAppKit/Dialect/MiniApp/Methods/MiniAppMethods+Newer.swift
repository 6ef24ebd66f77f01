import Foundation

/// The actions js-miniapp 1.17–1.28 added (§6) and the three purchase actions 5.6.1
/// declared but never implemented (§2 rows 31–33).
///
/// Each is answered by the host's service when the host's delegate conforms to that
/// service's protocol (conformance is what "implements" means, so `getFeatureList` can
/// tell the truth), else by the SDK's default where it has one, else exactly as before
/// this table existed: `FAILED_TO_CONFORM_PROTOCOL … (<action> is not supported by
/// this host)`. A service that throws ``HostServiceError/failedToConformToProtocol``
/// gets that same answer.
extension MiniAppMethods {
    /// One newer action: its method, and whether this host answers it with something
    /// other than "not supported".
    struct NewerAction {
        var method: M
        var isAnswered: @MainActor (MiniAppContext) -> Bool
        var name: String { method.name }
    }

    /// Every newer action, by concern (`MiniAppMethods+<concern>.swift`).
    static var newerActions: [NewerAction] {
        preferenceActions + loginActions + browserActions + appLinkActions + cookieActions + galleryAndPhoneActions
            + notificationActions + analyticsConfigurationActions + simAndKYCActions + appSettingsActions
            + webViewConfigurationActions + purchaseActions + [featureList, finishedLoading]
    }

    static var newer: [M] { newerActions.map(\.method) }

    /// The names of the newer actions, whose requests also decode ``MiniAppNewerParameters``.
    package static let newerActionNames: Set<String> = [
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

    /// What a newer action's parameters lack.
    enum ParameterProblem: Error {
        /// A required key is missing, or a value is not one the action knows.
        case malformed
        /// A required string is `""`.
        case empty
        /// A URL that does not parse, or a scheme the action does not open.
        case invalidURL
    }

    /// A newer action answered by `Service` when the host conforms, else by `fallback`
    /// when given (the SDK's default), else "not supported". `body` returns the success
    /// value; what it throws is answered by ``newerError(_:action:)``.
    static func serviceAction<Service>(
        _ name: String,
        _ service: Service.Type,
        fallbackAvailable: @escaping @MainActor (MiniAppContext) -> Bool = { _ in false },
        _ body: @escaping @MainActor @Sendable (BridgeCall<MiniAppParameters>, MiniAppContext, Service?) async throws -> String
    ) -> NewerAction {
        let method = M(name) { call, context in
            let provided = context.service(Service.self)
            guard provided != nil || fallbackAvailable(context) else {
                return .reply(.failure(MiniAppErrorText.notSupported(name)))
            }
            do {
                return .reply(.success(try await body(call, context, provided)))
            } catch {
                return .reply(.failure(newerError(error, action: name)))
            }
        }
        return NewerAction(method: method, isAnswered: { context in context.service(Service.self) != nil || fallbackAvailable(context) })
    }

    /// `true` / `false`, which js-miniapp reads with its `BooleanValue`.
    static func bool(_ value: Bool) -> String { value ? "true" : "false" }

    /// A required string parameter: missing is `unexpectedMessageFormat`, `""` is `valueIsEmpty`.
    static func required(_ value: String?) throws(ParameterProblem) -> String {
        guard let value else { throw .malformed }
        guard !value.isEmpty else { throw .empty }
        return value
    }

    /// A URL parameter: required, and a URL with a scheme.
    static func url(_ value: String?) throws(ParameterProblem) -> URL {
        let text = try required(value)
        guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else { throw .invalidURL }
        return url
    }

    /// The error value of a newer action: every error a service may throw, in the JE
    /// form js-miniapp 1.28's `parseMiniAppError` turns into its error classes.
    static func newerError(_ error: any Error, action: String) -> String {
        switch error {
        case let problem as ParameterProblem:
            switch problem {
            case .malformed: return MiniAppErrorText.unexpectedFormatJSON
            case .empty: return MiniAppErrorText.valueIsEmptyJSON
            case .invalidURL: return MiniAppErrorText.json(type: "InvalidUrlError", message: "URL is invalid.")
            }
        case is ExchangeTokenRefusal:
            return MiniAppErrorText.permissionJSON("accessTokenPermissionError", "access token")
        case let error as HostServiceError:
            switch error {
            case .failedToConformToProtocol: return MiniAppErrorText.notSupported(action)
            case .userDenied: return MiniAppErrorText.json(type: "userDenied", message: "User denied to share the detail")
            case .failed(let message): return MiniAppErrorText.json(type: "hostAppError", message: message)
            }
        case let error as BrowserError:
            return MiniAppErrorText.json(type: error.rawValue, message: text(of: error))
        case let error as SimCheckError:
            return MiniAppErrorText.json(type: error.rawValue, message: text(of: error))
        case let error as PurchaseError:
            return MiniAppErrorText.json(type: error.rawValue, message: text(of: error))
        case let error as MiniAppPreferenceError:
            switch error {
            case .emptyKey, .emptyValue: return MiniAppErrorText.valueIsEmptyJSON
            case .keyTooLong: return MiniAppErrorText.json(type: "unexpectedMessageFormat", message: text(of: error))
            case .full: return MiniAppErrorText.json(type: "PreferencesFullError", message: text(of: error))
            case .io: return MiniAppErrorText.json(type: "PreferencesIOError", message: text(of: error))
            }
        case let error as AccessTokenError:
            switch error {
            case .failedToConformToProtocol: return MiniAppErrorText.notSupported(action)
            case .audienceNotSupported: return MiniAppErrorText.json(type: "AudienceNotSupportedError", message: nil)
            case .scopesNotSupported: return MiniAppErrorText.json(type: "ScopesNotSupportedError", message: nil)
            case .authorizationFailure(let message): return MiniAppErrorText.json(type: "AuthorizationFailureError", message: message)
            case .error(let message): return MiniAppErrorText.json(type: nil, message: message)
            }
        default:
            return MiniAppErrorText.json(type: "hostAppError", message: text(of: error))
        }
    }
}
