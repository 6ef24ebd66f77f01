/// An operator or publisher token as the registry keeps it: never the token itself,
/// only what lists, revocation and the audit log need.
public struct TokenRecord: Sendable, Equatable {
    /// Which kind of token.
    public enum Kind: String, Sendable {
        /// `maop_…`: signs in to the console with every project in view.
        case `operator`
        /// `mapub_…`: publishes to one project, and signs in to the console for it.
        case publisher
    }

    /// The first 16 hex digits of the token's SHA-256: enough to name it in `miniapp
    /// tokens revoke`, nothing that helps to guess it.
    public var id: String
    /// Which kind of token.
    public var kind: Kind
    /// The project a publisher token belongs to; nil for an operator token.
    public var project: String?
    /// Who or what holds it, as given when it was issued.
    public var label: String
    /// Milliseconds since 1970.
    public var createdAt: Int
    /// When it stops working, in milliseconds since 1970; nil for a token issued before
    /// tokens expired (or with `--no-expiry`).
    public var expiresAt: Int?
    /// When it was revoked, in milliseconds since 1970; nil while it is not.
    public var revokedAt: Int?

    /// Whether the token signs in and publishes at `now` (milliseconds since 1970).
    public func isValid(at now: Int) -> Bool {
        revokedAt == nil && (expiresAt.map { $0 > now } ?? true)
    }

    /// The author changes made with this token are recorded as.
    public var author: ChangeAuthor {
        project.map { .publisher(project: $0, label: label) } ?? .operator(label: label)
    }
}
