// `os(Linux)` so a whole-package build on a Mac (where MiniAppKitGTK builds empty)
// never sees it; `canImport` too, because scripts/check-apple builds this module the
// Apple way on Linux, without MiniAppKitGTK.
#if os(Linux) && canImport(MiniAppKitGTK)
public import Foundation
public import MiniAppKit
public import MiniAppKitGTK

// The public ways to launch an installed mini app in WebKitGTK; the engine seam
// itself (`WebEngine`) is package-internal.

extension InstalledMiniApp {
    /// A display of this installed version in `engine`, ready to launch, with the
    /// analytics `mini_app_open` posted now and `mini_app_close` when it closes.
    ///
    /// - Parameters:
    ///   - host: answers the mini app's `miniapp` calls.
    ///   - engine: the web view the mini app runs in.
    ///   - dataDirectory: the client's `MiniAppSdkConfig.dataDirectory`,
    ///     so the display sees the permissions stored through the client.
    ///   - queryParams: appended to the mini app's URL.
    /// - Throws: `MASDKError.metaDataFailure` when a required permission
    ///   is not allowed.
    @MainActor
    public func makeDisplay(
        host: any MiniAppMessageDelegate, engine: WebKitGTKEngine, dataDirectory: URL, queryParams: String? = nil
    ) throws(MASDKError) -> MiniAppDisplay {
        try makeDisplay(host: host, engine: engine as any WebEngine, dataDirectory: dataDirectory, queryParams: queryParams)
    }
}

extension MiniApp {
    /// Installs (or reuses) the mini app and, once its required permissions are
    /// allowed, hands back a display of it in `engine`, ready to launch (Rakuten's
    /// `MiniApp.create`).
    @MainActor
    public func create(
        appId: String, version: String? = nil, queryParams: String? = nil,
        messageInterface: any MiniAppMessageDelegate, engine: WebKitGTKEngine,
        completionHandler: @escaping @MainActor @Sendable (Result<MiniAppDisplay, MASDKError>) -> Void
    ) {
        create(
            appId: appId, version: version, queryParams: queryParams,
            messageInterface: messageInterface, engine: engine as any WebEngine,
            completionHandler: completionHandler)
    }
}
#endif
