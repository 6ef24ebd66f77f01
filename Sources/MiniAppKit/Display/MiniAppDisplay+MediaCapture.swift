import Logging

/// The page's camera and microphone: the engine asks the display, the display asks its
/// host (``MiniAppDisplay/mediaCaptureDecider``) and remembers the answer, and
/// `getPermissionStatus` reports what was remembered (§6.1).
extension MiniAppDisplay {
    /// What this display's host last decided for `permission`'s device: `granted` or
    /// `denied`; `nil` before the page asked for it (and always for the gallery).
    ///
    /// A host that answers `getPermissionStatus` itself (an `AppSettingsProvider`) can
    /// fall back to this for the devices it has no record of.
    public func mediaCaptureStatus(_ permission: DevicePermissionName) -> DevicePermissionStatus? {
        mediaCaptureRecord.status(of: permission)
    }

    /// A device permission's status for `getPermissionStatus` when the host has no
    /// `AppSettingsProvider` (§6.1): a denial by the host or the platform wins, then this
    /// display's record, then what the engine's platform records (iOS's authorization);
    /// `nil` (`unknown`) when neither knows.
    func devicePermissionStatus(_ permission: DevicePermissionName) async -> DevicePermissionStatus? {
        let platform = await engine.devicePermissionStatus(permission)
        return mediaCaptureRecord.status(of: permission, platform: platform)
    }

    /// Asks ``mediaCaptureDecider`` and records its answer; a closed display, or one
    /// that closed while the host decided, denies (the engine has answered the page
    /// already when it closed, and ignores this).
    package func webEngine(_ engine: any WebEngine, decideMediaCapture request: MediaCaptureRequest) async -> Bool {
        guard !isClosed, !request.devices.isEmpty else { return false }
        let allowed = await mediaCaptureDecider(request)
        guard !isClosed else { return false }
        mediaCaptureRecord.record(request, allowed: allowed)
        logger.info("media capture \(allowed ? "allowed" : "denied")", metadata: [
            "miniapp.app": "\(identity.appId)", "miniapp.media.devices": "\(request.orderedDevices.map(\.rawValue).joined(separator: ","))",
        ])
        return allowed
    }
}
