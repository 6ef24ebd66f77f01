#if canImport(WebKit)
package import MiniAppKit
import WebKit

// The browser windows the `miniapp` dialect's defaults open for js-miniapp's in-app
// browsers and `loadUsingHTMLString` (docs/protocols/miniapp.md §6.1): a `WKWebView` of
// their own in a store of their own (``WKBrowserWindow``), closed with the engine.

extension WKWebViewEngine {
    /// iOS presents a browser modally over the mini app's window; macOS opens a window.
    package var opensBrowserWindows: Bool { !isClosed }

    /// Opens ``WKBrowserWindow`` for `page`: a web page answers ``BrowserWindowPage/Outcome/opened``
    /// once presented, its request on its way; an HTML page answers when it reaches its
    /// callback or is closed. On iOS the engine's ``view`` must be in a window to present from.
    package func showBrowserWindow(_ page: BrowserWindowPage) async -> BrowserWindowPage.Outcome {
        guard !isClosed else { return .failed("the engine is closed") }
        let browser = WKBrowserWindow(page: page)
        browser.dialogEngine = self
        if let reason = browser.present(from: view) { return .failed(reason) }
        browserWindows.append(browser)
        browser.onEnd = { [weak self] ended in self?.browserWindows.removeAll { $0 === ended } }
        switch page {
        case .web(let request, _):
            browser.load(request)
            // iOS may still refuse the presentation on the next turn: the window then
            // ends as failed; a page the mini app was told is open has simply gone.
            return .opened
        case .html(let html, let baseURL, _):
            browser.load(html: html, baseURL: baseURL)
            return await browser.outcome()
        }
    }

    /// The browser windows open now, for tests.
    package var openBrowserWindowCount: Int { browserWindows.count }

    /// Closes every browser window; an HTML page still waiting ends as closed.
    func closeBrowserWindows() {
        for browser in browserWindows { browser.close() }
        browserWindows.removeAll()
    }
}
#endif
