import Foundation

/// Biometric and location access, which Telegram keeps per bot: asked once through the
/// chrome (``TelegramChrome/ask(_:)``), remembered in the mini app's state store.
extension TelegramEndpoint {
    private enum Key {
        static let biometryRequested = "biometry.accessRequested"
        static let biometryGranted = "biometry.accessGranted"
        static let biometryToken = "biometry.token"
        static let deviceId = "biometry.deviceId"
        static let locationRequested = "location.accessRequested"
        static let locationGranted = "location.accessGranted"
    }

    private func flag(_ key: String) async -> Bool {
        await stores.state.value(of: key) == "true"
    }

    private func setFlags(_ flags: [String: Bool]) async {
        try? await stores.state.set(flags.mapValues { $0 ? "true" : "false" })
    }

    /// The device's biometric kind (`face`, `finger`, `unknown`), or `nil` without biometrics.
    private func biometryType() async -> String? {
        guard let biometrics = services.biometrics, case .available(let kinds) = await biometrics.biometricsStatus() else { return nil }
        return kinds.contains(.face) ? "face" : kinds.contains(.touch) ? "finger" : "unknown"
    }

    /// `biometry_info_received`: `{available: false}` without biometrics, else the kind,
    /// the access state, whether a token is saved, and the device id.
    func biometryInfo() async -> TelegramReply {
        guard let type = await biometryType() else {
            return .failure(TelegramEvent("biometry_info_received", [("available", .bool(false))]))
        }
        var deviceId = await stores.state.value(of: Key.deviceId)
        if deviceId == nil {
            let made = (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
            try? await stores.state.set([Key.deviceId: made])
            deviceId = made
        }
        let requested = await flag(Key.biometryRequested)
        return .event(TelegramEvent("biometry_info_received", [
            ("available", .bool(true)), ("type", .string(type)), ("access_requested", .bool(requested)),
            ("access_granted", .bool(requested ? await flag(Key.biometryGranted) : false)),
            ("token_saved", .bool(await stores.state.value(of: Key.biometryToken) != nil)), ("device_id", .string(deviceId ?? "")),
        ]))
    }

    /// Asks once (Telegram asks only a bot that never asked), then answers the info.
    func requestBiometryAccess(reason: String?) async -> TelegramReply {
        if await biometryType() != nil, !(await flag(Key.biometryRequested)) {
            let granted = await services.chrome.ask(TelegramPrompt(kind: .biometryAccess, request: ConfirmationRequest(
                title: "Allow biometrics?", message: reason ?? "The mini app asks to use biometric authentication.",
                approveLabel: "Allow", rejectLabel: "Don't Allow")))
            await setFlags([Key.biometryRequested: true, Key.biometryGranted: granted])
        }
        return await biometryInfo()
    }

    /// `biometry_auth_requested`: `authorized` with the saved token (`""` when none) once
    /// the user authenticated, else `failed`.
    func authenticateBiometry(reason: String?) async -> TelegramReply {
        let failed = TelegramReply.failure(TelegramEvent("biometry_auth_requested", [("status", .string("failed"))]))
        guard await biometryType() != nil, await flag(Key.biometryGranted), let device = services.device,
              await device.authenticateBiometrics(reason: reason)
        else { return failed }
        let token = await stores.state.value(of: Key.biometryToken) ?? ""
        return .event(TelegramEvent("biometry_auth_requested", [("status", .string("authorized")), ("token", .string(token))]))
    }

    /// `biometry_token_updated`: `updated`, `removed` (an empty token), or `failed` without granted access.
    func updateBiometryToken(_ token: String) async -> TelegramReply {
        guard await biometryType() != nil, await flag(Key.biometryGranted) else {
            return .failure(TelegramEvent("biometry_token_updated", [("status", .string("failed"))]))
        }
        do {
            try await stores.state.store(token.isEmpty ? nil : token, for: Key.biometryToken)
        } catch {
            return .failure(TelegramEvent("biometry_token_updated", [("status", .string("failed"))]))
        }
        return .event(TelegramEvent("biometry_token_updated", [("status", .string(token.isEmpty ? "removed" : "updated"))]))
    }

    /// `location_checked`; `nil` without a location service (the refusal: `{available: false}`).
    func checkLocation() async -> TelegramReply? {
        guard services.location != nil else { return nil }
        let requested = await flag(Key.locationRequested)
        var members: [(String, JSONValue)] = [("available", .bool(true)), ("access_requested", .bool(requested))]
        if requested { members.append(("access_granted", .bool(await flag(Key.locationGranted)))) }
        return .event(TelegramEvent("location_checked", .object(members)))
    }

    /// `location_requested`: asks for access once, then the fix; `{available: false}` when
    /// refused or when no fix comes. `nil` without a location service.
    func requestLocation() async -> TelegramReply? {
        guard let location = services.location else { return nil }
        if !(await flag(Key.locationRequested)) {
            let granted = await services.chrome.ask(TelegramPrompt(kind: .locationAccess, request: ConfirmationRequest(
                title: "Share your location?", message: "The mini app asks to see your location.",
                approveLabel: "Allow", rejectLabel: "Don't Allow")))
            await setFlags([Key.locationRequested: true, Key.locationGranted: granted])
        }
        let unavailable = TelegramReply.failure(TelegramEvent("location_requested", [("available", .bool(false))]))
        guard await flag(Key.locationGranted), let fix = try? await location.currentLocation(highAccuracy: true) else { return unavailable }
        func known(_ value: Double) -> JSONValue { value >= 0 && value.isFinite ? .number(value) : .null }
        return .event(TelegramEvent("location_requested", [
            ("available", .bool(true)), ("latitude", .number(fix.latitude)), ("longitude", .number(fix.longitude)),
            ("altitude", .number(fix.altitude)), ("course", known(fix.course)), ("speed", known(fix.speed)),
            ("horizontal_accuracy", known(fix.horizontalAccuracy)), ("vertical_accuracy", known(fix.verticalAccuracy)),
            ("course_accuracy", .null), ("speed_accuracy", .null),
        ]))
    }
}
