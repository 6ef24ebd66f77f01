/// How big a version is: the sum of its files' sizes and how many there are.
public struct VersionSize: Sendable, Equatable {
    public var bytes: Int
    public var files: Int
}
