/// The device's location, shared by every dialect that asks for it
/// (`miniapp`'s `getCurrentPosition`, `liquidstate`'s `user_location`).
@MainActor
public protocol LocationProvider: AnyObject {
    /// The OS-level authorization of the host app.
    func locationAuthorization() async -> Location.Authorization
    /// The current fix.
    /// - Parameter highAccuracy: best accuracy when true, about 100 m otherwise.
    func currentLocation(highAccuracy: Bool) async throws -> Location
}

extension LocationProvider {
    /// By default, ``Location/Authorization/notDetermined``: the `miniapp` dialect then
    /// refuses the fix for lack of permission, while `liquidstate` goes on to ask for one.
    public func locationAuthorization() async -> Location.Authorization { .notDetermined }
    /// By default, refuses with ``HostServiceError/failedToConformToProtocol``, as Rakuten's SDK does for a host without location;
    /// `liquidstate` reports it as `nolocation`.
    public func currentLocation(highAccuracy: Bool) async throws -> Location {
        throw HostServiceError.failedToConformToProtocol
    }
}
