// A complete, minimal iOS (and macOS) host app: it runs the mini app bundled with it in
// a WKWebView, answers its `miniapp` and `wallet` calls, and says so when the mini app
// closes itself. The README's "Writing a host on iOS" is this file.
import Foundation // (1) URL and FileManager: MiniAppKit does not re-export Foundation.
import MiniAppKit
import MiniAppKitWebKit
import SwiftUI

/// The host's answers to the `miniapp` dialect. Whatever it leaves out answers as
/// Rakuten's SDK answers for a host without that service (mostly "failed to conform to
/// protocol"; docs/protocols/miniapp.md §4.8 lists each); the custom-permission prompt
/// and share have working defaults.
@MainActor final class HelloHost: MiniAppMessageDelegate {
    /// What to do when the mini app asks to close.
    var onClose: () -> Void = {}

    func getUniqueId() async throws -> String? {
        print("host: getUniqueId")
        return "user-42"
    }

    func getUserName() async throws -> String? {
        print("host: getUserName")
        return "Taro Yamada"
    }

    // (6) A mini app closes itself with `closeMiniApp`: close the display here.
    func closeMiniApp(withConfirmation: Bool) async throws -> Bool {
        print("host: closeMiniApp")
        onClose()
        return true
    }
}

/// The host's wallet: gives an address, sends nothing. A real wallet asks the user first.
@MainActor final class HelloWallet: WalletProvider {
    func getAddress(_ request: GetAddressRequest, from requester: WalletRequester) async throws -> GetAddressResponse {
        print("host: getAddress")
        return GetAddressResponse(address: "bitcoincash:qr5agtachyxvrwxu76vzszan5pnvuzy8duhv4lxrsk", label: "Demo")
    }

    func sendAssets(_ request: SendAssetsRequest, from requester: WalletRequester) async throws -> SendAssetsResponse {
        throw WalletError.canceled("this demo wallet sends nothing")
    }
}

// (3) SwiftUI runs the app on the main actor, where WebKit lives: the display is made,
// shown and closed there.
@main struct AppleHostApp: App {
    enum Phase {
        case starting
        case running(MiniAppDisplay)
        case ended(String)
    }

    @State private var phase = Phase.starting

    var body: some Scene {
        WindowGroup {
            Group {
                switch phase {
                case .starting: ProgressView()
                // (4) The view shows the mini app, launching it when first on screen,
                // until the display closes.
                case .running(let display): MiniAppSwiftUIView(display: display)
                case .ended(let message): Text(message)
                }
            }
            .task { start() }
        }
    }

    private func start() {
        guard case .starting = phase else { return }
        do {
            guard let appDirectory = Bundle.module.url(forResource: "MiniApp", withExtension: nil) else {
                phase = .ended("The mini app is missing from the app's bundle.")
                return
            }
            // (2) Where each mini app's secure storage and granted permissions persist.
            let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            let dataDirectory = (support ?? FileManager.default.temporaryDirectory).appendingPathComponent("hello-host")
            let identity = MiniAppIdentity(appId: "hello")
            let manifest = try MiniAppManifest.load(fromDirectory: appDirectory)

            // (5) The user's consent to what the manifest requires; without it the display
            // refuses to launch the mini app (`metaDataFailure`). Ask the user in a real app.
            let permissions = CustomPermissionStore(appId: identity.appId, dataDirectory: dataDirectory, manifest: manifest)
            _ = permissions.store(manifest.requiredPermissions.map { CustomPermissionGrant(permission: $0.name, status: .allowed) })

            let host = HelloHost()
            let display = try MiniAppDisplay(
                identity: identity,
                source: .directory(appDirectory),
                engine: WKWebViewEngine(),
                dialects: [.miniApp(host: host, manifest: manifest), .wallet(HelloWallet())],
                configuration: MiniAppDisplayConfiguration(dataDirectory: dataDirectory))
            host.onClose = { display.close() }
            display.onClose = {
                print("host: the mini app closed itself")
                phase = .ended("The mini app closed itself.")
            }
            phase = .running(display)
        } catch {
            phase = .ended("The mini app could not start: \(error)")
        }
    }
}
