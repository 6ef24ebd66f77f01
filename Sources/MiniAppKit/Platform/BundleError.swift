/// Why a mini-app bundle was refused.
public struct BundleError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Code: String, Sendable {
        case notAZip, unsafePath, link, duplicateEntry, missingIndex, tooLarge, tooManyFiles, zipBomb, io
    }

    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "\(code.rawValue): \(message)" }
}
