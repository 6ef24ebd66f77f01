import Foundation

/// The one rule for project, app and version ids, shared by the registry (which
/// refuses others at publish) and the platform client (which refuses others in what it
/// is sent): every host turns an id into a folder name and a URL path segment.
public enum MiniAppIdentifier {
    /// At most 128 characters: ASCII letters, digits, `-`, `_` and `.`, with no `.` at
    /// either end (so never `.`, `..` or a hidden name).
    public static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 128 && !id.hasPrefix(".") && !id.hasSuffix(".")
            && id.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0)) }
    }
}
