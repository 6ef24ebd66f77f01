import Foundation

/// Whether a version's icon is something a host can show: an image file of the bundle, or
/// an absolute http(s) URL.
///
/// Hosts put the `icon` of `MiniAppInfo` in their lists without looking at it first, and
/// Rakuten's SDKs decode it as a `URL`: a bundle file that is not an image shows as a
/// broken picture on every device, and a URL with spaces does not decode at all. So an
/// upload is refused when its icon is not one of these, before anything is stored.
enum IconCheck {
    /// The formats accepted, recognised by their first bytes (not by the file name).
    static let formats = "PNG, JPEG, GIF, WebP or SVG"

    /// Whether the file starts like a PNG, JPEG, GIF, WebP or SVG image.
    static func isImage(_ file: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return false }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 1024), !head.isEmpty else { return false }
        let bytes = [UInt8](head)
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return true }  // PNG
        if starts([0xFF, 0xD8, 0xFF]) { return true }  // JPEG
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return true }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return true }
        // SVG: XML text whose root element is <svg> (a declaration or comments may come first).
        let text = String(decoding: bytes, as: UTF8.self).lowercased()
        return text.contains("<svg") && text.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("<")
    }

    /// Whether `value` is an absolute http(s) URL with a host that parses without escaping.
    static func isAcceptableURL(_ value: String) -> Bool {
        guard let components = URLComponents(string: value), let scheme = components.scheme?.lowercased(),
              ["http", "https"].contains(scheme), components.host?.isEmpty == false
        else { return false }
        return true
    }
}
