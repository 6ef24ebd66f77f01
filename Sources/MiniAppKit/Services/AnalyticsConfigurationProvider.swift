/// The mini app's analytics account and its log lines (`configureAnalytics`,
/// `logEvent`; §6).
///
/// Optional: without it these keep the §6 "not supported" answer.
@MainActor
public protocol AnalyticsConfigurationProvider: AnyObject {
    /// The analytics account the mini app's later `sendAnalytics` events belong to.
    func configureAnalytics(_ configuration: AnalyticsConfiguration) async throws
    /// A line the mini app logs through the host; returns whether it was logged.
    func logEvent(_ message: String, level: MiniAppLogLevel) async throws -> Bool
}
