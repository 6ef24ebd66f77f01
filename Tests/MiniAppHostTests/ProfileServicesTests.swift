import Foundation
@testable import MiniAppHost
import MiniAppKit
import Testing

/// The profile's `services` section: each newer action's default answer, and each
/// documented failure a mini-app developer can simulate with `{"error": …}`.
@MainActor
struct ProfileServicesTests {
    static func host(_ services: String) throws -> ProfileHost {
        ProfileHost(profile: try HostProfile.decode(Data((#"{"services": "# + services + "}").utf8)))
    }

    @Test func theDefaultsSucceed() async throws {
        let host = try Self.host("{}")
        var activity: [String] = []
        host.onActivity = { activity.append($0.name) }
        #expect(try await host.isLoggedIn())
        #expect(try await host.triggerLoginUI())
        #expect(try await host.phoneNumber() == "+81-90-1234-5678")
        #expect(try await host.imageFromGallery().mimeType == "image/png")
        #expect(try await host.isEsimSupported())
        #expect(try await host.permissionStatus(.camera) == .unknown)
        #expect(try await host.purchase(productId: "product-1").transactionId == "transaction-product-1")
        await host.miniAppFinishedLoading(miniAppId: "demo")
        #expect(activity == ["triggerLoginUI", "getImageFromGallery", "purchaseProductWith", "miniAppFinishedLoading"])
        // Browsers are the SDK's real windows in `miniapp open`, not simulated.
        #expect(!(host is any BrowserProvider))
    }

    @Test func failuresNameTheirTypedErrors() async throws {
        let host = try Self.host("""
            {"simInstalled": {"error": "FAILED_TO_CHECK"}, "purchase": {"error": "UserCancelledPurchaseError"},
             "loginUI": {"error": "userDenied"}, "phoneNumber": {"error": "no SIM"},
             "devicePermissions": {"camera": "denied"}, "installedApps": ["com.example", "example"]}
            """)
        await #expect(throws: SimCheckError.failedToCheck) { try await host.isSimInstalled() }
        await #expect(throws: PurchaseError.userCancelledPurchase) { try await host.purchase(productId: "product-1") }
        await #expect(throws: HostServiceError.userDenied) { try await host.triggerLoginUI() }
        await #expect(throws: HostServiceError.failed("no SIM")) { try await host.phoneNumber() }
        #expect(try await host.permissionStatus(.camera) == .denied)
        #expect(try await host.isAppInstalled(.packageName("com.example")))
        #expect(try await host.canOpenAppDeeplink(URL(string: "example://open")!))
        #expect(try await !host.canOpenAppDeeplink(URL(string: "other://open")!))
    }

    @Test func aServiceMarkedNotImplementedLeavesTheFeatureList() async throws {
        let host = try Self.host(#"{"loggedIn": {"error": "FAILED_TO_CONFORM_PROTOCOL"}, "products": {"error": "FAILED_TO_CONFORM_PROTOCOL"}}"#)
        await #expect(throws: HostServiceError.failedToConformToProtocol) { try await host.isLoggedIn() }
        #expect(try await host.featureList(answered: ["isLoggedIn", "triggerLoginUI", "getAllProducts"]) == ["triggerLoginUI"])
    }

    @Test func aMisspelledServiceKeyIsRefused() throws {
        #expect(throws: StrictJSONError.self) { _ = try HostProfile.decode(Data(#"{"services": {"logedIn": true}}"#.utf8)) }
    }
}
