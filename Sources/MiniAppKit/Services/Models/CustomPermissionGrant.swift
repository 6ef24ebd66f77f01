public import MiniAppBundle

/// A stored or answered status of a custom permission.
public enum CustomPermissionStatus: String, Sendable, Hashable, Codable, CaseIterable {
    case allowed = "ALLOWED"
    case denied = "DENIED"
    case permissionNotAvailable = "PERMISSION_NOT_AVAILABLE"
}

/// One entry of a custom-permission request: the permission and why the mini app wants it.
public struct CustomPermissionRequest: Sendable, Equatable {
    /// The permission asked for.
    public var permission: CustomPermission
    /// Why the mini app asks, in its own words; empty when it gives none.
    public var description: String

    /// A request for `permission`, explained by `description`.
    public init(permission: CustomPermission, description: String) {
        self.permission = permission
        self.description = description
    }
}

/// A permission with its status, as the seed's `MASDKCustomPermissionModel`.
public struct CustomPermissionGrant: Sendable, Equatable, Codable {
    /// The permission.
    public var permission: CustomPermission
    /// Its status; encoded as the seed's `isPermissionGranted`.
    public var status: CustomPermissionStatus

    /// `permission` with `status`.
    public init(permission: CustomPermission, status: CustomPermissionStatus) {
        self.permission = permission
        self.status = status
    }

    private enum CodingKeys: String, CodingKey {
        case permission = "permissionName"
        case status = "isPermissionGranted"
    }
}
