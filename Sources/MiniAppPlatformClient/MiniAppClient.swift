import Foundation
public import MiniAppKit

/// The SDK's platform client: lists mini apps, reads their metadata, and installs,
/// verifies and caches their files (``install(appId:versionId:)``, in
/// `MiniAppClient+Install.swift`). The async core under the seed's `MiniApp` facade.
///
/// An actor because installs share on-disk state: installs of one app run one after the
/// other, and the content store and version pointers are only touched from here. Use
/// one client per storage directory (a new client sweeps its half-written downloads).
/// Every throwing call throws `MASDKError` (or `CancellationError`).
public actor MiniAppClient {
    /// The configuration the client was made with; fixed for its lifetime.
    public nonisolated let config: MiniAppSdkConfig
    let transport: PlatformTransport
    let verifier: ManifestVerifier
    let layout: InstallLayout
    let blobs: ContentStore
    /// The install in flight for each app id; the next one waits for it.
    var installs: [String: Task<InstalledMiniApp, any Error>] = [:]
    /// Metadata fetched from the platform, so permissions can be stored before the
    /// first download (the seed's flow: getMiniAppManifest, ask, set, then create).
    var fetchedManifests: [String: MiniAppManifest] = [:]

    /// - Throws: `MASDKError.invalidSignature` when a pinned key is malformed or its
    ///   id does not match its bytes.
    public init(config: MiniAppSdkConfig) throws(MASDKError) {
        self.config = config
        transport = PlatformTransport(config: config)
        verifier = try ManifestVerifier(pinned: config.pinnedKeys, allowUnsigned: config.allowUnsignedManifests)
        layout = InstallLayout(root: config.storageDirectory.appendingPathComponent("miniapps", isDirectory: true))
        blobs = ContentStore(root: config.storageDirectory.appendingPathComponent("blobs", isDirectory: true))
        blobs.sweepIncoming()
    }

    // MARK: Platform

    /// Published mini apps (every app's newest upload in preview mode).
    public func list() async throws -> [MiniAppInfo] {
        let answer = try await reportingUnreachable { try await call { try await transport.get(listPath) } }
        return try decode([MiniAppInfo].self, answer.body)
    }

    /// One mini app; with `versionId`, that version's entry if the platform lists it.
    ///
    /// - Throws: `MASDKError.miniAppNotFound` for an unknown app,
    ///   `MASDKError.noPublishedVersion` when it has no published version,
    ///   `MASDKError.answeredForAnotherMiniApp(asked:answered:)` when the answer is about another app.
    public func info(appId: String, versionId: String? = nil) async throws -> MiniAppInfo {
        try await reportingUnreachable { try await requestInfo(appId: appId, versionId: versionId) }
    }

    /// A version's bundle manifest (permissions, custom metadata): the seed's `getMiniAppManifest`.
    public func manifest(appId: String, versionId: String, languageCode: String? = nil) async throws -> MiniAppManifest {
        try await reportingUnreachable { try await requestManifest(appId: appId, versionId: versionId, languageCode: languageCode) }
    }

    /// ``info(appId:versionId:)`` that lets ``PlatformUnreachable`` through, for installs.
    ///
    /// - Throws: `MASDKError.answeredForAnotherMiniApp(asked:answered:)` when an entry
    ///   names another app than `appId`.
    func requestInfo(appId: String, versionId: String?) async throws -> MiniAppInfo {
        try Self.check(appId: appId)
        let answer = try await call(notFound: .miniAppNotFound) {
            try await transport.get(listPath, query: [URLQueryItem(name: "miniAppId", value: appId)])
        }
        let entries = try decode([MiniAppInfo].self, answer.body)
        // The answer is not signed: an entry of another app (of the same project, whose
        // signed manifests would verify) is a swap, refused here.
        if let stranger = entries.first(where: { $0.id != appId }) {
            throw MASDKError.answeredForAnotherMiniApp(asked: appId, answered: stranger.id)
        }
        if let versionId, let match = entries.first(where: { $0.version.versionId == versionId }) { return match }
        guard let first = entries.first else { throw MASDKError.noPublishedVersion }
        return first
    }

    /// ``manifest(appId:versionId:languageCode:)`` that lets ``PlatformUnreachable`` through.
    func requestManifest(appId: String, versionId: String, languageCode: String? = nil) async throws -> MiniAppManifest {
        try Self.check(appId: appId, versionId: versionId)
        struct Metadata: Decodable { var bundleManifest: MiniAppManifest }
        let query = languageCode.map { [URLQueryItem(name: "lang", value: $0)] } ?? []
        let answer = try await call(notFound: .miniAppNotFound) {
            try await transport.get(versionPath(appId, versionId, "metadata"), query: query)
        }
        let manifest = try decode(Metadata.self, answer.body).bundleManifest
        fetchedManifests[appId] = manifest
        return manifest
    }

    // MARK: This device

    /// The manifest of the installed current version, or `nil`: the seed's `getDownloadedManifest`.
    public nonisolated func downloadedManifest(appId: String) -> MiniAppManifest? {
        installedRecord(appId)?.manifest
    }

    /// The installed current version, without asking the platform.
    public nonisolated func installed(appId: String) -> InstalledMiniApp? {
        guard let record = installedRecord(appId) else { return nil }
        return InstalledMiniApp(
            info: record.info, projectId: record.projectId,
            directory: layout.filesDirectory(appId, record.info.version.versionId), manifest: record.manifest, isOffline: false
        )
    }

    /// Installed mini apps and their stored permissions: `listDownloadedWithCustomPermissions`.
    public func listDownloaded() -> [DownloadedMiniApp] {
        var result: [DownloadedMiniApp] = []
        for appId in layout.installedAppIds() {
            guard let record = installedRecord(appId) else { continue }
            result.append(DownloadedMiniApp(info: record.info, permissions: customPermissions(appId: appId)))
        }
        return result
    }

    /// The stored custom permissions of a mini app (declared ones unanswered are DENIED).
    public func customPermissions(appId: String) -> [CustomPermissionGrant] {
        let manifest = installedRecord(appId)?.manifest ?? fetchedManifests[appId] ?? MiniAppManifest()
        return CustomPermissionFile.grants(permissionFile(appId).statuses(declared: manifest.declaredPermissions))
    }

    /// Stores the user's answers. Only permissions the mini app declares can be stored,
    /// so the manifest is fetched first when this device has not seen it yet.
    ///
    /// - Returns: the permissions refused because the manifest does not declare them.
    @discardableResult
    public func setCustomPermissions(appId: String, _ grants: [CustomPermissionGrant]) async throws -> [CustomPermission] {
        try Self.check(appId: appId)
        var manifest = installedRecord(appId)?.manifest ?? fetchedManifests[appId]
        if manifest == nil {
            let latest = try await info(appId: appId)
            manifest = try await self.manifest(appId: appId, versionId: latest.version.versionId)
        }
        let declared = manifest ?? MiniAppManifest()
        let file = permissionFile(appId)
        var statuses = file.statuses(declared: declared.declaredPermissions)
        let refused = CustomPermissionFile.merge(grants, into: &statuses, declared: Set(declared.declaredPermissions))
        do {
            try file.write(statuses)
            return refused
        } catch {
            throw MASDKError.unknownError(domain: "MiniAppKit", code: 0, description: "the permissions could not be saved: \(error)")
        }
    }

    // MARK: Helpers

    /// The app's `permissions.json`, where its displays' `CustomPermissionStore` keeps
    /// it: app ids the client accepts are their own directory names
    /// (`MiniAppDisplay.safeDirectoryName(_:)` leaves them unchanged).
    nonisolated func permissionFile(_ appId: String) -> CustomPermissionFile {
        CustomPermissionFile(directory: config.dataDirectory.appendingPathComponent(appId, isDirectory: true))
    }

    nonisolated func installedRecord(_ appId: String) -> InstallRecord? {
        guard (try? Self.check(appId: appId)) != nil, let pointer = layout.pointer(appId) else { return nil }
        // The current version's directory is only missing while a damaged copy is being
        // replaced (or after a crash then): the kept versions launch meanwhile.
        for versionId in [pointer.current, pointer.confirmed, pointer.previous].compactMap({ $0 }) {
            if let record = layout.record(appId, versionId) { return record }
        }
        return nil
    }


    private var listPath: String {
        "host/\(config.projectId)/miniapps" + (config.isPreviewMode ? "/preview" : "")
    }

    func versionPath(_ appId: String, _ versionId: String, _ leaf: String) -> String {
        "host/\(config.projectId)/miniapp/\(appId)/version/\(versionId)" + (config.isPreviewMode ? "/preview/" : "/") + leaf
    }

    /// Runs a request, turning a 404 into `notFound`.
    func call(notFound: MASDKError? = nil, _ body: () async throws -> PlatformTransport.Answer) async throws -> PlatformTransport.Answer {
        do {
            return try await body()
        } catch MASDKError.serverError(404, _) where notFound != nil {
            throw notFound ?? .miniAppNotFound
        }
    }

    /// Public calls report an unreachable platform as an `MASDKError`.
    func reportingUnreachable<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as PlatformUnreachable {
            throw error.sdkError
        }
    }

    func decode<T: Decodable>(_ type: T.Type, _ body: Data) throws(MASDKError) -> T {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch {
            throw .invalidResponseData
        }
    }

    /// Ids become directory names: ``MiniAppIdentifier``'s rule, the registry's too, so
    /// an id is its own `MiniAppDisplay.safeDirectoryName(_:)`.
    static func check(appId: String, versionId: String? = nil) throws(MASDKError) {
        let safe = MiniAppIdentifier.isValid
        guard safe(appId) else { throw .invalidAppId }
        if let versionId, !safe(versionId) { throw .invalidVersionId }
    }
}
