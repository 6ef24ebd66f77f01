/// Device permissions' statuses and the host's settings page
/// (`utilityManager.getPermissionStatus`, `utilityManager.launchAppSettings`; §6).
///
/// Optional. Without it `getPermissionStatus` answers from the display: what its host
/// last decided for the page's camera and microphone
/// (``MiniAppDisplay/mediaCaptureDecider``), combined with what the platform records
/// for the host app where the engine reads that, and `unknown` where neither knows;
/// `launchAppSettings` keeps the §6 "not supported" answer.
@MainActor
public protocol AppSettingsProvider: AnyObject {
    /// The status of a device permission.
    func permissionStatus(_ permission: DevicePermissionName) async throws -> DevicePermissionStatus
    /// Opens the host's settings page; returns whether it opened.
    func launchAppSettings() async throws -> Bool
}
