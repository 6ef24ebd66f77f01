extension MiniAppMethods {
    /// `getPermissionStatus`, `launchAppSettings` (§6): the host's ``AppSettingsProvider``,
    /// else `unknown` for every device permission (the SDK stores custom permissions
    /// only) and "not supported" for the settings page.
    static var appSettingsActions: [NewerAction] {
        [
            serviceAction("getPermissionStatus", (any AppSettingsProvider).self, fallbackAvailable: { _ in true }) { call, _, host in
                guard let name = call.parameters.newer.permissionName, let permission = DevicePermissionName(rawValue: name) else {
                    throw ParameterProblem.malformed
                }
                return (try await host?.permissionStatus(permission) ?? .unknown).rawValue
            },
            serviceAction("launchAppSettings", (any AppSettingsProvider).self) { _, _, host in
                bool(try await host.unwrapped().launchAppSettings())
            },
        ]
    }
}
