package import Foundation
#if canImport(FoundationNetworking)
package import FoundationNetworking
#endif

/// A page an engine shows in a browser window of its own, apart from the mini app's
/// view: the SDK's default for js-miniapp's in-app browsers and `loadUsingHTMLString`
/// (docs/protocols/miniapp.md §6.1). The window shares nothing with the mini app (no
/// bridge, no cookies) and the user closes it to come back.
package enum BrowserWindowPage: Sendable, Equatable {
    /// A web page, fetched with `request`; with controls, the window has back and forward buttons.
    case web(BrowserPageRequest, controls: Bool)
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
        /// The page's server could not be reached.
        case unreachable(String)
        /// The page could not be shown.
        case failed(String)
    }
}

/// The first request of a browser window's web page, as the mini app asked for it
/// (`launchInternalBrowser` / `launchInteractiveBrowser` with `httpMethod`, `httpBody`,
/// and an access token for `audience` and `scopes`): every engine sends exactly this,
/// whatever its loading API lets a page do on its own.
package struct BrowserPageRequest: Sendable, Equatable {
    /// The page; `http` or `https`.
    package var url: URL
    /// The request's method.
    package var method: BrowserRequest.HTTPMethod
    /// Form fields sent as the body, `application/x-www-form-urlencoded`; `nil` sends no body.
    package var form: [String: String]?
    /// Extra request headers: `Authorization: Bearer …` when the mini app asked for a token.
    package var headers: [String: String]

    /// A request for `url`; GET without a body or headers unless told otherwise.
    package init(url: URL, method: BrowserRequest.HTTPMethod = .get, form: [String: String]? = nil, headers: [String: String] = [:]) {
        self.url = url
        self.method = method
        self.form = form
        self.headers = headers
    }

    /// The body: the form's fields percent-encoded as a browser encodes a form, in key
    /// order so the same request always has the same bytes; `nil` without a form.
    package var body: Data? {
        guard let form else { return nil }
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789*-._ ")
        func encoded(_ text: String) -> String {
            (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "").replacingOccurrences(of: " ", with: "+")
        }
        return Data(form.sorted { $0.key < $1.key }.map { "\(encoded($0.key))=\(encoded($0.value))" }.joined(separator: "&").utf8)
    }

    /// The request as Foundation sends it: the method, the headers, and the form as an
    /// `application/x-www-form-urlencoded` body.
    package var urlRequest: URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body {
            request.httpBody = body
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        }
        return request
    }
}
