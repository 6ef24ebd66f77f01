/// The `Content-Type` a mini app's file is served with, chosen by its extension.
///
/// WebKit needs the right type to run a file as what it is: an ES module only runs when
/// served as JavaScript, WebAssembly streaming compilation needs `application/wasm`, and
/// `<video>` needs a media type. Text types carry `charset=utf-8` so non-ASCII text
/// decodes the same on every engine.
public enum MediaType {
    /// The type for a file name or path, `application/octet-stream` when unknown.
    public static func forPath(_ path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return octetStream }
        let fileExtension = path[path.index(after: dot)...].lowercased()
        return byExtension[fileExtension] ?? octetStream
    }

    /// The fallback for unknown extensions: browsers download rather than render it.
    public static let octetStream = "application/octet-stream"

    private static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "application/javascript; charset=utf-8",
        "mjs": "application/javascript; charset=utf-8",
        "json": "application/json; charset=utf-8",
        "map": "application/json; charset=utf-8",
        "txt": "text/plain; charset=utf-8",
        "xml": "application/xml; charset=utf-8",
        "svg": "image/svg+xml",
        "svgz": "image/svg+xml",
        "wasm": "application/wasm",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/x-icon",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "ttf": "font/ttf",
        "otf": "font/otf",
        "mp3": "audio/mpeg",
        "m4a": "audio/mp4",
        "wav": "audio/wav",
        "ogg": "audio/ogg",
        "mp4": "video/mp4",
        "webm": "video/webm",
        "pdf": "application/pdf",
    ]
}
