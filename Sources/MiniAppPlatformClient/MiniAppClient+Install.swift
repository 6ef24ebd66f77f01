import Foundation
public import MiniAppKit

extension MiniAppClient {
    /// How many files are downloaded at once (as the SDKs do).
    static let parallelDownloads = 4

    /// Installs the latest published version (or `versionId`) and returns it, reusing
    /// what is already on disk; launches the cached version when the platform cannot be
    /// reached. See ``installing(appId:versionId:)`` for progress and cancellation.
    ///
    /// - Throws: `MASDKError.signingKeyNotPinned(received:pinned:)` (signed with a key
    ///   the host does not pin), `MASDKError.invalidSignature` (no valid signature),
    ///   `MASDKError.miniAppCorrupted` (a file does not match its signed hash),
    ///   `MASDKError.noPublishedVersion`, `MASDKError.miniAppNotFound`,
    ///   `MASDKError.serverError(code:message:)`, `MASDKError.miniAppTooManyRequestsError`,
    ///   `MASDKError.answeredForAnotherMiniApp(asked:answered:)` and
    ///   `MASDKError.signedForAnotherMiniApp(expected:received:)` (an answer for another
    ///   app than `appId`), a timed-out `MASDKError.unknownError` when a file or the
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
        do {
            let listed = try await requestInfo(appId: appId, versionId: versionId)
            var info = listed
            if let versionId { info = try await chosenVersion(versionId, of: appId, listed: listed) }
            var target = info.version.versionId
            if versionId == nil, let pointer = layout.pointer(appId), pointer.failed?.contains(target) == true {
                // The latest version failed to launch here and was rolled back: keep
                // launching the version it was rolled back to until a newer one appears.
                target = pointer.current
            }
            try Self.check(appId: appId, versionId: target)
            let chosenByHost = versionId != nil
            if let record = layout.record(appId, target) {
                var publication: Int?
                if !chosenByHost, layout.pointer(appId)?.current != target {
                    // Going back to a kept version: only its signed answer tells a
                    // rollback (a newer publication) from a replay.
                    let list = try await signedList(appId: appId, versionId: target, chosenByHost: false)
                    try refuseReplay(appId: appId, offered: target, list: list)
                    publication = list.publication
                }
                guard layout.damagedFiles(record).isEmpty else {
                    // Damaged on disk since it was installed: install it again. Intact
                    // blobs are linked back; only the damaged files are downloaded.
                    try FileManager.default.removeItem(at: layout.versionDirectory(appId, target))
                    return try await download(info, appId: appId, versionId: target, chosenByHost: chosenByHost, report: report)
                }
                try layout.makeCurrent(appId, target, publication: publication)
                report(InstallProgress(phase: .finished, reusedFiles: record.files.count))
                return installed(record, offline: false)
            }
            return try await download(info, appId: appId, versionId: target, chosenByHost: chosenByHost, report: report)
        } catch let error as PlatformUnreachable {
            guard let record = installedRecord(appId), versionId == nil || versionId == record.info.version.versionId
                || versionId == record.info.version.versionTag
            else {
                throw error.sdkError
            }
            guard layout.damagedFiles(record).isEmpty else { throw MASDKError.miniAppCorrupted }
            return installed(record, offline: true)
        }
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

    /// Refuses `list` (the signed answer for `offered`, offered as the latest) when it is
    /// a replay: list and info answers are not signed, so without this a man in the
    /// middle could offer a withdrawn version as the latest.
    ///
    /// The rule is TUF's for metadata versions: the registry signs each version's
    /// latest publication, a number only its key can advance (a rollback is a new,
    /// higher one); the client keeps the highest it has installed and refuses a lower
    /// one. From a registry that signs no publication, a version uploaded before the
    /// installed one is refused instead (a rollback then needs the id).
    private func refuseReplay(appId: String, offered: String, list: SignedFileList) throws(MASDKError) {
        guard let current = installedRecord(appId), current.info.version.versionId != offered else { return }
        if let publication = list.publication {
            if let seen = layout.pointer(appId)?.publication, publication < seen {
                throw .replayedPublication(offered: offered, publication: publication, seen: seen)
            }
            return
        }
        guard let offeredAt = list.createdAt, let currentAt = current.createdAt, offeredAt < currentAt else { return }
        throw .olderThanInstalled(offered: offered, installed: current.info.version.versionId)
    }

    /// Fetches and verifies the signed file list of `versionId`.
    ///
    /// - Throws: `MASDKError.versionNotPublished(appId:version:)` when the host asked for
    ///   a version the normal paths do not serve.
    private func signedList(appId: String, versionId: String, chosenByHost: Bool) async throws -> SignedFileList {
        let notFound: MASDKError = chosenByHost && !config.isPreviewMode
            ? .versionNotPublished(appId: appId, version: versionId) : .miniAppNotFound
        let answer = try await call(notFound: notFound) { try await transport.get(versionPath(appId, versionId, "manifest")) }
        return try verifier.verify(
            body: answer.body, signature: answer.header("Signature"), versionId: versionId, projectId: config.projectId, appId: appId)
    }

    /// Fetches the metadata and signed file list, downloads missing blobs, and installs.
    ///
    /// `appId` is the id the host asked for, never one read from an answer: the signed
    /// list must name it, so a validly signed version of another app is refused.
    private func download(
        _ listed: MiniAppInfo, appId: String, versionId: String, chosenByHost: Bool, report: @escaping @Sendable (InstallProgress) -> Void
    ) async throws -> InstalledMiniApp {
        guard listed.id == appId else { throw MASDKError.answeredForAnotherMiniApp(asked: appId, answered: listed.id) }
        var info = listed
        if info.version.versionId != versionId { info.version = .init(versionTag: "", versionId: versionId) }
        let manifest: MiniAppManifest
        do {
            manifest = try await requestManifest(appId: appId, versionId: versionId)
        } catch MASDKError.miniAppNotFound where chosenByHost && !config.isPreviewMode {
            throw MASDKError.versionNotPublished(appId: appId, version: versionId)
        }
        let list = try await signedList(appId: appId, versionId: versionId, chosenByHost: chosenByHost)
        if !chosenByHost { try refuseReplay(appId: appId, offered: versionId, list: list) }
        for file in list.files where !Self.isSafe(path: file.path) || !ContentStore.isDigest(file.sha256) { throw MASDKError.miniAppCorrupted }

        var missing: [String: (url: URL, size: Int)] = [:]
        for (index, file) in list.files.enumerated() where !blobs.holds(file.sha256, size: file.size) {
            guard let url = URL(string: list.manifest[index]) else { throw MASDKError.invalidURLError }
            missing[file.sha256] = (url, file.size)
        }
        var progress = InstallProgress(
            phase: .downloading, filesTotal: missing.count, bytesTotal: missing.values.reduce(0) { $0 + $1.size },
            reusedFiles: list.files.count - missing.count
        )
        report(progress)
        try await withThrowingTaskGroup(of: Int.self) { group in
            var pending = missing.sorted { $0.key < $1.key }[...]
            func startNext() {
                guard let (sha256, file) = pending.popFirst() else { return }
                let deadline = config.downloadDeadlines.file(bytes: file.size)
                group.addTask { [transport, blobs] in
                    let answer = try await transport.fetch(file.url, authenticated: false, maxBytes: file.size, deadline: deadline)
                    guard answer.body.count == file.size else { throw MASDKError.miniAppCorrupted }
                    try blobs.store(answer.body, sha256: sha256)
                    return answer.body.count
                }
            }
            for _ in 0..<Self.parallelDownloads { startNext() }
            while let bytes = try await group.next() {
                progress.filesCompleted += 1
                progress.bytesCompleted += bytes
                report(progress)
                startNext()
            }
        }
        try Task.checkCancellation()
        progress.phase = .installing
        report(progress)

        let record = InstallRecord(info: info, projectId: config.projectId, manifest: manifest, files: list.files, createdAt: list.createdAt)
        let staging = try layout.newStagingDirectory(appId)
        do {
            let files = staging.appendingPathComponent("files", isDirectory: true)
            for file in list.files {
                try blobs.materialize(file.sha256, at: files.appendingPathComponent(file.path))
            }
            try JSONEncoder().encode(record).write(to: staging.appendingPathComponent("version.json"))
            try Task.checkCancellation()
            try layout.commit(staging: staging, appId: appId, versionId: versionId)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
        try layout.makeCurrent(appId, versionId, publication: list.publication)
        progress.phase = .finished
        report(progress)
        return installed(record, offline: false)
    }

    /// An install that passed ``DownloadDeadlines/install``, in words.
    static func installDeadlineError(appId: String, limit: Duration) -> MASDKError {
        .unknownError(
            domain: NSURLErrorDomain, code: URLError.timedOut.rawValue,
            description: "the install of \(appId) did not finish within its deadline of \(limit.secondsText) "
                + "(MiniAppSdkConfig.downloadDeadlines.install); the installed version stays current")
    }

    private func installed(_ record: InstallRecord, offline: Bool) -> InstalledMiniApp {
        InstalledMiniApp(
            info: record.info, projectId: record.projectId,
            directory: layout.filesDirectory(record.info.id, record.info.version.versionId), manifest: record.manifest, isOffline: offline
        )
    }

    /// A relative path of plain segments: no `..`, no absolute path, nothing empty.
    static func isSafe(path: String) -> Bool {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.isEmpty && !path.contains("\\") && !path.contains("\0")
            && segments.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }
}
