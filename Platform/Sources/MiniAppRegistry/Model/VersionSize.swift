/// How big a version is: the sum of its files' sizes and how many there are.
public struct VersionSize: Sendable, Equatable {
    /// The sum of the files' sizes, uncompressed.
    public var bytes: Int
    /// How many files the version has.
    public var files: Int
}
