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
    /// By default, ``BiometricsStatus/notPresent``: without a provider the web app is told there is no biometric hardware.
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
    case available([BiometricsStatus.Kind])
}

extension BiometricsStatus {
    /// A kind of biometric authentication, by its wire name.
    public enum Kind: String, Sendable, Equatable, CaseIterable, Codable {
        case touch, face, iris
    }
}

/// A ``BiometricsProvider`` with a fixed answer (hosts without biometrics, tests).
@MainActor
public final class FixedBiometrics: BiometricsProvider {
    /// The answer ``FixedBiometrics/biometricsStatus()`` gives; change it to simulate enrolment.
    public var status: BiometricsStatus

    /// A provider that always answers `status`, by default no biometric hardware.
    public init(_ status: BiometricsStatus = .notPresent) {
        self.status = status
    }

    /// The fixed ``FixedBiometrics/status``.
    public func biometricsStatus() async -> BiometricsStatus { status }
}
