/// Data a mini app sends to the host: universal-bridge JSON and info, analytics.
///
/// Throw ``HostServiceError/failed(_:)`` to refuse; its text becomes both the error
/// type and message on the wire, as in 5.6.1.
@MainActor
public protocol HostMessagingProvider: AnyObject {
    /// `sendJsonToHostapp`: free text, usually JSON, passed through unparsed.
    func receiveJSON(_ content: String) async throws
    /// `sendInfoToHostapp`.
    func receiveInfo(_ info: UniversalBridgeInfo) async throws
    /// `sendAnalytics`.
    func receiveAnalytics(_ info: AnalyticsInfo) async throws
}

extension HostMessagingProvider {
    /// By default, refuses with ``HostServiceError/failedToConformToProtocol``, as Rakuten's SDK does for a host without this service.
    public func receiveJSON(_ content: String) async throws { throw HostServiceError.failedToConformToProtocol }
    /// By default, refuses with ``HostServiceError/failedToConformToProtocol``, as Rakuten's SDK does for a host without this service.
    public func receiveInfo(_ info: UniversalBridgeInfo) async throws { throw HostServiceError.failedToConformToProtocol }
    /// By default, refuses with ``HostServiceError/failedToConformToProtocol``, as Rakuten's SDK does for a host without analytics.
    public func receiveAnalytics(_ info: AnalyticsInfo) async throws { throw HostServiceError.failedToConformToProtocol }
}
