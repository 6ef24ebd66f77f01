/// The device's location, shared by every dialect that asks for it
/// (`miniapp`'s `getCurrentPosition`, `liquidstate`'s `user_location`).
@MainActor
public protocol LocationProvider: AnyObject {
    /// The OS-level authorization of the host app.
    func locationAuthorization() async -> LocationAuthorization
    /// The current fix.
    /// - Parameter highAccuracy: best accuracy when true, about 100 m otherwise.
    func currentLocation(highAccuracy: Bool) async throws -> Location
}

extension LocationProvider {
    public func locationAuthorization() async -> LocationAuthorization { .notDetermined }
    public func currentLocation(highAccuracy: Bool) async throws -> Location {
        throw HostServiceError.failedToConformToProtocol
    }
}
