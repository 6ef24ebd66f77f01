package import Foundation

/// Opens a URL with the desktop's default handler (`xdg-open` on Linux).
package enum ExternalOpener {
    /// Hands `url` to the desktop; does nothing where there is no opener.
    package static func open(_ url: URL) {
        #if os(Linux)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdg-open")
        process.arguments = [url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
        #endif
    }
}
