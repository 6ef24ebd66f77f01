package import Foundation
package import MiniAppKit

extension InstalledMiniApp {
    /// A display of this version, ready to `MiniAppDisplay.launch()`, with the
    /// analytics `mini_app_open` posted now and `mini_app_close` when it closes.
    ///
    /// A host that sets its own `onClose` afterwards should call the previous one.
    ///
    /// - Parameters:
    ///   - dataDirectory: the client's ``MiniAppSdkConfig/dataDirectory``, so the display
    ///     sees the permissions stored through the client.
    ///   - queryParams: appended to the mini app's URL (the seed's `queryParams`).
    /// - Throws: `MASDKError.metaDataFailure` when a required permission is not allowed.
    @MainActor
    package func makeDisplay(
        host: any MiniAppMessageDelegate, engine: any WebEngine, dataDirectory: URL, queryParams: String? = nil
    ) throws(MASDKError) -> MiniAppDisplay {
        let display = try MiniAppDisplay(
            identity: identity, source: source, engine: engine,
            dialects: [.miniApp(host: host, manifest: manifest)],
            configuration: MiniAppDisplayConfiguration(dataDirectory: dataDirectory, queryParams: queryParams)
        )
        let identity = identity
        MiniAppAnalytics.post(.open, identity)
        display.onClose = { MiniAppAnalytics.post(.close, identity) }
        return display
    }
}
