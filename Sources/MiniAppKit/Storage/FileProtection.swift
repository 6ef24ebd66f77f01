import Foundation

/// Data Protection for what the SDK keeps of a mini app: on iOS, its secure storage and
/// permission files are encrypted while the device is locked, except a file open then
/// (`complete unless open`).
///
/// Not `complete`, which Rakuten's SDK uses: secure storage is an SQLite database the
/// SDK holds open, and under `complete` every read or write of it fails from about ten
/// seconds after the device locks (a mini app playing audio in the background, a late
/// reply), and so does the journal SQLite creates beside it. Under `complete unless open`
/// an open file stays readable, a new one may be created while locked, and a closed one
/// cannot be opened again until the device is unlocked.
///
/// Elsewhere (macOS, Linux) there is no such class and these do nothing. A directory
/// is created with the class, so files SQLite adds beside a database (its journal)
/// inherit it.
enum FileProtection {
    /// The write options of a file the SDK keeps: atomic, and protected where iOS can.
    static let writingOptions: Data.WritingOptions = [.atomic, .completeFileProtectionUnlessOpen]

    /// Creates `directory` (and its parents), protected.
    static func createDirectory(_ directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: attributes)
    }

    /// Protects a file something other than `Data.write` made (SQLite's database).
    static func protect(_ file: URL) {
        guard let attributes else { return }
        try? FileManager.default.setAttributes(attributes, ofItemAtPath: file.path)
    }

    private static var attributes: [FileAttributeKey: Any]? {
        #if canImport(UIKit)
        [.protectionKey: FileProtectionType.completeUnlessOpen]
        #else
        nil
        #endif
    }
}
