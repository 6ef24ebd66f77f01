public import Foundation

/// Opens pages outside the mini app: the system browser, an in-app browser, and HTML
/// shown until it reaches a callback URL (`launchExternalBrowser`,
/// `launchInternalBrowser`, `launchInteractiveBrowser`,
/// `browserManager.loadUsingHTMLString`; §6).
///
/// Optional. Without it the SDK opens `launchExternalBrowser` with the host's
/// ``MiniAppWindowProvider/openExternal(_:)`` (the system browser by default), and the
/// in-app browsers and HTML loads in a browser window of the engine when the engine
/// offers one (both engines do); otherwise they keep the §6 "not supported" answer. That
/// default sends the mini app's method and form, and attaches the access token for
/// `audience` and `scopes` that `getAccessToken` would give. Implement it to use your
/// own browser.
@MainActor
public protocol BrowserProvider: AnyObject {
    /// Opens `url` in the system browser; returns whether it opened.
    func launchExternalBrowser(_ url: URL) async throws -> Bool
    /// Opens a page in an in-app browser the user closes to come back.
    /// - Throws: ``BrowserError``.
    func launchInternalBrowser(_ request: BrowserRequest) async throws -> Bool
    /// Opens a page in an in-app browser with navigation controls.
    /// - Throws: ``BrowserError``.
    func launchInteractiveBrowser(_ request: BrowserRequest) async throws -> Bool
    /// Shows `request.html` until it navigates to the callback URL.
    /// - Throws: ``BrowserError``.
    func loadHTMLString(_ request: HTMLLoadRequest) async throws -> HTMLLoadResult
}
