#if canImport(WebKit)
import Foundation
import MiniAppKitWebKit
import Testing

/// Which store a `WKWebViewEngine` keeps its cookies in, and whether the mini app may read
/// them: only from a store of its own.
@MainActor
struct WebsiteDataStoreTests {
    /// The identifier is derived, not stored: the same id must give the same UUID in
    /// every release, or a mini app would lose its cookies and storage on an update.
    @Test func anAppIdHasOneIdentifierOfItsOwnForever() throws {
        let demo = WKWebViewEngine.Configuration.websiteDataStoreIdentifier(forAppId: "demo")
        #expect(demo == WKWebViewEngine.Configuration.websiteDataStoreIdentifier(forAppId: "demo"))
        #expect(demo == UUID(uuidString: "35e2023d-bfd6-8ece-a9cc-ca9a439f6e83"), "the derivation changed: every mini app would lose its data")
        #expect(demo != WKWebViewEngine.Configuration.websiteDataStoreIdentifier(forAppId: "demo2"))
        #expect(demo.uuid.6 >> 4 == 8, "RFC 9562 version 8")
        #expect(demo.uuid.8 >> 6 == 0b10, "RFC 9562 variant")
    }

    @Test func onlyAStoreOfTheMiniAppsOwnOffersCookies() {
        #expect(!WKWebViewEngine(configuration: .init()).readsCookies, "the default store may be the host's")
        #expect(WKWebViewEngine(configuration: .init(isEphemeral: true)).readsCookies)
        #expect(WKWebViewEngine(configuration: .init(websiteDataStoreIdentifier: UUID())).readsCookies)
        let closed = WKWebViewEngine(configuration: .init(isEphemeral: true))
        closed.close()
        #expect(!closed.readsCookies)
    }
}
#endif
