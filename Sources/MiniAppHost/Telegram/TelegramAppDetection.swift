import Foundation
import MiniAppKit

/// Whether a mini app `miniapp open` runs is a Telegram mini app, for the default
/// dialects: only a Telegram app gets the `telegram` dialect unless the profile asks.
///
/// The dialect puts Telegram's launch parameters in the page's URL hash, as Telegram
/// does (`#tgWebAppData=…`). A Telegram app needs them at its first script; any other app
/// would find a hash it never asked for, which a hash router (`#/route`) reads as a route
/// it does not know. So a packaged app gets the dialect when its pages or scripts name
/// Telegram's protocol (Telegram's `telegram-web-app.js`, tma.js and the raw protocol all
/// write one of ``markers``), and a hosted one always (its files cannot be read
/// beforehand, and hosted is how Telegram apps are served). A profile's `dialects` list
/// or `telegram` section decides instead.
enum TelegramAppDetection {
    /// Text that every way of speaking Telegram's protocol writes in the app's files.
    static let markers = ["telegram-web-app.js", "TelegramWebviewProxy", "tgWebAppData"].map { Data($0.utf8) }
    /// The files read: pages and scripts, at most this many, each up to ``largestFile``.
    static let extensions: Set<String> = ["html", "htm", "js", "mjs", "cjs"]
    static let mostFiles = 2_000
    static let largestFile = 16 << 20

    /// Whether `source` is a Telegram mini app.
    static func speaksTelegram(_ source: MiniAppSource) -> Bool {
        switch source {
        case .remote: return true
        case .directory(let root): return mentionsTelegram(under: root)
        }
    }

    /// Whether a page or script under `root` (links not followed) writes a marker.
    static func mentionsTelegram(under root: URL) -> Bool {
        let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey]
        guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else {
            return false
        }
        var read = 0
        for case let file as URL in files where extensions.contains(file.pathExtension.lowercased()) {
            guard let values = try? file.resourceValues(forKeys: Set(keys)), values.isRegularFile == true,
                  (values.fileSize ?? 0) <= largestFile else { continue }
            read += 1
            if read > mostFiles { return false }
            guard let contents = try? Data(contentsOf: file) else { continue }
            if markers.contains(where: { contents.range(of: $0) != nil }) { return true }
        }
        return false
    }
}
