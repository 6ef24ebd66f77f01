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
    /// The manifest answer is signed with a key the host does not pin (the platform
    /// rotated its key, or the host pins another one). Ours, not the seed's: it names
    /// both sides, so the fix (pin `received` if the platform really uses it) is one look away.
    case signingKeyNotPinned(received: String, pinned: [String])
    case miniAppCorrupted
    /// The signed file list names another project or mini app than the one asked for:
    /// a validly signed version of another app, swapped in on the way. Ours, not the seed's.
    case signedForAnotherMiniApp(expected: String, received: String)
    /// The version offered is older than the one installed, and the host did not ask
    /// for it by id: a withdrawn version replayed. Ours, not the seed's.
    case olderThanInstalled(offered: String, installed: String)
    /// The signed answer for `offered` carries an older publication than the highest this
    /// device has seen for the app: an old answer replayed, not a rollback (a rollback is
    /// a newer publication). Ours, not the seed's (docs/PLATFORM.md, "Publications").
    case replayedPublication(offered: String, publication: Int, seen: Int)
    /// The host asked for a version (by id or tag) the platform does not have; `versions`
    /// are the tags (or ids) it has, so the right one is one look away. Ours, not the seed's.
    case versionNotFound(appId: String, version: String, versions: [String])
    /// The version asked for exists but is not published (a draft, or withdrawn by a
    /// rollback): only its preview code opens it. Ours, not the seed's.
    case versionNotPublished(appId: String, version: String)
    /// The platform's (unsigned) listing entry for the mini app asked for names another
    /// one: an answer swapped on the way, refused before anything is downloaded. Ours,
    /// not the seed's.
    case answeredForAnotherMiniApp(asked: String, answered: String)
    case unknownError(domain: String, code: Int, description: String)
    case miniAppTooManyRequestsError

    /// The seed's English text; the `miniapp` dialect sends it where the protocol expects a free-text error.
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
        case .signingKeyNotPinned(let received, let pinned):
            "Mini app signature check failed: the manifest is signed with key \(received), but "
                + (pinned.isEmpty ? "no key is pinned." : "the pinned key\(pinned.count == 1 ? " is" : "s are") \(pinned.joined(separator: ", ")).")
                + " If the platform rotated its signing key, pin the new one."
        case .miniAppCorrupted: "Mini app is not downloaded properly or corrupted"
        case .signedForAnotherMiniApp(let expected, let received):
            "Mini app signature check failed: the signed file list is for \(received), not \(expected)."
        case .olderThanInstalled(let offered, let installed):
            "Mini app version \(offered) is older than the installed version \(installed); ask for it by id to roll back."
        case .replayedPublication(let offered, let publication, let seen):
            "Mini app version \(offered) comes with publication \(publication), older than publication \(seen) already seen here: "
                + "a replayed answer, refused (a rollback is a newer publication); ask for it by id to install it anyway."
        case .versionNotFound(let appId, let version, let versions):
            "no version \(version) of \(appId); versions: " + (versions.isEmpty ? "none" : versions.joined(separator: ", "))
        case .versionNotPublished(let appId, let version):
            "version \(version) of \(appId) is not published (a draft, or withdrawn by a rollback); open it with its preview code"
        case .answeredForAnotherMiniApp(let asked, let answered):
            "Mini app \(asked) was asked for, but the platform's answer is for \(answered); nothing was installed."
        case .unknownError(let domain, let code, let description):
            "Unknown error occurred in \(domain) domain with error code \(code): \(description)"
        case .miniAppTooManyRequestsError: "Mini app is requested too many times"
        }
    }
}
