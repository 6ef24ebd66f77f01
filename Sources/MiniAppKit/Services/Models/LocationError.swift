/// Why a ``LocationProvider`` has no fix, beyond the user refusing permission
/// (which ``Location/Authorization`` reports).
///
/// Throw these from ``LocationProvider/currentLocation(highAccuracy:)`` so dialects
/// can tell the cases apart (`liquidstate`'s `user_location` reports `disabled` and
/// `nolocation`); any other error is reported as a system error with its text.
public enum LocationError: Error, Sendable, Equatable {
    /// Location services are turned off on the device.
    case servicesDisabled
    /// The device cannot provide a location at all.
    case unavailable
}
