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

    let controller = MiniAppViewController(display: display)
    controller.modalPresentationStyle = .fullScreen
    parent.present(controller, animated: true) {
        _ = controller.lockOrientation(.landscape)
    }
}

/// A host screen that embeds the mini app as a child view controller, as UIKit's
/// containment calls for, and routes the mini app's orientation lock to UIKit (a child
/// does not decide the window's orientations).
@MainActor
final class ProbeHostViewController: UIViewController, MiniAppMessageDelegate {
    let miniApp: MiniAppViewController

    init(display: MiniAppDisplay) {
        miniApp = MiniAppViewController(display: display)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(miniApp)
        miniApp.view.frame = view.bounds
        miniApp.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(miniApp.view)
        miniApp.didMove(toParent: self)
        _ = (children.count, miniApp.parent === self, view.subviews.count)
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        miniApp.supportedInterfaceOrientations
    }

    func setScreenOrientation(_ orientation: ScreenOrientation) async throws {
        guard miniApp.lockOrientation(orientation) else { throw HostServiceError.failedToConformToProtocol }
    }

    func closeMiniApp(withConfirmation: Bool) async throws -> Bool {
        miniApp.willMove(toParent: nil)
        miniApp.view.removeFromSuperview()
        miniApp.removeFromParent()
        miniApp.display.close()
        return true
    }
}

/// A scene-based UIKit app: its window, and the app delegate that answers the window's
/// orientations from the mini app's lock (for a child controller or a SwiftUI view).
@MainActor
final class ProbeAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        MiniAppOrientationLock.supportedOrientations(for: window, otherwise: .all)
    }

    func show(_ display: MiniAppDisplay, in scene: UIWindowScene) -> UIWindow {
        let window = UIWindow(windowScene: scene)
        window.rootViewController = ProbeHostViewController(display: display)
        window.makeKeyAndVisible()
        return window
    }
}

extension ProbeAppDelegate: UIApplicationDelegateMember.DidFinishLaunching, UIApplicationDelegateMember.SupportedInterfaceOrientations {}

/// A SwiftUI app with an app delegate for the orientation lock.
struct ProbeOrientationApp: App {
    @UIApplicationDelegateAdaptor(ProbeAppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup {
            Text("mini app")
        }
    }
}

/// A SwiftUI host's `setScreenOrientation`: there is no view controller to ask.
@MainActor
func probeSwiftUIOrientation(_ orientation: ScreenOrientation, display: MiniAppDisplay) throws {
    guard MiniAppOrientationLock.lock(orientation, for: display) else { throw HostServiceError.failedToConformToProtocol }
    _ = MiniAppOrientationLock.orientations(for: display)
}
#endif

/// The engine's dialogs: the host's own presenter (an async answer, however long it takes),
/// or the platform's alert, or automatic answers; and every answer recorded.
@MainActor
func probeDialogs(_ engine: WKWebViewEngine) {
    engine.showsScriptDialogs = true
    engine.dialogHandler = { kind, _ in kind != .confirm }
    engine.onScriptDialog = { answer in print(answer.kind.transcriptName, answer.accepted, answer.answeredBy.rawValue) }
    engine.dialogPresenter = { dialog in
        try? await Task.sleep(for: .seconds(1))
        switch dialog.kind {
        case .prompt: return .accepted(text: dialog.defaultText)
        case .confirm: return .cancelled
        case .alert, .beforeUnload: return .dismissed(dialog.kind)
        }
    }
}

/// The README's lifecycle: the host closes the display, which then lets go of the host.
@MainActor
final class ProbeClosingHost: MiniAppMessageDelegate {
    var onClose: () -> Void = {}

    func closeMiniApp(withConfirmation: Bool) async throws -> Bool {
        onClose()
        return true
    }

    static func show(_ display: MiniAppDisplay, host: ProbeClosingHost) {
        host.onClose = { display.close() }
        display.onClose = { print("closed") }
    }
}

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
