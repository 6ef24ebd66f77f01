/// Holds notifications until the web app is ready to have them presented.
///
/// A value-type state machine (the SwiftNIO habit): each method returns the
/// notifications to present now, in order, and the caller presents them. Not ready
/// by default, as the seed requires.
package struct NotificationQueue: Sendable, Equatable {
    /// Whether notifications are presented as they are raised.
    package private(set) var isReady = false
    /// Notifications raised while not ready, oldest first.
    package private(set) var waiting: [HostNotification] = []

    package init() {}

    /// A notification was raised: returns it when ready, or holds it.
    package mutating func raise(_ notification: HostNotification) -> [HostNotification] {
        guard isReady else {
            waiting.append(notification)
            return []
        }
        return [notification]
    }

    /// The web app changed readiness: becoming ready releases what waits, in order.
    package mutating func setReady(_ ready: Bool) -> [HostNotification] {
        isReady = ready
        guard ready else { return [] }
        defer { waiting = [] }
        return waiting
    }
}
