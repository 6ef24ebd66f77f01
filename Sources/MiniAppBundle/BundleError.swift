/// Why a mini-app bundle was refused.
public typealias BundleError = CodedError<BundleErrorCode>

/// The kinds of ``BundleError``: each names one rule a bundle broke.
public enum BundleErrorCode: String, Sendable, Hashable {
    /// The file is not a zip archive, or an entry cannot be read from it (its data damaged,
    /// or compressed other than stored or deflated).
    case notAZip
    /// An entry's path is absolute, climbs out with `..`, or is not a clean relative path.
    case unsafePath
    /// An entry is a symbolic link.
    case link
    /// Two entries have the same path, or one path is both a file and a folder.
    case duplicateEntry
    /// There is no `index.html` at the bundle's root.
    case missingIndex
    /// The bundle or an entry is over its size limit.
    case tooLarge
    /// The bundle holds more files than allowed.
    case tooManyFiles
    /// An entry expands far beyond its compressed size.
    case zipBomb
    /// Reading or writing failed.
    case io
}
