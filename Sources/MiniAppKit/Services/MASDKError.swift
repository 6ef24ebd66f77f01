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
    /// The signed answer was made for another purpose than the one asked for: a preview
    /// path's answer (which serves any version, withdrawn ones included, to testers)
    /// offered to an install or update, or the reverse. Ours, not the seed's.
    case signedForAnotherPurpose(expected: String, received: String)
    /// The signed answer lacks fields the client judges it by (`missing`, such as its
    /// `publication`, `signedAt` or `expiresAt`): the registry predates them, or the
    /// answer is not a release. Refused, so no answer escapes the replay and expiry
    /// checks. Ours, not the seed's.
    case signedAnswerIncomplete(versionId: String, missing: [String])
    /// The signed answer had expired when the check began (`checkedAt`, by this device's
    /// clock): something between the device and the registry replays old answers (TUF's
    /// freeze attack), or the device's clock is wrong. Ours, not the seed's.
    case signedAnswerExpired(appId: String, signedAt: Date, expiresAt: Date, checkedAt: Date)
    /// The signed answer was signed before one this device has already accepted for the
    /// app (`newest`): an old answer replayed. Ours, not the seed's.
    case signedAnswerOutdated(appId: String, signedAt: Date, newest: Date)
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
        case .signedForAnotherPurpose(let expected, let received):
            "Mini app signature check failed: the answer is signed for \(received), not \(expected)"
                + (received == "preview" ? " (a preview path's answer, which no install or update accepts)." : ".")
        case .signedAnswerIncomplete(let versionId, let missing):
            "The registry's signed answer for version \(versionId) has no \(missing.joined(separator: ", ")): "
                + "the registry is older than this client (update it), or the answer is not a release; refused."
        case .signedAnswerExpired(let appId, let signedAt, let expiresAt, let checkedAt):
            "The registry's signed answer for \(appId) expired at \(Self.text(expiresAt)) (signed at \(Self.text(signedAt))); "
                + "this device's clock says \(Self.text(checkedAt)). Either something between this device and the registry "
                + "replays old answers, or this device's clock is wrong; nothing newer was installed."
        case .signedAnswerOutdated(let appId, let signedAt, let newest):
            "The registry's signed answer for \(appId) was signed at \(Self.text(signedAt)), before an answer already accepted "
                + "here (signed at \(Self.text(newest))): an old answer replayed, refused; nothing newer was installed."
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

    /// A time in messages: UTC, to the second (`2026-11-24T09:30:00Z`).
    private static func text(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// Whether the error says the platform's signed answers were stale (expired, or older
    /// than one already accepted): like an unreachable platform, a reason to launch the
    /// installed version rather than nothing.
    public var isStaleAnswer: Bool {
        switch self {
        case .signedAnswerExpired, .signedAnswerOutdated: true
        default: false
        }
    }
}
