#if canImport(WebKit)
import Crypto
public import Foundation
import WebKit

// Which website data store a ``WKWebViewEngine`` keeps its cookies, storage and caches
// in, and so whether the mini app may read its cookies (docs/protocols/miniapp.md §6.1).

extension WKWebViewEngine.Configuration {
    /// A website data store identifier for the mini app `appId`: the same for the same
    /// id at every launch and on every device, different for every other id, so each
    /// mini app finds its own cookies and storage again and never another's
    /// (``websiteDataStoreIdentifier``).
    ///
    /// A name-based UUID (RFC 9562 version 8) from the SHA-256 of the id. To remove a
    /// mini app's data, pass it to `WKWebsiteDataStore.remove(forIdentifier:)` while no
    /// web view uses the store.
    ///
    /// ```swift
    /// let identifier = WKWebViewEngine.Configuration.websiteDataStoreIdentifier(forAppId: appId)
    /// let engine = WKWebViewEngine(configuration: .init(websiteDataStoreIdentifier: identifier))
    /// ```
    public static func websiteDataStoreIdentifier(forAppId appId: String) -> UUID {
        var bytes = Array(SHA256.hash(data: Data("MiniAppKit website data store\u{0}\(appId)".utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x80 // version 8
        bytes[8] = (bytes[8] & 0x3F) | 0x80 // the RFC's variant
        return UUID(uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    /// Whether the engine's store belongs to this one engine's mini app (an ephemeral
    /// store, or one of its own identifier), so that reading its cookies reads no one
    /// else's.
    var ownsWebsiteDataStore: Bool {
        isEphemeral || websiteDataStoreIdentifier != nil
    }

    /// The store this configuration asks for: in memory, the mini app's own, or the default.
    @MainActor
    func makeWebsiteDataStore() -> WKWebsiteDataStore {
        if isEphemeral { return .nonPersistent() }
        if let websiteDataStoreIdentifier { return WKWebsiteDataStore(forIdentifier: websiteDataStoreIdentifier) }
        return .default()
    }
}
#endif
