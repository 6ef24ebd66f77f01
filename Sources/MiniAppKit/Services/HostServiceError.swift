public import Foundation

/// Errors a host service throws, one enum per family the protocol distinguishes.
///
/// Each maps to the exact wire error of §4.3; `failedToConformToProtocol` is what the
/// default implementations throw when the host does not provide a service.
public enum HostServiceError: Error, Sendable, Equatable, LocalizedError {
    /// The host does not implement this service.
    case failedToConformToProtocol
    /// The user said no.
    case userDenied
    /// The host failed, with a message for the mini app.
    case failed(String)

    /// The seed's English text; for ``HostServiceError/failed(_:)``, the host's own message.
    public var errorDescription: String? {
        switch self {
        case .failedToConformToProtocol: "Host app failed to implement required interface"
        case .userDenied: "User denied to share the detail"
        case .failed(let message): message
        }
    }
}

/// Why a device permission was not granted (§4.3 `MASDKPermissionError`).
public enum DevicePermissionError: String, Error, Sendable, Equatable {
    case denied = "DENIED"
    case notDetermined = "NOT_DETERMINED"
    case restricted = "RESTRICTED"
    case failedToConformToProtocol = "FAILED_TO_CONFORM_PROTOCOL"

    /// The description sent after the name.
    public var message: String {
        switch self {
        case .denied: "User has explicitly denied authorization"
        case .notDetermined: "User has not yet made a choice"
        case .restricted: "Host app is not authorized to use location services"
        case .failedToConformToProtocol: "Host app failed to implement required interface"
        }
    }
}

/// Why an access token was not issued (§4.3 `MASDKAccessTokenError`).
public enum AccessTokenError: Error, Sendable, Equatable {
    case failedToConformToProtocol
    case audienceNotSupported
    case scopesNotSupported
    case authorizationFailure(String)
    case error(String)
}

/// Why points could not be read (§4.3 `MASDKPointError`).
public enum PointsError: Error, Sendable, Equatable {
    case failedToConformToProtocol
    case error(String)
}

/// Why an ad could not be loaded or shown (§4.3 `MASDKAdsDisplayError`).
public enum AdsDisplayError: String, Error, Sendable, Equatable, LocalizedError {
    case unknownError = "UKNOWN_ERROR"
    case failedToConformToProtocol = "FAILED_TO_CONFORM_PROTOCOL"
    case sdkError
    case adNotLoaded
    case adIdError
    case rewardFailure
    case hostUIError

    /// The seed's English text for each case.
    public var errorDescription: String? {
        switch self {
        case .unknownError: "Unknown error occurred"
        case .failedToConformToProtocol: "Host app failed to implement required interface"
        case .sdkError: "Third party Ads SDK failed to provide an ad"
        case .adNotLoaded: "Ad is not ready to launch"
        case .adIdError: "Ad identifiers not provided or wrong request parameters format"
        case .rewardFailure: "A reward could not be generated"
        case .hostUIError: "The host controller is not able to display the ad"
        }
    }
}

/// Why a file download failed (§4.5).
public enum FileDownloadError: Error, Sendable, Equatable {
    case failedToConformToProtocol
    case invalidURL
    case downloadFailed(reason: String, code: Int?)
    case httpError(reason: String, statusCode: Int)
    case saveFailure
    case error(String)
}

/// Why a browser or an HTML load failed: the five `InternalBrowserError` types of
/// js-miniapp 1.28, which the page turns into an `InternalBrowserError` with `code`
/// set to the type (§6).
public enum BrowserError: String, Error, Sendable, Equatable, CaseIterable, LocalizedError {
    /// The HTML of `loadUsingHTMLString` is more than the host takes.
    case htmlStringTooLarge = "HTML_STRING_TOO_LARGE"
    /// The callback URL of `loadUsingHTMLString` has a scheme the host cannot watch for.
    case invalidCallbackURLScheme = "INVALID_CALLBACK_URL_SCHEME"
    /// The page could not be reached.
    case networkError = "NETWORK_ERROR"
    /// The browser could not load the page.
    case webViewLoadFailed = "WEBVIEW_LOAD_FAILED"
    /// Any other browser failure.
    case browserError = "MINIAPP_BROWSER_ERROR"

    /// The message the page receives.
    public var errorDescription: String? {
        switch self {
        case .htmlStringTooLarge: "The HTML string is too large to load"
        case .invalidCallbackURLScheme: "The callback URL's scheme is not supported"
        case .networkError: "The page could not be reached"
        case .webViewLoadFailed: "The page failed to load"
        case .browserError: "The browser failed"
        }
    }
}

/// Why a SIM or eSIM question could not be answered: the two `SimCheckError` types of
/// js-miniapp 1.28 (§6).
public enum SimCheckError: String, Error, Sendable, Equatable, CaseIterable, LocalizedError {
    /// The user or the system refused (the phone-state permission, an eSIM install).
    case denied = "DENIED"
    /// The check itself failed.
    case failedToCheck = "FAILED_TO_CHECK"

    /// The message the page receives.
    public var errorDescription: String? {
        switch self {
        case .denied: "Permission to check the SIM was denied"
        case .failedToCheck: "Failed to check the SIM"
        }
    }
}

/// Why a purchase failed: the five in-app purchase error types the page understands
/// (§4.7), each shown with its own fixed text by js-miniapp.
public enum PurchaseError: String, Error, Sendable, Equatable, CaseIterable, LocalizedError {
    case purchaseFailed = "PurchaseFailedError"
    case consumeFailed = "ConsumeFailedError"
    case productNotFound = "ProductNotFoundError"
    case productPurchasedAlready = "ProductPurchasedAlreadyError"
    case userCancelledPurchase = "UserCancelledPurchaseError"

    /// The text js-miniapp shows for each type (the page replaces whatever is sent).
    public var errorDescription: String? {
        switch self {
        case .purchaseFailed: "Product Purchase failed, please try again later"
        case .consumeFailed: "Unable to consume the product, please make sure the product is purchased already"
        case .productNotFound: "Unable to find the ProductId. Please make sure that the productId is registered in Google Play"
        case .productPurchasedAlready: "This Product is purchased already"
        case .userCancelledPurchase: "User cancelled the purchase"
        }
    }
}

/// Why a preference could not be stored or read (`preferences.*`, §6).
public enum MiniAppPreferenceError: Error, Sendable, Equatable, LocalizedError {
    /// The key is `""`.
    case emptyKey
    /// The key is longer than the store takes.
    case keyTooLong(maxBytes: Int)
    /// The value is `""`, which the page could not tell from a failure.
    case emptyValue
    /// The store is at its size limit.
    case full
    /// Reading or writing failed.
    case io(String)

    /// The message the page receives.
    public var errorDescription: String? {
        switch self {
        case .emptyKey: "The value which is passed is empty."
        case .keyTooLong(let maxBytes): "The preference key is longer than \(maxBytes) bytes."
        case .emptyValue: "The value which is passed is empty."
        case .full: "Preferences size exceeded"
        case .io(let reason): "IO Error: \(reason)"
        }
    }
}
