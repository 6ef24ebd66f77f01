/// A host project: its mini apps are listed to clients that present its subscription key.
public struct Project: Sendable, Equatable, Codable {
    /// The id in every path of the project (`host/{projectId}/…`): letters, digits, `-`, `_`, `.`.
    public var id: String
    /// A human-readable name, for the console and `miniapp project list`.
    public var name: String
    /// Sent by hosts as `apiKey: ras-<subscriptionKey>`.
    public var subscriptionKey: String
    /// Milliseconds since 1970.
    public var createdAt: Int
}
