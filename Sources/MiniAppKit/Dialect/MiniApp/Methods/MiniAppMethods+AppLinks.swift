extension MiniAppMethods {
    /// `canOpenAppDeeplink`, `isAppDeeplinkSupported`, `launchAppUsingDeeplink`,
    /// `launchAppUsingPackageName`, `isAppInstalledInDevice` (§6): the host's
    /// ``AppLinkProvider`` only.
    static var appLinkActions: [NewerAction] {
        [
            serviceAction("canOpenAppDeeplink", (any AppLinkProvider).self) { call, _, host in
                bool(try await host.unwrapped().canOpenAppDeeplink(try url(call.parameters.newer.deeplinkURL)))
            },
            serviceAction("isAppDeeplinkSupported", (any AppLinkProvider).self) { call, _, host in
                bool(try await host.unwrapped().isAppDeeplinkSupported(try url(call.parameters.newer.deeplinkURL)))
            },
            serviceAction("launchAppUsingDeeplink", (any AppLinkProvider).self) { call, _, host in
                bool(try await host.unwrapped().launchAppUsingDeeplink(try url(call.parameters.url)))
            },
            serviceAction("launchAppUsingPackageName", (any AppLinkProvider).self) { call, _, host in
                bool(try await host.unwrapped().launchAppUsingPackageName(try required(call.parameters.newer.packageName)))
            },
            // js-miniapp sends `{url}` when its argument contains `://`, else `{packageName}`.
            serviceAction("isAppInstalledInDevice", (any AppLinkProvider).self) { call, _, host in
                let query: InstalledAppQuery = if call.parameters.url != nil {
                    .url(try url(call.parameters.url))
                } else {
                    .packageName(try required(call.parameters.newer.packageName))
                }
                return bool(try await host.unwrapped().isAppInstalled(query))
            },
        ]
    }
}
