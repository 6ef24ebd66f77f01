/// Device permissions' statuses and the host's settings page
/// (`utilityManager.getPermissionStatus`, `utilityManager.launchAppSettings`; §6).
///
/// Optional. Without it `getPermissionStatus` answers `unknown` for every device
/// permission (the SDK stores only custom permissions, none of which is the camera,
/// the gallery or the microphone), and `launchAppSettings` keeps the §6 "not
/// supported" answer.
@MainActor
public protocol AppSettingsProvider: AnyObject {
    /// The status of a device permission.
    func permissionStatus(_ permission: DevicePermissionName) async throws -> DevicePermissionStatus
    /// Opens the host's settings page; returns whether it opened.
    func launchAppSettings() async throws -> Bool
}
