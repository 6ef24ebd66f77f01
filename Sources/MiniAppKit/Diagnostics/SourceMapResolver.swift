package import Foundation

/// Maps places in a packaged mini app's scripts back to their original sources,
/// through the source maps the app ships (`//# sourceMappingURL=` at the end of a
/// script, a file next to it or an inline `data:` URL).
///
/// Only files under the app's directory are read, by their real paths (symbolic links
/// resolved), and only URLs of the app's own origin are mapped. A map outside the
/// directory is refused with the words of a missing one, so the transcript says nothing
/// about files outside the app, not even whether they exist. Maps are read when first
/// needed and read again when the script changes (`miniapp dev` reloads edited apps); a
/// file without a usable map maps to nothing, and a map that cannot be read is logged
/// once per change by the caller through ``problems``.
package final class SourceMapResolver {
    private let root: URL
    /// The root's real path, which every file read must be under.
    private let realRoot: String
    private let origin: WebOrigin
    /// Per script path: its modification date and map (nil: none).
    private var cache: [String: (modified: Date?, map: SourceMap?)] = [:]
    /// Maps that were found but could not be read, with the reason (newest last).
    package private(set) var problems: [String] = []

    package init(root: URL, origin: WebOrigin) {
        self.root = root.standardizedFileURL
        realRoot = self.root.resolvingSymlinksInPath().path
        self.origin = origin
    }

    /// The path in the bundle of one of the app's URLs (`app.js` for
    /// `mscheme.demo://miniapp/app.js`), or `nil` for any other URL.
    package func bundlePath(of url: String) -> String? {
        guard let parsed = URL(string: url), WebOrigin(parsed) == origin else { return nil }
        let path = parsed.path.hasPrefix("/") ? String(parsed.path.dropFirst()) : parsed.path
        return path.isEmpty ? nil : path
    }

    /// The original place of a 1-based `line` and `column` in the script at `url`.
    /// Without a column, the line's first mapped place.
    package func original(url: String, line: Int, column: Int?) -> ScriptError.Location? {
        guard let path = bundlePath(of: url), let map = map(forScript: path),
              let found = map.original(line: line - 1, column: max((column ?? 1) - 1, 0)) else { return nil }
        return ScriptError.Location(file: Self.sourcePath(found.source, besideScript: path), line: found.line + 1, column: found.column + 1)
    }

    /// `report` with its place given as a bundle path where it is one of the app's
    /// files, and its original place and stack filled in from the app's source maps.
    package func resolve(_ report: ScriptError) -> ScriptError {
        var report = report
        if let url = report.url, let location = report.location {
            report.original = original(url: url, line: location.line, column: location.column)
            if let path = bundlePath(of: url) { report.location?.file = path }
        }
        if let stack = report.stack {
            var changed = false
            let frames = stack.split(separator: "\n", omittingEmptySubsequences: false).map { frame -> String in
                guard let mapped = mappedFrame(String(frame)) else { return String(frame) }
                changed = true
                return mapped
            }
            if changed { report.originalStack = frames.joined(separator: "\n") }
        }
        return report
    }

    /// `function@url:line:column` (or `url:line:column`) with the place mapped.
    private func mappedFrame(_ frame: String) -> String? {
        let at = frame.lastIndex(of: "@")
        let place = at.map { frame[frame.index(after: $0)...] } ?? frame[...]
        let parts = place.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
        let url = parts.dropLast(2).joined(separator: ":")
        guard let original = original(url: url, line: line, column: column) else { return nil }
        let function = at.map { String(frame[..<$0]) + "@" } ?? ""
        return function + original.description
    }

    /// The map of the script at `path` (relative to the root), if it names a readable one.
    private func map(forScript path: String) -> SourceMap? {
        guard let script = realFile(root.appendingPathComponent(path)) else { return nil }
        let modified = (try? FileManager.default.attributesOfItem(atPath: script.path))?[.modificationDate] as? Date
        if let cached = cache[path], cached.modified == modified { return cached.map }
        var map: SourceMap?
        do {
            map = try readMap(forScript: script)
        } catch {
            problems.append("\(path): \(error.description)")
        }
        cache[path] = (modified, map)
        return map
    }

    private func readMap(forScript script: URL) throws(SourceMap.Failure) -> SourceMap? {
        guard let data = FileManager.default.contents(atPath: script.path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let reference = Self.mappingURL(in: text) else { return nil }
        if reference.hasPrefix("data:") {
            guard let comma = reference.firstIndex(of: ","), reference[..<comma].hasSuffix(";base64"),
                  let json = Data(base64Encoded: String(reference[reference.index(after: comma)...])) else {
                throw SourceMap.Failure("an inline source map that is not base64 JSON")
            }
            return try SourceMap(json: json)
        }
        guard let relative = reference.removingPercentEncoding, !relative.contains("://") else { return nil }
        // A map outside the app reads as a missing one (issue 29, defect 11).
        guard let mapURL = realFile(script.deletingLastPathComponent().appendingPathComponent(relative)),
              let json = FileManager.default.contents(atPath: mapURL.path) else {
            throw SourceMap.Failure("its map \(relative) does not exist")
        }
        return try SourceMap(json: json)
    }

    /// The value of the last `//# sourceMappingURL=` (or the older `//@`) comment.
    static func mappingURL(in text: String) -> String? {
        for line in text.split(whereSeparator: \.isNewline).reversed() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            for prefix in ["//# sourceMappingURL=", "//@ sourceMappingURL="] where trimmed.hasPrefix(prefix) {
                let value = trimmed.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
                return value.isEmpty ? nil : value
            }
            return nil
        }
        return nil
    }

    /// A map's source as a path from the bundle root: relative to the script's folder
    /// unless it is absolute or a URL (`webpack://…`), which stay as they are.
    static func sourcePath(_ source: String, besideScript script: String) -> String {
        guard !source.contains("://"), !source.hasPrefix("/") else { return source }
        let folder = (script as NSString).deletingLastPathComponent
        let joined = folder.isEmpty ? source : folder + "/" + source
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }

    /// `url` by its real path (`..` and symbolic links resolved) when that is under the
    /// root's real path; `nil` for anything outside the app.
    private func realFile(_ url: URL) -> URL? {
        let real = url.standardizedFileURL.resolvingSymlinksInPath()
        return real.path.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") ? real : nil
    }
}
