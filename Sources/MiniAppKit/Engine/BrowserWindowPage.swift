package import Foundation

/// A page an engine shows in a browser window of its own, apart from the mini app's
/// view: the SDK's default for js-miniapp's in-app browsers and `loadUsingHTMLString`
/// (docs/protocols/miniapp.md §6.1). The window shares nothing with the mini app (no
/// bridge, no cookies) and the user closes it to come back.
package enum BrowserWindowPage: Sendable, Equatable {
    /// A web page, fetched with GET, or with POST and these form fields.
    case web(URL, post: [String: String]?, controls: Bool)
    /// An HTML document shown until it navigates to a URL starting with `callbackPrefix`.
    case html(String, baseURL: URL?, callbackPrefix: String)

    /// How a browser window ended, or why it could not open.
    package enum Outcome: Sendable, Equatable {
        /// The window is open (a web page: the answer does not wait for it to close).
        case opened
        /// The HTML navigated to the callback; its full URL.
        case intercepted(String)
        /// The user closed the window first.
        case closed
        /// The page could not be shown.
        case failed(String)
    }
}
