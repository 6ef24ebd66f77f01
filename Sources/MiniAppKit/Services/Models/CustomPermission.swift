/// A custom permission a mini app can ask the user for (§4.4 of the protocol).
public enum CustomPermission: String, Sendable, Hashable, CaseIterable, Codable {
    case userName = "rakuten.miniapp.user.USER_NAME"
    case profilePhoto = "rakuten.miniapp.user.PROFILE_PHOTO"
    case contactList = "rakuten.miniapp.user.CONTACT_LIST"
    case accessToken = "rakuten.miniapp.user.ACCESS_TOKEN"
    case sendMessage = "rakuten.miniapp.user.action.SEND_MESSAGE"
    case location = "rakuten.miniapp.device.LOCATION"
    case points = "rakuten.miniapp.user.POINTS"
    case fileDownload = "rakuten.miniapp.device.FILE_DOWNLOAD"

    /// The title a host's permission screen shows.
    public var title: String {
        switch self {
        case .userName: "User Name"
        case .profilePhoto: "Profile Photo"
        case .contactList: "Contact List"
        case .accessToken: "Access Token"
        case .sendMessage: "Send Message"
        case .location: "Device Location"
        case .points: "Rakuten Points"
        case .fileDownload: "File Download"
        }
    }
}

/// A stored or answered status of a custom permission.
public enum CustomPermissionStatus: String, Sendable, Hashable, Codable {
    case allowed = "ALLOWED"
    case denied = "DENIED"
    case permissionNotAvailable = "PERMISSION_NOT_AVAILABLE"
}

/// One entry of a custom-permission request: the permission and why the mini app wants it.
public struct CustomPermissionRequest: Sendable, Equatable {
    public var permission: CustomPermission
    public var description: String

    public init(permission: CustomPermission, description: String) {
        self.permission = permission
        self.description = description
    }
}

/// A permission with its status, as the seed's `MASDKCustomPermissionModel`.
public struct CustomPermissionGrant: Sendable, Equatable, Codable {
    public var permission: CustomPermission
    public var status: CustomPermissionStatus

    public init(permission: CustomPermission, status: CustomPermissionStatus) {
        self.permission = permission
        self.status = status
    }

    private enum CodingKeys: String, CodingKey {
        case permission = "permissionName"
        case status = "isPermissionGranted"
    }
}
