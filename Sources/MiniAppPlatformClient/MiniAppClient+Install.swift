import Foundation
public import MiniAppKit

extension MiniAppClient {
    /// Installs the latest published version (or `versionId`) and returns it, reusing
    /// what is already on disk; launches the cached version when the platform cannot be
    /// reached or its signed answers are stale (``InstalledMiniApp/isOffline``, with
    /// ``InstalledMiniApp/offlineReason``). See ``installing(appId:versionId:)`` for
    /// progress and cancellation.
    ///
    /// - Throws: `MASDKError.signingKeyNotPinned(received:pinned:)` (signed with a key
    ///   the host does not pin), `MASDKError.invalidSignature` (no valid signature),
    ///   `MASDKError.miniAppCorrupted` (a file does not match its signed hash),
    ///   `MASDKError.noPublishedVersion`, `MASDKError.miniAppNotFound`,
    ///   `MASDKError.serverError(code:message:)`, `MASDKError.miniAppTooManyRequestsError`,
    ///   `MASDKError.answeredForAnotherMiniApp(asked:answered:)` and
    ///   `MASDKError.signedForAnotherMiniApp(expected:received:)` (an answer for another
    ///   app than `appId`), `MASDKError.signedForAnotherPurpose(expected:received:)` (a
    ///   preview answer offered to an install), `MASDKError.replayedPublication(offered:publication:seen:)`
    ///   (an older publication offered as the latest), `MASDKError.signedAnswerIncomplete(versionId:missing:)`,
    ///   `MASDKError.signedAnswerExpired(appId:signedAt:expiresAt:checkedAt:)` and
    ///   `MASDKError.signedAnswerOutdated(appId:signedAt:newest:)` (stale answers, when no
    ///   version is installed), a timed-out `MASDKError.unknownError` when a file or the
    ///   install passes its deadline (``MiniAppSdkConfig/downloadDeadlines``).
    ///   On any failure the previously installed version stays current.
    public func install(appId: String, versionId: String? = nil) async throws -> InstalledMiniApp {
        try await installing(appId: appId, versionId: versionId).value
    }

    /// Starts an install and returns its progress stream and result.
    public func installing(appId: String, versionId: String? = nil) -> InstallOperation {
        let (stream, continuation) = AsyncStream<InstallProgress>.makeStream(bufferingPolicy: .bufferingNewest(64))
        let task = Task { [self] in
            defer { continuation.finish() }
            return try await self.joinInstall(appId: appId, versionId: versionId) { continuation.yield($0) }
        }
        return InstallOperation(progress: stream, task: task)
    }

    /// ``install(appId:versionId:)``, then the launch check: every required custom
    /// permission must be ALLOWED (the seed's `create`).
    ///
    /// - Throws: `MASDKError.metaDataFailure` when one is not.
    public func create(appId: String, versionId: String? = nil) async throws -> InstalledMiniApp {
        let installed = try await install(appId: appId, versionId: versionId)
        let statuses = permissionFile(appId).statuses(declared: installed.manifest.declaredPermissions)
        guard installed.manifest.requiredPermissions.allSatisfy({ statuses[$0.name] == .allowed }) else {
            throw MASDKError.metaDataFailure
        }
        return installed
    }

    /// One install per app at a time (they share its staging area and pointer): a
    /// second caller waits for the first to end, then runs its own, which finds the
    /// version on disk when both asked for the same one.
    private func joinInstall(appId: String, versionId: String?, report: @escaping @Sendable (InstallProgress) -> Void) async throws -> InstalledMiniApp {
        while let running = installs[appId] {
            _ = try? await running.value
            // Clear it here too: awaiting a finished task does not suspend, so waiting
            // for its owner's `defer` would spin on this actor.
            if installs[appId] == running { installs[appId] = nil }
            try Task.checkCancellation()
        }
        let limit = config.downloadDeadlines.install
        let task = Task {
            try await withDeadline(.now + limit, expired: { Self.installDeadlineError(appId: appId, limit: limit) }) {
                try await self.performInstall(appId: appId, versionId: versionId, report: report)
            }
        }
        installs[appId] = task
        defer { if installs[appId] == task { installs[appId] = nil } }
        return try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            task.cancel()
        }
    }

    private func performInstall(appId: String, versionId: String?, report: @escaping @Sendable (InstallProgress) -> Void) async throws -> InstalledMiniApp {
        try Self.check(appId: appId)
        report(InstallProgress(phase: .resolving))
        // TUF's fixed update start time: every expiry this install meets is judged against it.
        let start = Date()
        do {
            let listed = try await requestInfo(appId: appId, versionId: versionId)
            guard let versionId else { return try await update(from: listed, appId: appId, start: start, report: report) }
            let info = try await chosenVersion(versionId, of: appId, listed: listed)
            let target = info.version.versionId
            try Self.check(appId: appId, versionId: target)
            // Asked for by id: an intact copy launches as it is; nothing is offered as the latest.
            if let reused = try reuse(appId, target, decidedBy: nil, report: report) { return reused }
            let list = try await checkedList(appId: appId, versionId: target, chosenByHost: true, start: start)
            return try await download(info, list: list, appId: appId, chosenByHost: true, report: report)
        } catch let error as PlatformUnreachable {
            return try fallBack(appId: appId, versionId: versionId, because: error.sdkError)
        } catch let error as MASDKError where error.isStaleAnswer {
            return try fallBack(appId: appId, versionId: versionId, because: error)
        }
    }

    /// The installed version, when the platform gave no usable answer (`reason`: it could
    /// not be reached, or its signed answers were stale), checked again first; the version
    /// asked for, if any, must be that one.
    ///
    /// - Throws: `reason` when there is none to launch, `MASDKError.miniAppCorrupted` when
    ///   its files were damaged.
    private func fallBack(appId: String, versionId: String?, because reason: MASDKError) throws -> InstalledMiniApp {
        guard let record = installedRecord(appId),
              versionId == nil || versionId == record.info.version.versionId || versionId == record.info.version.versionTag
        else { throw reason }
        guard layout.damagedFiles(record).isEmpty else { throw MASDKError.miniAppCorrupted }
        return installed(record, offline: true, reason: reason)
    }

    /// Makes `versionId` current from disk when it is installed and intact, raising what
    /// the device has seen with `list` (the signed answer that chose it); `nil` when it
    /// must be downloaded. A copy damaged since it was installed is removed first: its
    /// intact blobs are linked back, so only the damaged files are downloaded.
    func reuse(
        _ appId: String, _ versionId: String, decidedBy list: SignedFileList?, report: @Sendable (InstallProgress) -> Void
    ) throws -> InstalledMiniApp? {
        guard let record = layout.record(appId, versionId) else { return nil }
        guard layout.damagedFiles(record).isEmpty else {
            try FileManager.default.removeItem(at: layout.versionDirectory(appId, versionId))
            return nil
        }
        try layout.makeCurrent(appId, versionId, publication: seenPublication(list), signedAt: list?.signedAt)
        report(InstallProgress(phase: .finished, reusedFiles: record.files.count))
        return installed(record, offline: false)
    }

    /// The version `idOrTag` names: the listed entry when it is that one, else the one of
    /// the app's versions (the preview listing, which every host key may read) with that
    /// id or, failing that, that tag.
    ///
    /// - Throws: `MASDKError.versionNotFound(appId:version:versions:)`, naming the
    ///   versions there are, when none is. A platform without the preview listing keeps
    ///   the seed's behaviour: `idOrTag` is taken as an id.
    private func chosenVersion(_ idOrTag: String, of appId: String, listed: MiniAppInfo) async throws -> MiniAppInfo {
        if listed.version.versionId == idOrTag || listed.version.versionTag == idOrTag { return listed }
        let versions: [MiniAppInfo]
        do {
            let path = "host/\(config.projectId)/miniapps/preview"
            let answer = try await transport.get(path, query: [URLQueryItem(name: "miniAppId", value: appId)])
            versions = try decode([MiniAppInfo].self, answer.body).filter { $0.id == appId }
        } catch MASDKError.serverError(let code, _) where code == 404 || code == 405 {
            var info = listed
            info.version = .init(versionTag: "", versionId: idOrTag)
            return info
        }
        if let match = versions.first(where: { $0.version.versionId == idOrTag }) ?? versions.first(where: { $0.version.versionTag == idOrTag }) {
            return match
        }
        throw MASDKError.versionNotFound(
            appId: appId, version: idOrTag,
            versions: versions.map { $0.version.versionTag.isEmpty ? $0.version.versionId : "\($0.version.versionTag) (\($0.version.versionId))" })
    }

    /// Records that `versionId` (the current version of `appId`) launched successfully:
    /// it becomes the version to roll back to, and older installed versions are deleted.
    /// Hosts call it once the page has loaded (`miniapp open` does).
    public func launchSucceeded(appId: String, versionId: String) throws(MASDKError) {
        try Self.check(appId: appId, versionId: versionId)
        do {
            try layout.confirm(appId, versionId)
        } catch {
            throw .unknownError(domain: "MiniAppKit", code: 0, description: "the install record could not be updated: \(error)")
        }
    }

    /// Records that `versionId` (the current version of `appId`) failed to launch: the
    /// last version that launched (else the previous one) becomes current again, and
    /// this version is not installed again as the latest.
    ///
    /// - Returns: the version rolled back to, ready to launch, or `nil` when none is kept.
    public func launchFailed(appId: String, versionId: String) throws(MASDKError) -> InstalledMiniApp? {
        try Self.check(appId: appId, versionId: versionId)
        let restored: String?
        do {
            restored = try layout.rollBack(appId, from: versionId)
        } catch {
            throw .unknownError(domain: "MiniAppKit", code: 0, description: "the install record could not be updated: \(error)")
        }
        guard let restored, let record = layout.record(appId, restored) else { return nil }
        return installed(record, offline: false)
    }

    /// An install that passed ``DownloadDeadlines/install``, in words.
    static func installDeadlineError(appId: String, limit: Duration) -> MASDKError {
        .unknownError(
            domain: NSURLErrorDomain, code: URLError.timedOut.rawValue,
            description: "the install of \(appId) did not finish within its deadline of \(limit.secondsText) "
                + "(MiniAppSdkConfig.downloadDeadlines.install); the installed version stays current")
    }

    func installed(_ record: InstallRecord, offline: Bool, reason: MASDKError? = nil) -> InstalledMiniApp {
        InstalledMiniApp(
            info: record.info, projectId: record.projectId,
            directory: layout.filesDirectory(record.info.id, record.info.version.versionId), manifest: record.manifest,
            isOffline: offline, offlineReason: reason
        )
    }

    /// A relative path of plain segments: no `..`, no absolute path, nothing empty.
    static func isSafe(path: String) -> Bool {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.isEmpty && !path.contains("\\") && !path.contains("\0")
            && segments.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }
}
