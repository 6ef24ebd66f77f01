package import Foundation
#if canImport(UIKit)
package import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// Opens a URL with the platform's own handler: the window scene of the mini app on
/// screen on iOS (`UIScene.open`), `NSWorkspace` on macOS, `xdg-open` on Linux.
///
/// What a display does with `tel:`, `mailto:` and other origins (§7.1) unless its host
/// says otherwise, so a host that implements nothing still sends its user to the
/// system browser, as Rakuten's SDK and Capacitor do.
@MainActor
package enum ExternalOpener {
    #if canImport(UIKit)
    /// The scene iOS opens URLs from: the window scene of the mini app's view last put on
    /// screen (MiniAppKitWebKit's containers set it). `UIApplication.shared`, which would
    /// find one itself, is unavailable to code an app extension may link, as Xcode builds
    /// every package's code; `UIScene.open` is not.
    package static weak var scene: UIScene?
    #endif

    /// Hands `url` to the platform and returns once it has been handed over.
    package static func open(_ url: URL) async {
        #if canImport(UIKit)
        guard let scene else { return }
        _ = await withCheckedContinuation { (opened: CheckedContinuation<Bool, Never>) in
            scene.open(url, options: nil) { @Sendable success in opened.resume(returning: success) }
        }
        #elseif canImport(AppKit)
        _ = NSWorkspace.shared.open(url)
        #elseif os(Linux)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdg-open")
        process.arguments = [url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
        #endif
    }
}
