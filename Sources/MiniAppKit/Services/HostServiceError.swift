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
