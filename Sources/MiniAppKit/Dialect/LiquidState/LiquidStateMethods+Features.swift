import Foundation

extension LiquidStateMethods {
    /// The seed's message for each `user_location` error reason.
    enum LocationMessage {
        static let noPermission = "You have not granted location permissions for this app. Please goto settings/security and grant location permission for this app"
        static let disabled = "Location services are turned off on this device. Please turn them on in settings to share your location"
        static let noLocation = "This device cannot provide location information"
    }

    static func userLocation(_ endpoint: LiquidStateEndpoint, _ request: LiquidStateRequest, _ event: String) async -> LiquidStateReply {
        let location = endpoint.services.location
        switch await location.locationAuthorization() {
        case .denied, .restricted:
            return .response(event: event, data: noLocation("nopermission", LocationMessage.noPermission))
        case .authorized, .notDetermined:
            break
        }
        do {
            let fix = try await location.currentLocation(highAccuracy: true)
            let type = endpoint.services.locationType(fix)
            var coordinates: [(String, JSONValue)] = [
                ("latitude", .string("\(fix.latitude)")),
                ("longitude", .string("\(fix.longitude)")),
            ]
            if fix.horizontalAccuracy.isFinite, fix.horizontalAccuracy >= 0 {
                coordinates.append(("accuracy", .string("\(fix.horizontalAccuracy)")))
            }
            return .response(event: event, data: .object([("type", .string(type.rawValue)), ("location", .object(coordinates))]))
        } catch LocationError.servicesDisabled {
            return .response(event: event, data: noLocation("disabled", LocationMessage.disabled))
        } catch LocationError.unavailable, HostServiceError.failedToConformToProtocol {
            return .response(event: event, data: noLocation("nolocation", LocationMessage.noLocation))
        } catch let error as DevicePermissionError where error == .denied || error == .restricted {
            return .response(event: event, data: noLocation("nopermission", LocationMessage.noPermission))
        } catch {
            let text = (error as? any LocalizedError)?.errorDescription ?? "\(error)"
            return .response(event: event, data: noLocation("unknown", "The location could not be determined: \(text)"))
        }
    }

    private static func noLocation(_ reason: String, _ message: String) -> JSONValue {
        .object([("type", .string("none")), ("error", .object([("reason", .string(reason)), ("message", .string(message))]))])
    }

    static func featureStatus(_ endpoint: LiquidStateEndpoint, _ request: LiquidStateRequest, _ event: String) async -> LiquidStateReply {
        guard case .featureStatus(let feature) = request, feature == "biometrics" else {
            return .response(event: event, data: .object([("status", .string("unknown"))]))
        }
        let (status, detailStatus, types): (String, String, [BiometricsStatus.Kind]?) = switch await endpoint.services.biometrics.biometricsStatus() {
        case .notPresent: ("not_present", "not_present", nil)
        case .disabled: ("disabled", "disabled", nil)
        case .notEnrolled: ("not_configured", "not_enrolled", nil)
        case .available(let types): ("available", "available", types)
        }
        var detail: [(String, JSONValue)] = [("feature", .string(feature)), ("status", .string(detailStatus))]
        if let types { detail.append(("type", .array(types.map { .string($0.rawValue) }))) }
        // The table names the object `details`, the examples `detail`: send both.
        return .response(event: event, data: .object([("status", .string(status)), ("details", .object(detail)), ("detail", .object(detail))]))
    }
}
