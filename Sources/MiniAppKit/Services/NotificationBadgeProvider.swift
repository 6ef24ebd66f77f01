/// The host's notifications and badge for this mini app (`shouldClearNotifications`,
/// `shouldUpdateBadgeNumber`, `shouldUpdateNotificationInfo`; §6). js-miniapp drops
/// the promise of these calls, so a mini app rarely sees the answer.
///
/// Optional: without it these keep the §6 "not supported" answer.
@MainActor
public protocol NotificationBadgeProvider: AnyObject {
    /// Clears the mini app's notifications of one kind.
    func clearNotifications(_ category: NotificationCategory) async throws
    /// Shows or updates the mini app's badge.
    func updateBadge(_ update: BadgeUpdate) async throws
    /// Shows or updates a notification.
    func updateNotification(_ details: NotificationDetails) async throws
}
