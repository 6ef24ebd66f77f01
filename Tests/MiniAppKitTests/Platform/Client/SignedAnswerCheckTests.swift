import Foundation
import Testing
@testable import MiniAppKit
@testable import MiniAppPlatformClient

/// The checks a verified signed answer passes before the client acts on it (issue 29,
/// defects 2 and 6): its purpose, its release fields, its expiry and its signing time,
/// with clock skew allowed both ways.
@Suite struct SignedAnswerCheckTests {
    /// 2026-11-24T09:30:00Z, in milliseconds since 1970.
    static let now = 1_795_512_600_000
    static let start = Date(timeIntervalSince1970: Double(now) / 1000)

    static func answer(
        purpose: String? = "release", signedAt: Int? = now - 60_000, expiresAt: Int? = now + 3_540_000,
        publication: Int? = 4, latest: SignedFileList.Latest? = .init(versionId: "v2", publication: 4)
    ) -> SignedFileList {
        SignedFileList(
            manifest: [], publicKeyId: "k", versionId: "v2", files: [], projectId: "demo", appId: "hello", createdAt: 1,
            publication: publication, purpose: purpose, signedAt: signedAt, expiresAt: expiresAt, latest: latest)
    }

    static func check(_ purpose: SignedAnswerCheck.Purpose = .release, tolerance: TimeInterval = 300, newest: Int? = nil) -> SignedAnswerCheck {
        SignedAnswerCheck(purpose: purpose, start: start, tolerance: tolerance, newestSignedAt: newest)
    }

    @Test func aFreshReleaseAnswerPasses() throws {
        try Self.check().check(Self.answer(), appId: "hello")
        // A preview answer needs no publication: drafts have none.
        try Self.check(.preview).check(Self.answer(purpose: "preview", publication: nil, latest: nil), appId: "hello")
    }

    @Test func anAnswerForAnotherPurposeIsRefusedWhateverElseItSays() {
        #expect(throws: MASDKError.signedForAnotherPurpose(expected: "release", received: "preview")) {
            try Self.check().check(Self.answer(purpose: "preview", publication: nil, latest: nil), appId: "hello")
        }
        #expect(throws: MASDKError.signedForAnotherPurpose(expected: "preview", received: "release")) {
            try Self.check(.preview).check(Self.answer(), appId: "hello")
        }
    }

    @Test func anAnswerWithoutItsFieldsIsRefusedNamingThem() {
        // An older registry's answer: no purpose, no times, and for a version never
        // published or withdrawn, no publication.
        let old = Self.answer(purpose: nil, signedAt: nil, expiresAt: nil, publication: nil, latest: nil)
        #expect(throws: MASDKError.signedAnswerIncomplete(versionId: "v2", missing: ["purpose", "signedAt", "expiresAt", "publication", "latest"])) {
            try Self.check().check(old, appId: "hello")
        }
        #expect(throws: MASDKError.signedAnswerIncomplete(versionId: "v2", missing: ["publication"])) {
            try Self.check().check(Self.answer(publication: nil), appId: "hello")
        }
        let text = MASDKError.signedAnswerIncomplete(versionId: "v2", missing: ["publication"]).localizedDescription
        #expect(text.contains("has no publication") && text.contains("update it"), "\(text)")
    }

    @Test func anExpiredAnswerIsRefusedBeyondTheClockSkewAllowed() {
        // Expired four minutes ago: within the default five minutes of skew.
        let recent = Self.answer(signedAt: Self.now - 3_840_000, expiresAt: Self.now - 240_000)
        #expect(throws: Never.self) { try Self.check().check(recent, appId: "hello") }
        // Expired yesterday.
        let yesterday = Self.answer(signedAt: Self.now - 86_400_000, expiresAt: Self.now - 82_800_000)
        #expect(throws: MASDKError.signedAnswerExpired(
            appId: "hello", signedAt: SignedAnswerCheck.date(Self.now - 86_400_000), expiresAt: SignedAnswerCheck.date(Self.now - 82_800_000),
            checkedAt: Self.start)) {
            try Self.check().check(yesterday, appId: "hello")
        }
        // With no skew allowed, a millisecond past its expiry is too late.
        #expect(throws: MASDKError.self) { try Self.check(tolerance: 0).check(Self.answer(expiresAt: Self.now - 1), appId: "hello") }
        let error = MASDKError.signedAnswerExpired(
            appId: "hello", signedAt: SignedAnswerCheck.date(Self.now - 86_400_000), expiresAt: SignedAnswerCheck.date(Self.now - 82_800_000),
            checkedAt: Self.start)
        #expect(error.isStaleAnswer)
        #expect(error.localizedDescription.contains("expired at 2026-11-23T10:30:00Z (signed at 2026-11-23T09:30:00Z); this device's clock says 2026-11-24T09:30:00Z"),
                "\(error.localizedDescription)")
    }

    @Test func anAnswerSignedInTheFutureByASkewedClockPasses() throws {
        // The device's clock runs ten minutes behind the registry's: the answer looks
        // signed in the future, which proves nothing against it.
        try Self.check().check(Self.answer(signedAt: Self.now + 600_000, expiresAt: Self.now + 4_200_000), appId: "hello")
    }

    @Test func anAnswerSignedWellBeforeOneAlreadyAcceptedIsRefused() throws {
        // Servers reuse a signed answer for up to a minute, and their clocks differ a
        // little: within the tolerance, an older signing time passes.
        try Self.check(newest: Self.now - 30_000).check(Self.answer(signedAt: Self.now - 60_000), appId: "hello")
        #expect(throws: MASDKError.signedAnswerOutdated(
            appId: "hello", signedAt: SignedAnswerCheck.date(Self.now - 3_000_000), newest: SignedAnswerCheck.date(Self.now - 30_000))) {
            try Self.check(newest: Self.now - 30_000).check(Self.answer(signedAt: Self.now - 3_000_000), appId: "hello")
        }
    }

    @Test func extremeTimesNeitherTrapNorPass() {
        #expect(throws: MASDKError.self) { try Self.check().check(Self.answer(signedAt: Int.min, expiresAt: Int.min), appId: "hello") }
        #expect(throws: MASDKError.self) { try Self.check(newest: Int.max).check(Self.answer(), appId: "hello") }
    }
}
