extension MiniAppMethods {
    /// `preferences.set/get/remove` and `clearMiniAppPreferences` (§6): the host's
    /// ``MiniAppPreferencesProvider``, else the SDK's store (``MiniAppPreferenceStore``).
    static var preferenceActions: [NewerAction] {
        let always: @MainActor (MiniAppContext) -> Bool = { _ in true }
        return [
            serviceAction("setMiniAppPreference", (any MiniAppPreferencesProvider).self, fallbackAvailable: always) { call, context, host in
                let key = try required(call.parameters.newer.preferenceKey)
                let value = try required(call.parameters.newer.preferenceValue)
                if let host {
                    try await host.setMiniAppPreference(value, forKey: key, miniAppId: context.app.appId)
                } else {
                    try await context.preferences.set(value, forKey: key)
                }
                return "SUCCESS"
            },
            // An absent key is the four-character string `null`, as for secure storage (§5.1).
            serviceAction("getMiniAppPreference", (any MiniAppPreferencesProvider).self, fallbackAvailable: always) { call, context, host in
                let key = try required(call.parameters.newer.preferenceKey)
                let value = if let host {
                    try await host.miniAppPreference(forKey: key, miniAppId: context.app.appId)
                } else {
                    try await context.preferences.value(forKey: key)
                }
                guard let value, !value.isEmpty else { return "null" }
                return value
            },
            serviceAction("removeMiniAppPreference", (any MiniAppPreferencesProvider).self, fallbackAvailable: always) { call, context, host in
                let key = try required(call.parameters.newer.preferenceKey)
                if let host {
                    try await host.removeMiniAppPreference(forKey: key, miniAppId: context.app.appId)
                } else {
                    try await context.preferences.remove(key)
                }
                return "SUCCESS"
            },
            serviceAction("clearMiniAppPreferences", (any MiniAppPreferencesProvider).self, fallbackAvailable: always) { _, context, host in
                if let host {
                    try await host.clearMiniAppPreferences(miniAppId: context.app.appId)
                } else {
                    try await context.preferences.clear()
                }
                return "SUCCESS"
            },
        ]
    }
}
