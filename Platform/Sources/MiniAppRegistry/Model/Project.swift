/// A host project: its mini apps are listed to clients that present its subscription key.
public struct Project: Sendable, Equatable, Codable {
    public var id: String
    public var name: String
    /// Sent by hosts as `apiKey: ras-<subscriptionKey>`.
    public var subscriptionKey: String
    /// Milliseconds since 1970.
    public var createdAt: Int
}
