// A complete iOS (and macOS) host app: it runs the showcase mini app bundled with it
// (Examples/Showcase) in a WKWebView, answers every call it makes (ShowcaseHost), shows its
// dialogs, locks the screen's orientation when it asks, and says how its run went when it
// closes itself. The README's "Writing a host on iOS" is this file.
import Foundation // (1) URL and FileManager: MiniAppKit does not re-export Foundation.
import MiniAppKit
import MiniAppKitWebKit
import ShowcaseHost
import SwiftUI

// (3) SwiftUI runs the app on the main actor, where WebKit lives: the display is made,
// shown and closed there.
@main struct AppleHostApp: App {
    enum Phase {
        case starting
        case running(MiniAppDisplay)
        case ended(String)
    }

    #if canImport(UIKit)
    // (7) UIKit asks the app delegate which orientations a window may take: it answers
    // with the mini app's lock (AppDelegate.swift).
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    #endif
    @State private var phase = Phase.starting

    var body: some Scene {
        WindowGroup {
            Group {
                switch phase {
                case .starting: ProgressView()
                // (4) The view shows the mini app, launching it when first on screen,
                // until the display closes.
                case .running(let display): MiniAppSwiftUIView(display: display)
                case .ended(let message): Text(message).accessibilityIdentifier("result")
                }
            }
            .task { start() }
        }
    }

    private func start() {
        guard case .starting = phase else { return }
        do {
            guard let appDirectory = Bundle.main.url(forResource: "Showcase", withExtension: nil) else {
                phase = .ended("The mini app is missing from the app's bundle: build the app from project.yml.")
                return
            }
            // (2) Where each mini app's secure storage and granted permissions persist.
            let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            let dataDirectory = (support ?? FileManager.default.temporaryDirectory).appendingPathComponent("apple-host")
            let identity = MiniAppIdentity(appId: "showcase")
            let manifest = try MiniAppManifest.load(fromDirectory: appDirectory)

            // (5) The user's consent to what the manifest requires; without it the display
            // refuses to launch the mini app (`metaDataFailure`). Ask the user in a real app.
            let permissions = CustomPermissionStore(appId: identity.appId, dataDirectory: dataDirectory, manifest: manifest)
            _ = permissions.store(manifest.requiredPermissions.map { CustomPermissionGrant(permission: $0.name, status: .allowed) })

            // The UI test launches the app with -autorun: the showcase then makes every
            // call in turn and closes itself.
            let autorun = ProcessInfo.processInfo.arguments.contains("-autorun")
            let host = ShowcaseHost()
            let engine = WKWebViewEngine()
            let display = try MiniAppDisplay(
                identity: identity,
                source: .directory(appDirectory),
                engine: engine,
                dialects: [.miniApp(host: host, manifest: manifest)],
                configuration: MiniAppDisplayConfiguration(dataDirectory: dataDirectory, queryParams: autorun ? "autorun=1" : nil))

            // (6) A mini app closes itself with `closeMiniApp`: close the display there. A
            // closed display lets go of its host, so the host may refer to it.
            host.onClose = {
                Task {
                    let result = await ShowcaseResult.read(with: engine.evaluateJavaScript)
                    display.close()
                    phase = .ended(result?.report ?? "The mini app closed itself.")
                }
            }
            display.onClose = {
                if case .running = phase { phase = .ended("The mini app closed.") }
            }
            #if canImport(UIKit)
            // (7) `setScreenOrientation`: within what the app supports, or refused.
            host.onOrientation = { MiniAppOrientationLock.lock($0, for: display) }
            #endif
            phase = .running(display)
        } catch {
            phase = .ended("The mini app could not start: \(error)")
        }
    }
}
