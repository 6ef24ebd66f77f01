extension MiniAppMethods {
    /// `isEsimSupported`, `setupAndInstallEsim`, `isSimInstalled`, `startICChipKyc` (§6):
    /// the host's ``SIMAndKYCProvider`` only (device services).
    static var simAndKYCActions: [NewerAction] {
        [
            serviceAction("isEsimSupported", (any SIMAndKYCProvider).self) { _, _, host in
                bool(try await host.unwrapped().isEsimSupported())
            },
            serviceAction("setupAndInstallEsim", (any SIMAndKYCProvider).self) { call, _, host in
                guard let config = call.parameters.newer.eSimConfig else { throw ParameterProblem.malformed }
                let configuration = EsimConfiguration(
                    address: try required(config.address), confirmationCode: config.confirmationCode, eid: config.eid,
                    iccid: config.iccid, matchingId: config.matchingId, oid: config.oid)
                return bool(try await host.unwrapped().setupAndInstallEsim(configuration))
            },
            serviceAction("isSimInstalled", (any SIMAndKYCProvider).self) { _, _, host in
                bool(try await host.unwrapped().isSimInstalled())
            },
            // The request object is `param` itself.
            serviceAction("startICChipKyc", (any SIMAndKYCProvider).self) { call, _, host in
                let newer = call.parameters.newer
                guard let minor = newer.minor else { throw ParameterProblem.malformed }
                let request = ICChipKycRequest(
                    idid: try required(newer.idid), minor: minor, redirectUri: try required(newer.redirectUri),
                    supportedKycTypes: try required(newer.supportedKycTypes), baseUrl: try required(newer.baseUrl),
                    enabledSecurityCheck: newer.enabledSecurityCheck)
                return bool(try await host.unwrapped().startICChipKyc(request))
            },
        ]
    }
}
