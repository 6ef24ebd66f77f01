import Foundation

extension MiniAppMethods {
    /// §1.7: the `navigator.geolocation.getCurrentPosition` override.
    static var location: [M] {
        [currentPosition]
    }

    private static var currentPosition: M {
        M("getCurrentPosition", requires: requires(.location, "{\"code\":1,\"message\":\"User denied Geolocation\"}")) { call, context in
            guard await context.host.locationAuthorization() == .authorized else {
                return .reply(.failure("{\"code\":2,\"message\":\"application does not have sufficient geolocation permissions.\"}"))
            }
            do {
                let fix = try await context.host.currentLocation(highAccuracy: call.parameters.locationOptions?.enableHighAccuracy ?? false)
                return .reply(.success(positionJSON(fix, at: Date())))
            } catch {
                // 5.6.1 never answers when no fix comes; we answer POSITION_UNAVAILABLE.
                return .reply(.failure("{\"code\":2,\"message\":\(JavaScriptLiteral.string(text(of: error)))}"))
            }
        }
    }

    /// The hand-built JSON of §1.7, spacing included.
    static func positionJSON(_ fix: Location, at time: Date) -> String {
        let timestamp = Int64((time.timeIntervalSince1970 * 1000).rounded())
        return "{\"coords\":{\"latitude\":\(fix.latitude),\"longitude\":\(fix.longitude), \"altitude\":\(fix.altitude), \"altitudeAccuracy\":\(fix.verticalAccuracy), \"accuracy\":\(fix.horizontalAccuracy), \"speed\":\(fix.speed), \"heading\":\(fix.course)}, \"timestamp\":\(timestamp)}"
    }
}
