/// The `param` object of a `miniapp` request: one flat struct, every field optional (§1.3).
///
/// This mirrors 5.6.1's `RequestParameters`, including its strictness: a type
/// mismatch anywhere (a number where a string belongs, a nested object missing a
/// required field, an unknown analytics event type) fails the whole decode, and the
/// call is answered with `unexpectedMessageFormat`. Unknown keys are ignored.
package struct MiniAppParameters: Sendable, Decodable, Equatable {
    /// One entry of `requestCustomPermissions`; a missing name becomes `UNKNOWN_REQUEST`.
    package struct PermissionEntry: Sendable, Decodable, Equatable {
        package var name: String?
        package var description: String?
    }

    package struct LocationOptions: Sendable, Decodable, Equatable {
        package var enableHighAccuracy: Bool?
    }

    package struct ShareInfo: Sendable, Decodable, Equatable {
        package var content: String
    }

    package struct JSONInfo: Sendable, Decodable, Equatable {
        package var content: String
    }

    /// `setScreenOrientation`'s value (the key is `action` inside `param`).
    package var action: String?
    package var permission: String?
    package var permissions: [PermissionEntry]?
    package var locationOptions: LocationOptions?
    package var shareInfo: ShareInfo?
    package var adType: Int?
    package var adUnitId: String?
    package var audience: String?
    package var scopes: [String]?
    package var messageToContact: MessageToContact?
    package var contactId: String?
    package var filename: String?
    package var url: String?
    package var headers: [String: String]?
    package var secureStorageKey: String?
    package var secureStorageItems: [String: String]?
    package var secureStorageKeyList: [String]?
    package var closeAlertInfo: CloseAlertInfo?
    package var jsonInfo: JSONInfo?
    package var withConfirmationAlert: Bool?
    package var analyticsInfo: AnalyticsInfo?
    package var universalBridgeInfo: UniversalBridgeInfo?
    /// The keys of the newer actions (§6), decoded only for them (``MiniAppRequest``).
    package var newer = MiniAppNewerParameters()

    /// The 5.6.1 keys, the only ones read from every request.
    private enum CodingKeys: String, CodingKey {
        case action, permission, permissions, locationOptions, shareInfo, adType, adUnitId, audience, scopes
        case messageToContact, contactId, filename, url, headers, secureStorageKey, secureStorageItems
        case secureStorageKeyList, closeAlertInfo, jsonInfo, withConfirmationAlert, analyticsInfo, universalBridgeInfo
    }

    package init() {}
}
