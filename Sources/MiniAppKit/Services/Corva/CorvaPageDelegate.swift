/// Receives what a Corva web page tells the native app through `swiftHandler`.
///
/// The seed's three notifications: the page finished loading its dashboard contents
/// (hide a spinner), an app was maximized (hide the native navigation so it gets the
/// whole screen), a maximized app was restored (show it again). Only notifications
/// from a page of the configured web domain arrive here; anything else posted to
/// `swiftHandler` is logged and ignored.
@MainActor
public protocol CorvaPageDelegate: AnyObject, Sendable {
    /// The page posted `notification`.
    func corvaPage(didPost notification: CorvaNotification)
}
