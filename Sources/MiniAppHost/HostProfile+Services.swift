import Foundation
public import MiniAppKit

extension HostProfile {
    /// Answers to js-miniapp 1.17–1.28's newer actions and the purchase actions (§6),
    /// under the profile's `services` key (`docs/HOST-PROFILE.md`, "Newer services").
    ///
    /// Every key is optional. A failure `{"error": "TEXT"}` throws the typed error TEXT
    /// names when it names one the action can throw (`DENIED`, `FAILED_TO_CHECK`,
    /// `UserCancelledPurchaseError`, …, and `FAILED_TO_CONFORM_PROTOCOL`
    /// for "this host does not implement it"), else ``HostServiceError/failed(_:)``, so a
    /// mini-app developer can simulate each documented success and failure.
    public struct Services: Sendable, Codable, Equatable {
        /// A picture the simulated user picks from the gallery.
        public struct Picture: Sendable, Codable, Equatable {
            /// The file's bytes, base64.
            public var base64: String
            public var mimeType: String?
            public var filename: String?
        }

        /// `isLoggedIn`; `true` by default.
        public var loggedIn: Answer<Bool>?
        /// `triggerLoginUI`; `true` by default (`userDenied` simulates a cancelled login).
        public var loginUI: Answer<Bool>?
        /// `forceLogout`; `true` by default.
        public var logout: Answer<Bool>?
        /// `getExchangeToken`; `exchange-<audience>-<appId>`, valid 1 h, by default.
        public var exchangeToken: Answer<Token>?
        /// URL prefixes `isAppDeeplinkSupported` accepts; every URL when absent.
        public var supportedDeeplinks: [String]?
        /// Package names and URL schemes of apps "installed": `canOpenAppDeeplink`,
        /// `isAppInstalledInDevice`, `launchAppUsing…`; none by default.
        public var installedApps: [String]?
        /// `getPhoneNumber`; `+81-90-1234-5678` by default.
        public var phoneNumber: Answer<String>?
        /// `getImageFromGallery`; a 1×1 PNG by default.
        public var galleryImage: Answer<Picture>?
        /// `shouldClearNotifications`, `shouldUpdateBadgeNumber`, `shouldUpdateNotificationInfo`:
        /// reported, then `SUCCESS`; a failure answers each with it.
        public var notifications: Answer<Bool>?
        /// `configureAnalytics`: reported, then `SUCCESS`; a failure answers it.
        public var analyticsConfiguration: Answer<Bool>?
        /// `logEvent`: reported, then `true` by default.
        public var logEvent: Answer<Bool>?
        /// `isEsimSupported`; `true` by default.
        public var esimSupported: Answer<Bool>?
        /// `setupAndInstallEsim`; `true` by default.
        public var esimInstall: Answer<Bool>?
        /// `isSimInstalled`; `true` by default.
        public var simInstalled: Answer<Bool>?
        /// `startICChipKyc`; `true` by default.
        public var icChipKyc: Answer<Bool>?
        /// `getPermissionStatus` per device permission (`camera`, `gallery`, `microphone`);
        /// `unknown` for one not listed.
        public var devicePermissions: [String: DevicePermissionStatus]?
        /// `launchAppSettings`; `true` by default.
        public var appSettings: Answer<Bool>?
        /// `getAllProducts`; one product, `product-1`, by default.
        public var products: Answer<[PurchaseProduct]>?
        /// `purchaseProductWith`: the transaction id (`transaction-<productId>` by
        /// default); the product must be one of `products` (else `ProductNotFoundError`).
        public var purchase: Answer<String>?
        /// `consumeProductWith`; `{}` by default.
        public var consume: Answer<ConsumedPurchase>?

        public init() {}
    }
}

extension HostProfile.Answer {
    /// The value; a failure that names a case of `Typed` throws that case, one that
    /// says `FAILED_TO_CONFORM_PROTOCOL` or `userDenied` throws the
    /// ``HostServiceError`` case, anything else ``HostServiceError/failed(_:)``.
    func get<Typed: RawRepresentable & Error>(typed: Typed.Type) throws -> Value where Typed.RawValue == String {
        switch self {
        case .value(let value): return value
        case .failure(let message):
            if let error = Typed(rawValue: message) { throw error }
            throw HostProfile.Answer<Value>.hostError(message)
        }
    }

    /// The value, or the failure's ``HostServiceError``.
    func getService() throws -> Value {
        switch self {
        case .value(let value): return value
        case .failure(let message): throw Self.hostError(message)
        }
    }

    static func hostError(_ message: String) -> HostServiceError {
        switch message {
        case "FAILED_TO_CONFORM_PROTOCOL": .failedToConformToProtocol
        case "userDenied": .userDenied
        default: .failed(message)
        }
    }

    /// Whether the profile says the host does not implement this service.
    var saysNotImplemented: Bool {
        if case .failure("FAILED_TO_CONFORM_PROTOCOL") = self { return true }
        return false
    }
}
