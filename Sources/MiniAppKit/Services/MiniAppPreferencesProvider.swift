/// Keeps a mini app's preferences (js-miniapp 1.17+'s `preferences.set/get/remove` and
/// `clearMiniAppPreferences`; docs/protocols/miniapp.md §6) in the host's own store.
///
/// Optional, like every service of the newer actions: conform the
/// ``MiniAppMessageDelegate`` you attach to keep preferences yourself (in a synced
/// account store, say). Without it the SDK keeps them per mini app id in
/// `<data>/<appId>/preferences.sqlite`, bounded by
/// ``MiniAppDisplayConfiguration/preferencesMaxBytes``.
@MainActor
public protocol MiniAppPreferencesProvider: AnyObject {
    /// Stores `value` under `key` for `miniAppId`.
    /// - Throws: ``MiniAppPreferenceError`` or ``HostServiceError``.
    func setMiniAppPreference(_ value: String, forKey key: String, miniAppId: String) async throws
    /// The value stored under `key`, or `nil` (the page then receives the string `null`,
    /// as for a missing secure-storage key).
    func miniAppPreference(forKey key: String, miniAppId: String) async throws -> String?
    /// Removes `key`; an absent key is no error.
    func removeMiniAppPreference(forKey key: String, miniAppId: String) async throws
    /// Removes every preference of `miniAppId`.
    func clearMiniAppPreferences(miniAppId: String) async throws
}
