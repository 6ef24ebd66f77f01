import MiniAppRegistry

/// Key management against a running test registry's data folder and database, as
/// `miniapp keys rotate` would do it from another process.
struct MiniAppRegistryAdminProbe {
    let registry: TestRegistry

    func rotate() async throws -> String {
        let keys = SigningKeys(store: registry.store, vault: KeyVault(directory: DataDirectory(registry.place.data).keys))
        return try await keys.rotate().id
    }
}
