package import Foundation
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// Opens a URL with the platform's own handler: `UIApplication.open` on iOS,
/// `NSWorkspace` on macOS, `xdg-open` on Linux.
///
/// What a display does with `tel:`, `mailto:` and other origins (§7.1) unless its host
/// says otherwise, so a host that implements nothing still sends its user to the
/// system browser, as Rakuten's SDK and Capacitor do.
@MainActor
package enum ExternalOpener {
    /// Hands `url` to the platform and returns once it has been handed over.
    package static func open(_ url: URL) async {
        #if canImport(UIKit)
        _ = await UIApplication.shared.open(url, options: [:])
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
