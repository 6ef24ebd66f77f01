public import Foundation

/// A page a mini app asks the host to open in a browser (`launchInternalBrowser`,
/// `launchInteractiveBrowser` of js-miniapp 1.17+; docs/protocols/miniapp.md §6).
public struct BrowserRequest: Sendable, Equatable {
    /// The HTTP methods a mini app may ask for.
    public enum HTTPMethod: String, Sendable, Equatable, CaseIterable {
        case get = "GET", post = "POST", put = "PUT", delete = "DELETE"
    }

    /// The page to open.
    public var url: URL
    /// `GET` unless the mini app asked for another method.
    public var httpMethod: HTTPMethod
    /// Form fields to send with a `POST` or `PUT`, as the mini app gave them.
    public var httpBody: [String: String]?
    /// With `scopes`: the mini app asks the host to attach an access token for this audience.
    public var audience: String?
    /// The scopes of the token the mini app asks for.
    public var scopes: [String]?

    /// A request as the mini app made it.
    public init(url: URL, httpMethod: HTTPMethod = .get, httpBody: [String: String]? = nil, audience: String? = nil, scopes: [String]? = nil) {
        self.url = url
        self.httpMethod = httpMethod
        self.httpBody = httpBody
        self.audience = audience
        self.scopes = scopes
    }
}

/// HTML a mini app asks the host to show in a browser until it navigates to a callback
/// URL (`browserManager.loadUsingHTMLString`, §6): typically a payment or login form
/// that posts itself to a provider which redirects back.
public struct HTMLLoadRequest: Sendable, Equatable {
    /// The document to show.
    public var html: String
    /// The URL prefix that ends the browser: the first navigation whose URL starts with
    /// it is not loaded, and its URL is the answer.
    public var callbackURL: String
    /// The base URL relative links in `html` resolve against, if the mini app gave one.
    public var baseURL: URL?

    /// A request as the mini app made it.
    public init(html: String, callbackURL: String, baseURL: URL? = nil) {
        self.html = html
        self.callbackURL = callbackURL
        self.baseURL = baseURL
    }
}

/// How an ``HTMLLoadRequest`` ended.
public enum HTMLLoadResult: Sendable, Equatable {
    /// The page navigated to the callback URL; the mini app receives this full URL.
    case intercepted(String)
    /// The user closed the browser first; the mini app receives `null`.
    case cancelled
}
