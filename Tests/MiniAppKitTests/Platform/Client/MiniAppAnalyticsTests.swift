import Foundation
import Testing
@testable import MiniAppKit
@testable import MiniAppPlatformClient

/// The analytics payload is the seed's, field for field.
@Suite struct MiniAppAnalyticsTests {
    @Test func payloadHasTheSeedsShape() throws {
        let identity = MiniAppIdentity(appId: "4321", versionId: "123456", projectId: "1234")
        let payload = MiniAppAnalytics.payload(.open, identity)
        #expect(payload["etype"] as? String == "click")
        #expect(payload["actype"] as? String == "mini_app_open")
        let cp = try #require(payload["cp"] as? [String: String])
        #expect(cp == ["mini_app_project_id": "1234", "mini_app_id": "4321", "mini_app_version_id": "123456"])
        #expect(MiniAppAnalytics.payload(.close, identity)["actype"] as? String == "mini_app_close")
    }
}
