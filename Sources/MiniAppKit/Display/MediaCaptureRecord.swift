/// What a display's host decided for the page's camera and microphone requests: how
/// the display answers `getPermissionStatus` for them (§6.1).
///
/// Each answer replaces the one before for every device of its request; a device
/// never asked for has no entry (`unknown`), and so has the gallery, which no page
/// request concerns.
struct MediaCaptureRecord {
    private var statuses: [DevicePermissionName: DevicePermissionStatus] = [:]

    /// Records `allowed` for every device of `request`.
    mutating func record(_ request: MediaCaptureRequest, allowed: Bool) {
        for device in request.devices {
            statuses[device.permission] = allowed ? .granted : .denied
        }
    }

    /// The last answer for `permission`; `nil` before any request for it.
    func status(of permission: DevicePermissionName) -> DevicePermissionStatus? {
        statuses[permission]
    }

    /// The display's answer from this record and what the engine's platform records
    /// (`platform`: iOS's own camera and microphone authorization, `nil` on WebKitGTK).
    ///
    /// A denial from either side wins: a page the host refused cannot capture, and
    /// neither can one the system refuses, whatever the host decided. Otherwise the
    /// display's own record (what this page was actually given), then the platform's.
    func status(of permission: DevicePermissionName, platform: DevicePermissionStatus?) -> DevicePermissionStatus? {
        let recorded = status(of: permission)
        if recorded == .denied || platform == .denied { return .denied }
        return recorded ?? platform
    }
}
