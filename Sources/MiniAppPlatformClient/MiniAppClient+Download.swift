import Foundation
import MiniAppKit

extension MiniAppClient {
    /// How many files are downloaded at once (as the SDKs do).
    static let parallelDownloads = 4

    /// Fetches the metadata, downloads the blobs of `list` (the verified signed answer)
    /// this device does not hold, and installs the version.
    ///
    /// `appId` is the id the host asked for, never one read from an answer: the signed
    /// list must name it, so a validly signed version of another app is refused.
    func download(
        _ listed: MiniAppInfo, list: SignedFileList, appId: String, chosenByHost: Bool, report: @escaping @Sendable (InstallProgress) -> Void
    ) async throws -> InstalledMiniApp {
        guard listed.id == appId else { throw MASDKError.answeredForAnotherMiniApp(asked: appId, answered: listed.id) }
        let versionId = list.versionId
        var info = listed
        if info.version.versionId != versionId { info.version = .init(versionTag: "", versionId: versionId) }
        let manifest: MiniAppManifest
        do {
            manifest = try await requestManifest(appId: appId, versionId: versionId)
        } catch MASDKError.miniAppNotFound where chosenByHost && !config.isPreviewMode {
            throw MASDKError.versionNotPublished(appId: appId, version: versionId)
        }
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

        let record = InstallRecord(info: info, projectId: config.projectId, manifest: manifest, files: list.files)
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
        try layout.makeCurrent(appId, versionId, publication: seenPublication(list), signedAt: list.signedAt)
        progress.phase = .finished
        report(progress)
        return installed(record, offline: false)
    }
}
