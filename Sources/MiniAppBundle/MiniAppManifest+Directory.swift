public import Foundation

extension MiniAppManifest {
    /// Reads `manifest.json` from a mini app's directory; no file means an empty manifest.
    ///
    /// Placeholders `__MANIFEST_<key>__` are replaced from `_locale/<lang>/manifest.json`,
    /// falling back to `_locale/default/manifest.json` (§7.2); unknown keys stay as they are.
    ///
    /// - Throws: ``BundleError`` with code `io` when the file exists but is not a valid manifest.
    public static func load(fromDirectory directory: URL, language: String = "default") throws(BundleError) -> MiniAppManifest {
        let url = directory.appendingPathComponent("manifest.json")
        guard var text = try? String(contentsOf: url, encoding: .utf8) else { return MiniAppManifest() }
        if text.contains("__MANIFEST_") {
            let strings = localeStrings(in: directory, language: language)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .withoutEscapingSlashes
            for (key, value) in strings {
                // The value goes inside a JSON string of the manifest: escaped as one.
                guard let literal = try? encoder.encode(value) else { continue }
                text = text.replacingOccurrences(of: "__MANIFEST_\(key)__", with: String(decoding: literal.dropFirst().dropLast(), as: UTF8.self))
            }
        }
        do {
            return try JSONDecoder().decode(MiniAppManifest.self, from: Data(text.utf8))
        } catch let error as DecodingError {
            throw BundleError(.io, "manifest.json is not a valid manifest: \(error.locatedDescription)")
        } catch {
            throw BundleError(.io, "manifest.json is not a valid manifest: \(error)")
        }
    }

    private static func localeStrings(in directory: URL, language: String) -> [String: String] {
        var strings: [String: String] = [:]
        for name in ["default", language] {
            let url = directory.appendingPathComponent("_locale/\(name)/manifest.json")
            guard let data = try? Data(contentsOf: url),
                  let values = try? JSONDecoder().decode([String: String].self, from: data) else { continue }
            strings.merge(values) { _, new in new }
        }
        return strings
    }
}
