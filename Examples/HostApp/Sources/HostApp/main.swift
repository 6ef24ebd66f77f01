// A complete, minimal host app: it runs the mini app in ./MiniApp (or the folder given
// as its argument) in a WebKitGTK window, answers its `miniapp` and `wallet` calls, and
// exits when the mini app closes itself. The README's "Writing a host" is this file.
import Foundation // (1) URL and FileManager: MiniAppKit does not re-export Foundation.
import MiniAppKit
import MiniAppKitGTK

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

// (3) WebKitGTK runs on the main thread inside GLib's main loop: start it from this
// synchronous top-level code, and do everything else inside.
let status = GLibMainLoop.run(display: .automatic) {
    let appDirectory = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "MiniApp")
    // (2) Where each mini app's secure storage and granted permissions persist.
    let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("hello-host")
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
        engine: try WebKitGTKEngine(),
        dialects: [.miniApp(host: host, manifest: manifest), .wallet(HelloWallet())],
        configuration: MiniAppDisplayConfiguration(dataDirectory: dataDirectory))
    host.onClose = { display.close() }

    // (4) Keep the loop running until the display has closed.
    await withCheckedContinuation { (closed: CheckedContinuation<Void, Never>) in
        display.onClose = { closed.resume() }
        display.launch()
    }
    print("host: the mini app closed itself")
    return 0
}
exit(status)
