public import Foundation

/// A location fix, in the terms of CoreLocation (invalid speed or heading is `-1`).
public struct Location: Sendable, Equatable, Codable {
    /// The latitude, in degrees.
    public var latitude: Double
    /// The longitude, in degrees.
    public var longitude: Double
    /// The altitude, in metres.
    public var altitude: Double
    /// The radius of uncertainty of the position, in metres; negative when unknown.
    public var horizontalAccuracy: Double
    /// The uncertainty of the altitude, in metres; negative when unknown.
    public var verticalAccuracy: Double
    /// The speed, in metres per second; `-1` when unknown.
    public var speed: Double
    /// The heading, in degrees clockwise from north; `-1` when unknown.
    public var course: Double
    /// When the fix was taken.
    public var timestamp: Date

    /// A fix at `latitude`, `longitude`; the rest defaults to a 5 m accuracy taken now,
    /// with no speed or heading.
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

extension Location {
    /// Whether the host app may use location at all (the OS-level authorization).
    public enum Authorization: String, Sendable, Equatable, Codable {
        case authorized, denied, notDetermined, restricted
    }
}
