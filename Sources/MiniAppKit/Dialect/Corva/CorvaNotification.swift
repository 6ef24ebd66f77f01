/// A notification a Corva web page posts to the native app's `swiftHandler`.
public enum CorvaNotification: String, Sendable, Equatable, CaseIterable {
    /// The web application finished loading the dashboard's contents.
    case pageLoaded
    /// An app on the page was maximized to fill the screen.
    case appMaximized
    /// A previously maximized app was restored to its original size.
    case appRestored
}
