/// The device's SIM and eSIM, and identity checks with an ID card's IC chip
/// (`isEsimSupported`, `setupAndInstallEsim`, `utilityManager.isSimInstalled`,
/// `oneClickSdk.startICChipKyc`; §6).
///
/// Optional and device-only: without it these keep the §6 "not supported" answer.
/// `miniapp open` answers them from the host profile (`docs/HOST-PROFILE.md`).
@MainActor
public protocol SIMAndKYCProvider: AnyObject {
    /// Whether the device can install an eSIM.
    /// - Throws: ``SimCheckError``.
    func isEsimSupported() async throws -> Bool
    /// Installs an eSIM; returns whether it was installed.
    /// - Throws: ``SimCheckError``.
    func setupAndInstallEsim(_ configuration: EsimConfiguration) async throws -> Bool
    /// Whether a SIM is installed.
    /// - Throws: ``SimCheckError``.
    func isSimInstalled() async throws -> Bool
    /// Runs the IC-chip identity check; returns whether it completed.
    func startICChipKyc(_ request: ICChipKycRequest) async throws -> Bool
}
