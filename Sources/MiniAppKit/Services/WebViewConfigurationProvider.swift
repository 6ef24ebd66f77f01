/// How the mini app's own web view behaves (`allowBackForwardNavigationGestures`,
/// `forceInternalWebView`; §6).
///
/// Optional. Without it the SDK applies both to the display: swipe gestures where the
/// engine has them, and foreign pages loaded in the mini app's view instead of handed
/// to the host while "internal web view" is on.
@MainActor
public protocol WebViewConfigurationProvider: AnyObject {
    /// Turns the back and forward swipe gestures on or off; returns whether that applied.
    func allowBackForwardNavigationGestures(_ allowed: Bool) async throws -> Bool
    /// Opens foreign pages in the mini app's own web view (`true`) or hands them to the
    /// host (`false`); returns whether that applied.
    func forceInternalWebView(_ enabled: Bool) async throws -> Bool
}
