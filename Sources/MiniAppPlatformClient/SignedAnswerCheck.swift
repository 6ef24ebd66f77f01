import Foundation
import MiniAppKit

/// What a signed manifest answer must say, beyond a valid signature for the right app
/// (``ManifestVerifier``), before the client acts on it: TUF's checks against rollback and
/// freeze attacks, applied to the one signed answer the registry gives (docs/PLATFORM.md,
/// "Update security").
///
/// - Its **purpose** is the one asked for: a client installing published versions takes
///   only `release` answers, so a preview path's answer (which signs any version,
///   withdrawn ones included) is never an install or an update; a preview client takes
///   only `preview` answers.
/// - It has not **expired** at the update's start (TUF's "fixed update start time"), give
///   or take ``tolerance`` for clock skew, and it was not signed long before an answer the
///   client already accepted for the app (TUF: a timestamp's version never goes down).
/// - A release names its **publication** and the app's **latest** one, which the
///   install's replay rule and its choice of version rest on.
struct SignedAnswerCheck: Sendable {
    /// The answers a client takes: its paths' kind.
    enum Purpose: String, Sendable {
        case release, preview
    }

    var purpose: Purpose
    /// When the update began, by this device's clock; every expiry is judged against it.
    var start: Date
    /// How far the device's clock and the registry's may disagree (``MiniAppSdkConfig/clockSkewTolerance``).
    var tolerance: TimeInterval
    /// The newest signing time of an answer accepted for the app, in milliseconds since 1970.
    var newestSignedAt: Int?

    /// - Throws: `MASDKError.signedForAnotherPurpose(expected:received:)`,
    ///   `MASDKError.signedAnswerIncomplete(versionId:missing:)`,
    ///   `MASDKError.signedAnswerExpired(appId:signedAt:expiresAt:checkedAt:)` or
    ///   `MASDKError.signedAnswerOutdated(appId:signedAt:newest:)`.
    func check(_ list: SignedFileList, appId: String) throws(MASDKError) {
        if let received = list.purpose, received != purpose.rawValue {
            throw .signedForAnotherPurpose(expected: purpose.rawValue, received: received)
        }
        var missing: [String] = []
        if list.purpose == nil { missing.append("purpose") }
        if list.signedAt == nil { missing.append("signedAt") }
        if list.expiresAt == nil { missing.append("expiresAt") }
        if purpose == .release {
            if list.publication == nil { missing.append("publication") }
            if list.latest == nil { missing.append("latest") }
        }
        guard missing.isEmpty, let signedAt = list.signedAt.map(Self.date), let expiresAt = list.expiresAt.map(Self.date) else {
            throw .signedAnswerIncomplete(versionId: list.versionId, missing: missing)
        }
        let tolerance = max(0, tolerance)
        if start.timeIntervalSince(expiresAt) > tolerance {
            throw .signedAnswerExpired(appId: appId, signedAt: signedAt, expiresAt: expiresAt, checkedAt: start)
        }
        if let newest = newestSignedAt.map(Self.date), newest.timeIntervalSince(signedAt) > tolerance {
            throw .signedAnswerOutdated(appId: appId, signedAt: signedAt, newest: newest)
        }
    }

    /// Milliseconds since 1970 as a date (in floating point: no value overflows).
    static func date(_ milliseconds: Int) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
