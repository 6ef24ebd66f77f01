/// The `param` object of a `miniapp` request: one flat struct, every field optional (§1.3).
///
/// This mirrors 5.6.1's `RequestParameters`, including its strictness: a type
/// mismatch anywhere (a number where a string belongs, a nested object missing a
/// required field, an unknown analytics event type) fails the whole decode, and the
/// call is answered with `unexpectedMessageFormat`. Unknown keys are ignored.
public struct MiniAppParameters: Sendable, Decodable, Equatable {
    /// One entry of `requestCustomPermissions`; a missing name becomes `UNKNOWN_REQUEST`.
    public struct PermissionEntry: Sendable, Decodable, Equatable {
        public var name: String?
        public var description: String?
    }

    public struct LocationOptions: Sendable, Decodable, Equatable {
        public var enableHighAccuracy: Bool?
    }

    public struct ShareInfo: Sendable, Decodable, Equatable {
        public var content: String
    }

    public struct JSONInfo: Sendable, Decodable, Equatable {
        public var content: String
    }

    /// `setScreenOrientation`'s value (the key is `action` inside `param`).
    public var action: String?
    public var permission: String?
    public var permissions: [PermissionEntry]?
    public var locationOptions: LocationOptions?
    public var shareInfo: ShareInfo?
    public var adType: Int?
    public var adUnitId: String?
    public var audience: String?
    public var scopes: [String]?
    public var messageToContact: MessageToContact?
    public var contactId: String?
    public var filename: String?
    public var url: String?
    public var headers: [String: String]?
    public var secureStorageKey: String?
    public var secureStorageItems: [String: String]?
    public var secureStorageKeyList: [String]?
    public var closeAlertInfo: CloseAlertInfo?
    public var jsonInfo: JSONInfo?
    public var withConfirmationAlert: Bool?
    public var analyticsInfo: AnalyticsInfo?
    public var universalBridgeInfo: UniversalBridgeInfo?

    public init() {}
}
