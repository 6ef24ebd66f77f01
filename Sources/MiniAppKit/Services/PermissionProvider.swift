/// Asks the user for permissions.
///
/// `requestCustomPermissions` has a default, as in the seed: it grants what is asked
/// (the SDK has already limited the request to permissions the manifest declares).
/// A host with its own permission screen overrides it. `requestDevicePermission` has
/// no default: without it the mini app sees `FAILED_TO_CONFORM_PROTOCOL`.
@MainActor
public protocol PermissionProvider: AnyObject {
    /// Asks for custom permissions and returns the user's answer for each.
    func requestCustomPermissions(
        _ requests: [CustomPermissionRequest],
        miniAppTitle: String
    ) async throws -> [CustomPermissionGrant]

    /// Asks the OS-level permission; returns normally when allowed.
    /// - Throws: ``DevicePermissionError`` when it is not.
    func requestDevicePermission(_ permission: DevicePermission) async throws
}

extension PermissionProvider {
    /// By default, allows everything asked, as Rakuten's SDK does: the SDK has already
    /// limited the request to permissions the manifest declares.
    public func requestCustomPermissions(
        _ requests: [CustomPermissionRequest],
        miniAppTitle: String
    ) async throws -> [CustomPermissionGrant] {
        requests.map { CustomPermissionGrant(permission: $0.permission, status: .allowed) }
    }

    /// By default, refuses with ``DevicePermissionError/failedToConformToProtocol``, as Rakuten's SDK does for a host without this service.
    public func requestDevicePermission(_ permission: DevicePermission) async throws {
        throw DevicePermissionError.failedToConformToProtocol
    }
}
