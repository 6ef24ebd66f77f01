import Foundation
public import MiniAppKit

/// The seed's entry point, `MiniApp.shared()` / `MiniApp.shared(with:)`, with its
/// completion-handler API. Every method only forwards to ``MiniAppClient``: the async
/// core is where the behaviour is, this keeps hosts written for the seed compiling.
///
/// Completion handlers are called from a background task (the seed calls most of them
/// off the main thread too); `create`'s is called on the main actor, with the display.
public final class MiniApp: Sendable {
    /// The async client every method forwards to; new code can call it directly.
    public let client: MiniAppClient

    private init(client: MiniAppClient) {
        self.client = client
    }

    private static let instance = LockedInstance()

    /// The instance configured by the last ``shared(with:)``.
    ///
    /// - Precondition: ``shared(with:)`` was called once (the seed reads defaults from
    ///   Info.plist; a Swift package has none, so the host configures it explicitly).
    public static func shared() -> MiniApp {
        guard let current = instance.value else {
            preconditionFailure("MiniApp.shared(with:) must be called with a MiniAppSdkConfig before MiniApp.shared()")
        }
        return current
    }

    /// The shared instance for `config`: a new client when the configuration changes.
    ///
    /// - Throws: `MASDKError.invalidSignature` when a pinned key is malformed.
    public static func shared(with config: MiniAppSdkConfig) throws(MASDKError) -> MiniApp {
        let made = MiniApp(client: try MiniAppClient(config: config))
        instance.value = made
        return made
    }

    /// The seed's `list`: published mini apps, as ``MiniAppClient/list()`` returns them.
    public func list(completionHandler: @escaping @Sendable (Result<[MiniAppInfo], MASDKError>) -> Void) {
        forward(completionHandler) { try await $0.list() }
    }

    /// The seed's `info`: one mini app's listing entry, as ``MiniAppClient/info(appId:versionId:)`` returns it.
    public func info(miniAppId: String, miniAppVersion: String? = nil, completionHandler: @escaping @Sendable (Result<MiniAppInfo, MASDKError>) -> Void) {
        forward(completionHandler) { try await $0.info(appId: miniAppId, versionId: miniAppVersion) }
    }

    /// The seed's `getMiniAppManifest`: a version's bundle manifest, from
    /// ``MiniAppClient/manifest(appId:versionId:languageCode:)``.
    public func getMiniAppManifest(miniAppId: String, miniAppVersion: String, languageCode: String? = nil, completionHandler: @escaping @Sendable (Result<MiniAppManifest, MASDKError>) -> Void) {
        forward(completionHandler) { try await $0.manifest(appId: miniAppId, versionId: miniAppVersion, languageCode: languageCode) }
    }

    /// The seed's `getDownloadedManifest`: the installed version's manifest, or `nil` when
    /// the mini app is not installed (``MiniAppClient/downloadedManifest(appId:)``).
    public func getDownloadedManifest(miniAppId: String, completionHandler: @escaping @Sendable (MiniAppManifest?) -> Void) {
        let manifest = client.downloadedManifest(appId: miniAppId)
        Task { completionHandler(manifest) }
    }

    /// The seed's `listDownloadedWithCustomPermissions`: installed mini apps with their stored
    /// permissions (``MiniAppClient/listDownloaded()``).
    public func listDownloadedWithCustomPermissions(completionHandler: @escaping @Sendable ([DownloadedMiniApp]) -> Void) {
        Task { let list = await client.listDownloaded(); completionHandler(list) }
    }

    /// The seed's `getCustomPermissions`: the stored answers, declared but unanswered
    /// permissions as `DENIED` (``MiniAppClient/customPermissions(appId:)``).
    public func getCustomPermissions(forMiniApp miniAppId: String, completionHandler: @escaping @Sendable ([CustomPermissionGrant]) -> Void) {
        Task { let grants = await client.customPermissions(appId: miniAppId); completionHandler(grants) }
    }

    /// The seed's `setCustomPermissions`: stores the user's answers and passes back the
    /// permissions refused because the manifest does not declare them
    /// (``MiniAppClient/setCustomPermissions(appId:_:)``).
    public func setCustomPermissions(forMiniApp miniAppId: String, permissionList: [CustomPermissionGrant], completionHandler: @escaping @Sendable (Result<[CustomPermission], MASDKError>) -> Void = { _ in }) {
        forward(completionHandler) { try await $0.setCustomPermissions(appId: miniAppId, permissionList) }
    }

    /// Installs (or reuses) the mini app and, once its required permissions are allowed,
    /// hands back a display of it ready to `launch()`.
    @MainActor
    package func create(
        appId: String, version: String? = nil, queryParams: String? = nil,
        messageInterface: any MiniAppMessageDelegate, engine: any WebEngine,
        completionHandler: @escaping @MainActor @Sendable (Result<MiniAppDisplay, MASDKError>) -> Void
    ) {
        let dataDirectory = client.config.dataDirectory
        let host = messageInterface
        forward({ @MainActor result in
            completionHandler(result.flatMap { installed in
                Result { () throws(MASDKError) in try installed.makeDisplay(host: host, engine: engine, dataDirectory: dataDirectory, queryParams: queryParams) }
            })
        }) { try await $0.create(appId: appId, versionId: version) }
    }

    private func forward<T: Sendable>(_ completion: @escaping @Sendable (Result<T, MASDKError>) async -> Void, _ body: @escaping @Sendable (MiniAppClient) async throws -> T) {
        Task { [client] in
            let result: Result<T, MASDKError>
            do {
                result = .success(try await body(client))
            } catch let error as MASDKError {
                result = .failure(error)
            } catch {
                result = .failure(.unknownError(domain: "MiniAppKit", code: 0, description: "\(error)"))
            }
            await completion(result)
        }
    }
}

/// The shared instance, behind a lock (set from any thread, read from any thread).
private final class LockedInstance: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: MiniApp?

    var value: MiniApp? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
