#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
package import MiniAppKit

// What the `miniapp` dialect's defaults for js-miniapp's newer actions ask of the engine
// (docs/protocols/miniapp.md §6.1): back and forward swipe gestures, and the cookies the
// web view holds.

extension WebKitGTKEngine {
    /// WebKitGTK has touchpad and touchscreen swipe gestures (`enable-back-forward-navigation-gestures`).
    package var offersBackForwardNavigationGestures: Bool { !isClosed }

    /// Turns WebKitGTK's swipe gestures on or off.
    package func setBackForwardNavigationGestures(_ allowed: Bool) -> Bool {
        guard !isClosed else { return false }
        webkit_settings_set_enable_back_forward_navigation_gestures(settings, allowed ? 1 : 0)
        return true
    }

    /// Whether the swipe gestures are on, for tests.
    package var allowsBackForwardNavigationGestures: Bool {
        webkit_settings_get_enable_back_forward_navigation_gestures(settings) != 0
    }

    /// Each engine has a web context of its own (one per mini app), so its cookie
    /// manager holds only this mini app's cookies.
    package var readsCookies: Bool { !isClosed }

    /// Every cookie of the engine's web context (`webkit_cookie_manager_get_all_cookies`).
    package func cookies() async -> [(name: String, value: String)]? {
        guard !isClosed, let manager = webkit_web_context_get_cookie_manager(context) else { return nil }
        let result = await withCheckedContinuation { continuation in
            let box = Unmanaged.passRetained(AsyncReply<[CookiePair]>(continuation)).toOpaque()
            webkit_cookie_manager_get_all_cookies(manager, cancellable, Self.onCookies, box)
        }
        return (try? result.get())?.map { ($0.name, $0.value) }
    }

    /// A cookie's name and value, Sendable across the continuation.
    struct CookiePair: Sendable {
        var name: String
        var value: String
    }

    private static let onCookies: GAsyncReadyCallback = { source, result, userData in
        guard let userData else { return }
        let reply = Unmanaged<AsyncReply<[CookiePair]>>.fromOpaque(userData).takeRetainedValue()
        var error: UnsafeMutablePointer<GError>?
        let manager = UnsafeMutableRawPointer(source)?.assumingMemoryBound(to: WebKitCookieManager.self)
        let list = webkit_cookie_manager_get_all_cookies_finish(manager, result, &error)
        if let error {
            reply.finish(.failure(GErrorConversion.engineError(error, code: .engineFailure)))
            return
        }
        var cookies: [CookiePair] = []
        var node = list
        while let current = node {
            // `SoupCookie` is opaque to Swift.
            if let cookie = current.pointee.data.map(OpaquePointer.init) {
                cookies.append(CookiePair(name: swiftString(soup_cookie_get_name(cookie)) ?? "", value: swiftString(soup_cookie_get_value(cookie)) ?? ""))
                soup_cookie_free(cookie)
            }
            node = current.pointee.next
        }
        g_list_free(list)
        reply.finish(.success(cookies))
    }
}
extension WebKitGTKEngine {
    /// A GTK window with a WebKit view of its own (``GTKBrowserWindow``).
    package var opensBrowserWindows: Bool { !isClosed }

    /// Opens ``GTKBrowserWindow`` for `page`; closed with the engine.
    package func showBrowserWindow(_ page: BrowserWindowPage) async -> BrowserWindowPage.Outcome {
        guard !isClosed else { return .failed("the engine is closed") }
        guard let browser = GTKBrowserWindow(page: page, title: title, dialogs: self) else { return .failed("GTK could not make a browser window") }
        browserWindows.append(browser)
        browser.onEnd = { [weak self] ended in self?.browserWindows.removeAll { $0 === ended } }
        if case .web(let request, _) = page { return await browser.load(request) }
        return await browser.outcome()
    }

    /// The browser windows open now, for tests.
    package var openBrowserWindowCount: Int { browserWindows.count }
}
#endif
