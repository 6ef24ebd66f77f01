public import Foundation

/// Who asks to open a file, which decides what a `./` path is relative to and which
/// directory no path may leave (`open_file`, per the seed).
public enum FileOpenSender: Sendable, Equatable {
    /// A web app: relative to its entry point file (a `file:` URL of a packaged mini
    /// app's `index.html`, or a hosted mini app's `http(s)` launch URL).
    case miniApp(entryPoint: URL)
    /// The native document reading view: relative to the HTML file being read.
    case documentReader(document: URL)
    /// Another native part of the app: relative to the app bundle's root directory.
    case native(bundleRoot: URL)

    /// The directory (or, for a hosted mini app, the URL prefix) paths must stay in.
    public var root: URL {
        switch self {
        case .miniApp(let entryPoint): entryPoint.deletingLastPathComponent()
        case .documentReader(let document): document.deletingLastPathComponent()
        case .native(let bundleRoot): bundleRoot
        }
    }

    /// Turns an `open_file` path into the URL to open.
    ///
    /// - `http://` / `https://` URLs are opened as they are;
    /// - `./relative/path` is resolved against ``root`` and must stay inside it;
    /// - `file:///absolute/path` must lie inside ``root``.
    /// Local files must exist; symbolic links are followed before the check, so a
    /// link cannot lead outside. A refusal names only the path the page gave, never
    /// where the host keeps the files or where a link points.
    /// - Throws: ``FileOpenSender/Failure``.
    public func resolve(_ path: String) throws(FileOpenSender.Failure) -> URL {
        let lowered = path.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            guard let url = URL(string: path), url.host != nil else { throw .unsupportedPath("'\(path)' is not a valid http(s) URL") }
            return url
        }
        let root = self.root
        if path.hasPrefix("./") {
            let relative = String(path.dropFirst(2))
            if !root.isFileURL {
                return try resolveRemote(relative, against: root, path: path)
            }
            return try resolveLocal(root.appendingPathComponent(relative), root: root, path: path)
        }
        if lowered.hasPrefix("file:///") {
            guard root.isFileURL else {
                throw .outsideRoot("'\(path)': a hosted web app has no local files to open")
            }
            guard let url = URL(string: path) else { throw .unsupportedPath("'\(path)' is not a valid file URL") }
            return try resolveLocal(url, root: root, path: path)
        }
        throw .unsupportedPath("'\(path)' must start with http://, https://, ./ or file:///")
    }

    private func resolveLocal(_ candidate: URL, root: URL, path: String) throws(FileOpenSender.Failure) -> URL {
        let rootPath = root.standardizedFileURL.path
        let lexical = candidate.standardizedFileURL
        guard Self.isInside(lexical.path, rootPath) else {
            throw .outsideRoot("'\(path)' leads outside the web app's files")
        }
        // A file reached through a link out of the root is not among the app's files, and
        // says so as a missing one does: whether a file outside exists is not the page's
        // to learn (issue 29, defect 11's shape). Foundation resolves links only on a
        // path that exists, so "outside" would otherwise mean "exists".
        let real = lexical.resolvingSymlinksInPath()
        let realRoot = root.standardizedFileURL.resolvingSymlinksInPath().path
        guard Self.isInside(real.path, realRoot), FileManager.default.fileExists(atPath: real.path) else {
            throw .notFound("'\(path)': no such file among the web app's files")
        }
        return real
    }

    private func resolveRemote(_ relative: String, against root: URL, path: String) throws(FileOpenSender.Failure) -> URL {
        guard let url = URL(string: relative, relativeTo: root)?.absoluteURL.standardized else {
            throw .unsupportedPath("'\(path)' is not a valid relative URL")
        }
        guard url.scheme == root.scheme, url.host == root.host, url.port == root.port, Self.isInside(url.path, root.path) else {
            throw .outsideRoot("'\(path)' resolves to \(url.absoluteString), outside \(root.absoluteString)")
        }
        return url
    }

    private static func isInside(_ path: String, _ root: String) -> Bool {
        let root = root.hasSuffix("/") ? String(root.dropLast()) : root
        return path == root || path.hasPrefix(root + "/")
    }
}

extension FileOpenSender {
    /// Why an `open_file` path cannot be opened.
    public enum Failure: Error, Sendable, Equatable {
        /// Not an http(s) URL, `./` path or `file:///` URL.
        case unsupportedPath(String)
        /// The path leaves the sender's root.
        case outsideRoot(String)
        /// No such file.
        case notFound(String)

        /// The sentence for the caller.
        public var message: String {
            switch self {
            case .unsupportedPath(let text), .outsideRoot(let text), .notFound(let text): text
            }
        }
    }
}
