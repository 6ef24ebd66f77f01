extension MiniAppMethods {
    /// `getPermissionStatus`, `launchAppSettings` (§6): the host's ``AppSettingsProvider``,
    /// else the display's answer (its host's media-capture decisions and the platform's
    /// record; `unknown` where neither knows), and "not supported" for the settings page.
    static var appSettingsActions: [NewerAction] {
        [
            serviceAction("getPermissionStatus", (any AppSettingsProvider).self, fallbackAvailable: { _ in true }) { call, context, host in
                guard let name = call.parameters.newer.permissionName, let permission = DevicePermissionName(rawValue: name) else {
                    throw ParameterProblem.malformed
                }
                if let host { return try await host.permissionStatus(permission).rawValue }
                return (await context.display?.devicePermissionStatus(permission) ?? .unknown).rawValue
            },
            serviceAction("launchAppSettings", (any AppSettingsProvider).self) { _, _, host in
                bool(try await host.unwrapped().launchAppSettings())
            },
        ]
    }
}
