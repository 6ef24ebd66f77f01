import Foundation

extension TelegramMethods {
    /// Biometrics, location and motion sensors.
    static var device: [(TelegramMethod, Body)] {
        [
            (.biometryGetInfo, .later { endpoint, _ in await endpoint.biometryInfo() }),
            (.biometryRequestAccess, .later { endpoint, call in
                guard case .biometryReason(let reason) = call.parameters.arguments else { return .none }
                return await endpoint.requestBiometryAccess(reason: reason)
            }),
            (.biometryRequestAuth, .later { endpoint, call in
                guard case .biometryReason(let reason) = call.parameters.arguments else { return .none }
                return await endpoint.authenticateBiometry(reason: reason)
            }),
            (.biometryUpdateToken, .later { endpoint, call in
                guard case .biometryToken(let token, _) = call.parameters.arguments else { return .none }
                return await endpoint.updateBiometryToken(token)
            }),
            (.biometryOpenSettings, .now { endpoint, _ in
                endpoint.services.device?.openSettings(for: .biometryAccess)
                return .none
            }),
            (.checkLocation, .later { endpoint, call in await endpoint.checkLocation() ?? refusal(.checkLocation, call) }),
            (.requestLocation, .later { endpoint, call in await endpoint.requestLocation() ?? refusal(.requestLocation, call) }),
            (.openLocationSettings, .now { endpoint, _ in
                endpoint.services.device?.openSettings(for: .locationAccess)
                return .none
            }),
            (.startAccelerometer, .now { endpoint, call in startSensor(.accelerometer, endpoint, call) }),
            (.stopAccelerometer, .now { endpoint, _ in stopSensor(.accelerometer, endpoint) }),
            (.startGyroscope, .now { endpoint, call in startSensor(.gyroscope, endpoint, call) }),
            (.stopGyroscope, .now { endpoint, _ in stopSensor(.gyroscope, endpoint) }),
            (.startDeviceOrientation, .now { endpoint, call in startSensor(.deviceOrientation, endpoint, call) }),
            (.stopDeviceOrientation, .now { endpoint, _ in stopSensor(.deviceOrientation, endpoint) }),
        ]
    }

    /// Starts `sensor`: `<sensor>_started`, then a `<sensor>_changed` per reading; a
    /// device without it: `<sensor>_failed {error: "UNSUPPORTED"}`. Starting a running
    /// sensor answers `_started` again (Telegram for iOS answers nothing, which would
    /// leave the page's start callback waiting).
    private static func startSensor(_ sensor: TelegramSensor, _ endpoint: TelegramEndpoint, _ call: Call) -> TelegramReply {
        let started = TelegramReply.event(TelegramEvent("\(sensor.rawValue)_started"))
        guard endpoint.sensorTasks[sensor] == nil else { return started }
        guard case .sensor(let rate, let absolute) = call.parameters.arguments,
              let readings = endpoint.services.device?.readings(of: sensor, every: .milliseconds(rate), absolute: absolute)
        else { return refusal(sensor.startMethod, call) }
        endpoint.sensorTasks[sensor] = Task { @MainActor [weak endpoint] in
            for await reading in readings {
                guard !Task.isCancelled, let endpoint else { return }
                endpoint.bridge.push(TelegramEvent("\(sensor.rawValue)_changed", reading.payload))
            }
        }
        return started
    }

    /// Stops `sensor`: `<sensor>_stopped`, also when it was not running.
    private static func stopSensor(_ sensor: TelegramSensor, _ endpoint: TelegramEndpoint) -> TelegramReply {
        endpoint.sensorTasks.removeValue(forKey: sensor)?.cancel()
        return .event(TelegramEvent("\(sensor.rawValue)_stopped"))
    }
}

extension TelegramSensor {
    /// The method that starts the sensor.
    var startMethod: TelegramMethod {
        switch self {
        case .accelerometer: .startAccelerometer
        case .gyroscope: .startGyroscope
        case .deviceOrientation: .startDeviceOrientation
        }
    }
}

extension TelegramSensorReading {
    /// `{x, y, z}` or `{alpha, beta, gamma, absolute}`.
    var payload: JSONValue {
        switch self {
        case .vector(let x, let y, let z):
            .object([("x", .number(x)), ("y", .number(y)), ("z", .number(z))])
        case .orientation(let alpha, let beta, let gamma, let absolute):
            .object([("absolute", .bool(absolute)), ("alpha", .number(alpha)), ("beta", .number(beta)), ("gamma", .number(gamma))])
        }
    }
}
