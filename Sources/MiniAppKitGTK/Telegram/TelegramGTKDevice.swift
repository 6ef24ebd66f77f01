#if canImport(CWebKitGTK)
import CWebKitGTK
public import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
public import MiniAppKit

/// The desktop's side of a Telegram mini app's device features: the real clipboard
/// (GTK's `CLIPBOARD` selection) and downloads into the user's downloads folder. The
/// rest (sensors, scanner, home screen, biometrics) a desktop lacks, and the mini app
/// hears Telegram's documented refusals.
@MainActor
public final class TelegramGTKDevice: TelegramDeviceProvider {
    /// Where downloads go.
    public var downloadsDirectory: URL
    /// Told when a download ends: the source, the file written or `nil`, and the error's text.
    public var onDownload: ((_ source: URL, _ file: URL?, _ error: String?) -> Void)?

    /// A device whose downloads go to `downloadsDirectory`.
    public init(downloadsDirectory: URL = TelegramGTKDevice.userDownloadsDirectory) {
        self.downloadsDirectory = downloadsDirectory
    }

    /// `$XDG_DOWNLOAD_DIR`, else `~/Downloads`.
    public static var userDownloadsDirectory: URL {
        if let folder = ProcessInfo.processInfo.environment["XDG_DOWNLOAD_DIR"], !folder.isEmpty {
            return URL(fileURLWithPath: folder, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Downloads", isDirectory: true)
    }

    /// The clipboard's text (`""` when it holds none, as Telegram for iOS answers).
    public func readClipboardText() async -> String? {
        guard let clipboard = gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0)) else { return nil }
        let text = await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
            let box = Unmanaged.passRetained(ClipboardReply(continuation)).toOpaque()
            gtk_clipboard_request_text(clipboard, { _, text, data in
                guard let data else { return }
                Unmanaged<ClipboardReply>.fromOpaque(data).takeRetainedValue().continuation.resume(returning: text.map { String(cString: $0) })
            }, box)
        }
        return text ?? ""
    }

    /// Downloads `url` into ``downloadsDirectory`` as `fileName` (`name (2).ext` when taken),
    /// in the background; returns at once that it started.
    public func downloadFile(_ url: URL, fileName: String) async -> Bool {
        let folder = downloadsDirectory
        let report = onDownload
        Task { @MainActor in
            do {
                let (data, response) = try await URLSession.shared.data(from: url)
                if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                    throw URLError(.badServerResponse)
                }
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let file = Self.freeName(fileName, in: folder)
                try data.write(to: file, options: .atomic)
                report?(url, file, nil)
            } catch {
                report?(url, nil, "\(error)")
            }
        }
        return true
    }

    /// `name`, or `name (2).ext`, `name (3).ext`… the first not taken in `folder`.
    static func freeName(_ name: String, in folder: URL) -> URL {
        let base = (name as NSString).deletingPathExtension, ext = (name as NSString).pathExtension
        var candidate = folder.appendingPathComponent(name)
        var number = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            candidate = folder.appendingPathComponent(ext.isEmpty ? "\(base) (\(number))" : "\(base) (\(number)).\(ext)")
            number += 1
        }
        return candidate
    }
}

/// The continuation a clipboard request resumes, carried through GTK's `user_data`.
private final class ClipboardReply {
    let continuation: CheckedContinuation<String?, Never>
    init(_ continuation: CheckedContinuation<String?, Never>) { self.continuation = continuation }
}
#endif

#if canImport(CWebKitGTK)
extension TelegramGTKDevice {
    /// Puts `text` on the clipboard, as another application would: for tests.
    package static func setClipboardText(_ text: String) {
        guard let clipboard = gtk_clipboard_get(gdk_atom_intern("CLIPBOARD", 0)) else { return }
        gtk_clipboard_set_text(clipboard, text, -1)
    }
}
#endif
