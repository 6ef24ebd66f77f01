import Foundation
import MiniAppKit

/// How the client decides what the latest version is. The list and info answers are not
/// signed; only the manifest answer is, so every decision rests on it (docs/PLATFORM.md,
/// "Update security"):
///
/// - the signed answer of the version the list names is fetched at every update check,
///   installed version or not, and must be fresh (``SignedAnswerCheck``): a replayed old
///   answer cannot say "up to date" (TUF's freeze attack);
/// - it names the app's published version (`latest`), which wins over the list: a
///   replayed list cannot hold the client on an older version;
/// - its publication may not be lower than the highest this device has seen, unless the
///   host asks for the version by id: a replayed answer cannot bring a withdrawn version
///   back, while a rollback, a newer publication, installs (TUF's rule for versions).
extension MiniAppClient {
    /// Installs or keeps the latest version, starting from the list's entry `listed`.
    func update(
        from listed: MiniAppInfo, appId: String, start: Date, report: @escaping @Sendable (InstallProgress) -> Void
    ) async throws -> InstalledMiniApp {
        var info = listed
        try Self.check(appId: appId, versionId: info.version.versionId)
        var list = try await checkedList(appId: appId, versionId: info.version.versionId, chosenByHost: false, start: start)
        if let latest = list.latest, latest.versionId != info.version.versionId {
            // The list names another version than the signed answer's `latest`: a stale or
            // replayed list, or a publish between the two requests. The signed word wins.
            try Self.check(appId: appId, versionId: latest.versionId)
            info = try await listedEntry(latest.versionId, of: appId, listed: listed)
            list = try await checkedList(appId: appId, versionId: latest.versionId, chosenByHost: false, start: start)
        }
        try refuseReplay(appId: appId, offered: list.versionId, list: list)
        if let pointer = layout.pointer(appId), pointer.current != list.versionId, pointer.failed?.contains(list.versionId) == true {
            // The latest version failed to launch here and was rolled back: the version it
            // was rolled back to stays until a newer one appears.
            let kept = layout.record(appId, pointer.current)?.info ?? info
            if let reused = try reuse(appId, pointer.current, decidedBy: list, report: report) { return reused }
            let own = try await checkedList(appId: appId, versionId: pointer.current, chosenByHost: false, start: start)
            return try await download(kept, list: own, appId: appId, chosenByHost: false, report: report)
        }
        if let reused = try reuse(appId, list.versionId, decidedBy: list, report: report) { return reused }
        return try await download(info, list: list, appId: appId, chosenByHost: false, report: report)
    }

    /// The list's entry for `versionId`, the version a signed answer names as the latest:
    /// asked for again (a publish may have come between the list and the answer), else
    /// the entry first listed with that version (its tag then unknown).
    private func listedEntry(_ versionId: String, of appId: String, listed: MiniAppInfo) async throws -> MiniAppInfo {
        let again = try await requestInfo(appId: appId, versionId: versionId)
        if again.version.versionId == versionId { return again }
        var info = listed
        info.version = .init(versionTag: "", versionId: versionId)
        return info
    }

    /// Refuses `list` (the signed answer for `offered`, offered as the latest) when its
    /// publication is lower than the highest this device has seen: an old answer replayed,
    /// not a rollback (which is a newer publication of an older version). The rule is
    /// TUF's for metadata versions. A preview client has no such order: drafts have no
    /// publication.
    private func refuseReplay(appId: String, offered: String, list: SignedFileList) throws(MASDKError) {
        guard !config.isPreviewMode, let publication = list.publication, let seen = layout.pointer(appId)?.publication,
              publication < seen
        else { return }
        throw .replayedPublication(offered: offered, publication: publication, seen: seen)
    }

    /// The publication `list` lets this device record as seen: none for a preview client.
    func seenPublication(_ list: SignedFileList?) -> Int? {
        config.isPreviewMode ? nil : list?.highestPublication
    }

    /// Fetches, verifies and checks the signed answer of `versionId`: signed by a pinned
    /// key for this project and app (``ManifestVerifier``), for this client's purpose, not
    /// expired at `start` and not older than one already accepted (``SignedAnswerCheck``).
    ///
    /// - Throws: `MASDKError.versionNotPublished(appId:version:)` when the host asked for
    ///   a version the normal paths do not serve, and the errors of both checks.
    func checkedList(appId: String, versionId: String, chosenByHost: Bool, start: Date) async throws -> SignedFileList {
        let notFound: MASDKError = chosenByHost && !config.isPreviewMode
            ? .versionNotPublished(appId: appId, version: versionId) : .miniAppNotFound
        let answer = try await call(notFound: notFound) { try await transport.get(versionPath(appId, versionId, "manifest")) }
        let list = try verifier.verify(
            body: answer.body, signature: answer.header("Signature"), versionId: versionId, projectId: config.projectId, appId: appId)
        let check = SignedAnswerCheck(
            purpose: config.isPreviewMode ? .preview : .release, start: start, tolerance: config.clockSkewTolerance,
            newestSignedAt: layout.pointer(appId)?.signedAt)
        try check.check(list, appId: appId)
        return list
    }
}
