// What an iOS or macOS host app writes with MiniAppKit's public API, and nothing else: it
// must type-check against the SDK's Apple half (scripts/check-apple builds it in both
// flavours). It never runs. If it stops compiling, an Apple host developer's code stops
// compiling too; fix the SDK's public API, not this file (unless the API changed on
// purpose, then change this file as the README's "Writing a host" changes).
import Foundation // MiniAppKit does not re-export Foundation.
import MiniAppKit
import MiniAppKitSystemPermissions
import MiniAppKitWebKit
import MiniAppPlatformClient
import SwiftUI

/// The smallest host: every `miniapp` service left to its default answer.
@MainActor
final class ProbeHost: MiniAppMessageDelegate {}

/// A mini app from a folder, in a WKWebView, as the README's "Writing a host" does with WebKitGTK.
@MainActor
func probeDirectoryDisplay(appDirectory: URL, dataDirectory: URL) throws -> MiniAppDisplay {
    let manifest = try MiniAppManifest.load(fromDirectory: appDirectory)
    let host = ProbeHost()
    let engine = WKWebViewEngine()
    let display = try MiniAppDisplay(
        identity: MiniAppIdentity(appId: "demo"),
        source: .directory(appDirectory),
        engine: engine,
        dialects: [.miniApp(host: host, manifest: manifest)],
        configuration: MiniAppDisplayConfiguration(dataDirectory: dataDirectory)
    )
    display.onClose = { print("closed") }
    return display
}

/// A version the platform client installed, in a website data store of its own (so the
/// mini app may read its cookies), the same one at every launch.
@MainActor
func probeInstalledDisplay(_ installed: InstalledMiniApp, dataDirectory: URL) throws -> MiniAppDisplay {
    let identifier: UUID = WKWebViewEngine.Configuration.websiteDataStoreIdentifier(forAppId: installed.info.id)
    let engine = WKWebViewEngine(configuration: .init(isInspectable: true, websiteDataStoreIdentifier: identifier))
    return try installed.makeDisplay(host: ProbeHost(), engine: engine, dataDirectory: dataDirectory)
}

/// An engine that answers `getPermissionStatus` from what iOS or macOS records, opted
/// into with the MiniAppKitSystemPermissions product (the only one that links AVFoundation
/// and Photos).
@MainActor
func probeSystemPermissionsEngine() -> WKWebViewEngine {
    let engine = WKWebViewEngine()
    engine.permissionStatusReader = SystemPermissions.status(of:)
    return engine
}

/// Rakuten's `MiniApp.shared(with:).create(...)`, launching what it hands back.
@MainActor
func probeCreate(config: MiniAppSdkConfig, show: @escaping @MainActor (MiniAppDisplay) -> Void) throws {
    let host = ProbeHost()
    let engine = WKWebViewEngine()
    try MiniApp.shared(with: config).create(appId: "demo", messageInterface: host, engine: engine) { result in
        switch result {
        case .success(let display):
            show(display)
            display.launch()
        case .failure(let error):
            print("cannot open the mini app: \(error)")
        }
    }
}

#if canImport(UIKit)
/// The UIKit containers: a view to add to a hierarchy, and a controller to present.
@MainActor
func probeUIKit(display: MiniAppDisplay, in parent: UIViewController) {
    let view = MiniAppView(display: display)
    view.frame = parent.view.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    parent.view.addSubview(view)

    let controller: UIViewController = MiniAppViewController(display: display)
    _ = controller
}
#endif

/// The SwiftUI container in a screen that launches the mini app when it appears.
struct ProbeScreen: View {
    let display: MiniAppDisplay
    @Environment(\.scenePhase) private var scenePhase
    @State private var launched = false

    var body: some View {
        VStack {
            MiniAppSwiftUIView(display: display)
            if !launched {
                ProgressView()
            }
            Button("Close") {
                display.close()
            }
        }
        .task {
            display.launch()
            launched = true
        }
        .onChange(of: scenePhase) { _, phase in
            print("scene phase: \(phase)")
        }
    }
}
