/// Whether the device can authenticate the user with biometrics.
///
/// Answers `liquidstate`'s `feature_status` for `biometrics`. Called on the main
/// actor; answer from the platform's current state (LocalAuthentication's
/// `canEvaluatePolicy` on Apple platforms, fprintd on Linux). The default answers
/// ``BiometricsStatus/notPresent``.
@MainActor
public protocol BiometricsProvider: AnyObject {
    func biometricsStatus() async -> BiometricsStatus
}

extension BiometricsProvider {
    public func biometricsStatus() async -> BiometricsStatus { .notPresent }
}

/// What the device offers for biometric authentication.
public enum BiometricsStatus: Sendable, Equatable {
    /// No biometric hardware, ever.
    case notPresent
    /// Present, but no passcode is set or the user turned biometrics off.
    case disabled
    /// Present and enabled, but nothing enrolled.
    case notEnrolled
    /// At least one kind is enrolled and usable.
    case available([BiometricType])
}

/// A kind of biometric authentication, by its wire name.
public enum BiometricType: String, Sendable, Equatable, CaseIterable, Codable {
    case touch, face, iris
}

/// A ``BiometricsProvider`` with a fixed answer (hosts without biometrics, tests).
@MainActor
public final class FixedBiometrics: BiometricsProvider {
    public var status: BiometricsStatus

    public init(_ status: BiometricsStatus = .notPresent) {
        self.status = status
    }

    public func biometricsStatus() async -> BiometricsStatus { status }
}
