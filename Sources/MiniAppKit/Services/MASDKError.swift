public import Foundation

/// The SDK's errors, with the seed's cases and English texts (§4.8 of the protocol).
///
/// Hosts return these from services (for example `invalidContactId`), and the
/// platform client throws them. Their `localizedDescription` is what the `miniapp`
/// dialect sends as a free-text error.
public enum MASDKError: Error, Sendable, Equatable, LocalizedError {
    case serverError(code: Int, message: String)
    case invalidURLError
    case invalidAppId
    case invalidVersionId
    case invalidResponseData
    case downloadingFailed
    case noPublishedVersion
    case miniAppNotFound
    case metaDataFailure
    case invalidContactId
    case failedToConformToProtocol
    case invalidSignature
    case miniAppCorrupted
    case unknownError(domain: String, code: Int, description: String)
    case miniAppTooManyRequestsError

    public var errorDescription: String? {
        switch self {
        case .serverError(let code, let message): "Server returned an error. \(code): \(message)"
        case .invalidURLError: "URL is invalid."
        case .invalidAppId: "Provided Mini App ID is invalid."
        case .invalidVersionId: "Provided Mini App Version ID is invalid."
        case .invalidResponseData: "Invalid response received from server."
        case .downloadingFailed: "Failed to download the mini app."
        case .noPublishedVersion: "Server returned no published versions for the provided Mini App ID."
        case .miniAppNotFound: "Server could not find the provided Mini App ID."
        case .metaDataFailure: "Mini App has not been granted all of the required permissions."
        case .invalidContactId: "Provided contact ID is invalid."
        case .failedToConformToProtocol: "Host app failed to implement required interface"
        case .invalidSignature: "Mini app signature check failed."
        case .miniAppCorrupted: "Mini app is not downloaded properly or corrupted"
        case .unknownError(let domain, let code, let description):
            "Unknown error occurred in \(domain) domain with error code \(code): \(description)"
        case .miniAppTooManyRequestsError: "Mini app is requested too many times"
        }
    }
}
