import Foundation
import Logging

/// The `miniapp` dialect on one display: its bridge, and what 5.6.1 does around the
/// page besides answering calls.
///
/// Made by ``DialectAttachment/miniApp(host:manifest:)``. Besides forwarding the
/// display's traffic to a `Bridge` of `MiniAppDialect` (a concrete call the
/// optimizer specializes), it turns the display's `LifecycleEvent`s into this
/// dialect's terms:
///
/// | event | what the page hears, or the host is asked |
/// | --- | --- |
/// | page loaded | `miniappsecurestorageready` or `…loaderror` (§3) |
/// | host active / inactive | `miniappresume` / `miniapppause` |
/// | external page opened | `miniapppause` |
/// | external page closed | `miniappwebviewclosed`, then `miniappresume` |
/// | download requested (`data:` URL) | the host's `downloadFile`, if FILE_DOWNLOAD is allowed (§7.1) |
@MainActor
public final class MiniAppEndpoint: ForwardingEndpoint {
    /// The bridge that decodes, gates, runs and answers this page's calls.
    package let bridge: Bridge<MiniAppDialect>

    /// What the methods run with: the host, storage, permissions and manifest.
    package var context: MiniAppContext { bridge.context }

    /// An endpoint over `bridge` as it is (a host that builds its own `miniapp` bridge,
    /// a test); ``DialectAttachment/miniApp(host:manifest:)`` builds the usual one.
    package init(bridge: Bridge<MiniAppDialect>) {
        self.bridge = bridge
    }

    /// The endpoint of `display`'s mini app, answered by `host`.
    ///
    /// Loads the mini app's custom permissions from the display's data directory and
    /// refuses a mini app whose manifest requires one that is not allowed; gates calls
    /// by the display's origin and host lists; and hands URLs that leave the mini app
    /// to `host` (``MiniAppDisplay/externalOpener``), as 5.6.1 does.
    ///
    /// - Throws: ``MASDKError/metaDataFailure`` when a required permission is not allowed.
    static func make(for display: MiniAppDisplay, host: any MiniAppMessageDelegate, manifest: MiniAppManifest) throws(MASDKError) -> MiniAppEndpoint {
        let configuration = display.configuration
        let directory = display.appDataDirectory
        let permissions = CustomPermissionStore(directory: directory, manifest: manifest)
        for required in manifest.requiredPermissions where !permissions.isAllowed(required.name) {
            throw .metaDataFailure
        }
        let dialect = MiniAppDialect(origin: display.origin, foreignBridgeScript: configuration.foreignBridgeScript)
        let context = MiniAppContext(
            app: display.identity,
            host: host,
            permissions: permissions,
            secureStorage: SecureStorage(directory: directory, maxBytes: configuration.secureStorageMaxBytes),
            manifest: manifest,
            preferences: MiniAppPreferenceStore(directory: directory, maxBytes: configuration.preferencesMaxBytes),
            display: display)
        let gate = AccessGate(
            origin: display.origin,
            trustsPublicHandler: dialect.trustsPublicHandler,
            allowedActions: configuration.allowedActions,
            deniedActions: configuration.deniedActions)
        let bridge = Bridge(dialect: dialect, methods: MiniAppMethods.table, gate: gate, context: context, timeout: configuration.callTimeout, logger: display.logger)
        display.externalOpener = { url in await host.openExternal(url) }
        return MiniAppEndpoint(bridge: bridge)
    }

    /// Pushes an event to the page (§3).
    public func push(_ event: MiniAppEvent) {
        bridge.push(event)
    }

    // MARK: - ForwardingEndpoint

    /// `miniapp`.
    public var dialectName: String { bridge.dialectName }
    /// The page's calls still waiting for an answer (a host service that has not returned yet).
    public var openCalls: Int { bridge.openCalls }

    package func handle(_ event: LifecycleEvent) {
        switch event {
        case .pageLoaded:
            announceSecureStorage()
        case .hostActiveChanged(let active):
            push(active ? .resume("Host app did become active") : .pause("Host app will resign active"))
        case .externalPageOpened:
            push(.pause("MiniApp opened external webview"))
        case .externalPageClosed(let url):
            push(.externalWebViewClosed(url.absoluteString))
            push(.resume("MiniApp close external webview"))
        case .downloadRequested(let url):
            download(url)
        }
    }

    // MARK: -

    /// Sends `miniappsecurestorageready` or `…loaderror` once the page has its bridge
    /// (§3: after each main-frame load, not racing the injection as 5.6.1 does).
    private func announceSecureStorage() {
        let storage = context.secureStorage
        Task { @MainActor [weak self] in
            let ready = (try? await storage.load()) != nil
            self?.push(ready ? .secureStorageReady : .secureStorageLoadError)
        }
    }

    /// Hands a `data:` URL to the host's download service when FILE_DOWNLOAD is allowed (§7.1).
    private func download(_ url: URL) {
        guard context.permissions.isAllowed(.fileDownload) else { return }
        let host = context.host
        Task { @MainActor in
            try? await host.downloadFile(FileDownloadRequest(fileName: "download", url: url.absoluteString, headers: [:]))
        }
    }
}
