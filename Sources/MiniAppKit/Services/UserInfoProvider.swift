/// The user's identity and profile, as the host knows it.
///
/// Runs on the main actor. Return `nil` where the seed allows "no value" (the mini
/// app then sees the protocol's `hostAppError`); throw ``MASDKError`` or
/// ``HostServiceError`` to fail. The bridge checks custom permissions before calling
/// the profile methods, so an implementation never has to. Every method has a
/// default that throws "not implemented" (`FAILED_TO_CONFORM_PROTOCOL` on the wire).
@MainActor
public protocol UserInfoProvider: AnyObject {
    /// A stable id of the user for this mini app (deprecated by the SDK, still called).
    func getUniqueId() async throws -> String?
    func getMessagingUniqueId() async throws -> String?
    func getMauid() async throws -> String?
    func getUserName() async throws -> String?
    /// A URL or `data:` URI.
    func getProfilePhoto() async throws -> String?
    func getContacts() async throws -> [Contact]?
    /// Issues a token for `scopes`; the bridge has already checked them against the manifest.
    /// - Throws: ``AccessTokenError``.
    func getAccessToken(miniAppId: String, scopes: AccessToken.Scopes) async throws -> AccessToken
    /// - Throws: ``PointsError``.
    func getPoints() async throws -> Points
}

extension UserInfoProvider {
    /// By default, refuses with ``HostServiceError/failedToConformToProtocol``, as Rakuten's SDK does for a host without this service.
    public func getUniqueId() async throws -> String? { throw HostServiceError.failedToConformToProtocol }
    /// By default, refuses with ``HostServiceError/failedToConformToProtocol``, as Rakuten's SDK does for a host without this service.
    public func getMessagingUniqueId() async throws -> String? { throw HostServiceError.failedToConformToProtocol }
    /// By default, refuses with ``HostServiceError/failedToConformToProtocol``, as Rakuten's SDK does for a host without this service.
    public func getMauid() async throws -> String? { throw HostServiceError.failedToConformToProtocol }
    /// By default, refuses with ``HostServiceError/failedToConformToProtocol``, as Rakuten's SDK does for a host without this service.
    public func getUserName() async throws -> String? { throw HostServiceError.failedToConformToProtocol }
    /// By default, refuses with ``HostServiceError/failedToConformToProtocol``, as Rakuten's SDK does for a host without this service.
    public func getProfilePhoto() async throws -> String? { throw HostServiceError.failedToConformToProtocol }
    /// By default, refuses with ``HostServiceError/failedToConformToProtocol``, as Rakuten's SDK does for a host without this service.
    public func getContacts() async throws -> [Contact]? { throw HostServiceError.failedToConformToProtocol }
    /// By default, refuses with ``AccessTokenError/failedToConformToProtocol``, as Rakuten's SDK does for a host without tokens.
    public func getAccessToken(miniAppId: String, scopes: AccessToken.Scopes) async throws -> AccessToken {
        throw AccessTokenError.failedToConformToProtocol
    }
    /// By default, refuses with ``PointsError/failedToConformToProtocol``, as Rakuten's SDK does for a host without points.
    public func getPoints() async throws -> Points { throw PointsError.failedToConformToProtocol }
}
