/// Shows a notification to the user, once the web app says they are ready for it.
///
/// The SDK gates presentation (`NotificationQueue`): notifications the host raises
/// while the web app has not set `set_notification_presentation_status` to ready are
/// held and handed here, in the order they were raised, when it does. Called on the
/// main actor.
@MainActor
public protocol NotificationPresenter: AnyObject {
    /// Presents `notification` now.
    func present(_ notification: HostNotification)
}

/// A notification the host wants to show (a push message, a reminder).
public struct HostNotification: Sendable, Equatable {
    /// The host's id for it, for logs and de-duplication.
    public var id: String
    /// The headline.
    public var title: String
    /// The text under the headline, if any.
    public var body: String?

    /// A notification `id` with a title and an optional body.
    public init(id: String, title: String, body: String? = nil) {
        self.id = id
        self.title = title
        self.body = body
    }
}
