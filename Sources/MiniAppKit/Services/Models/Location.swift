public import Foundation

/// A location fix, in the terms of CoreLocation (invalid speed or heading is `-1`).
public struct Location: Sendable, Equatable, Codable {
    public var latitude: Double
    public var longitude: Double
    public var altitude: Double
    public var horizontalAccuracy: Double
    public var verticalAccuracy: Double
    public var speed: Double
    public var course: Double
    public var timestamp: Date

    public init(
        latitude: Double, longitude: Double, altitude: Double = 0,
        horizontalAccuracy: Double = 5, verticalAccuracy: Double = 5,
        speed: Double = -1, course: Double = -1, timestamp: Date = Date()
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.speed = speed
        self.course = course
        self.timestamp = timestamp
    }
}

/// Whether the host app may use location at all (the OS-level authorization).
public enum LocationAuthorization: String, Sendable, Equatable, Codable {
    case authorized, denied, notDetermined, restricted
}
