import Foundation

extension MiniAppMethods {
    /// `launchExternalBrowser`, `launchInternalBrowser`, `launchInteractiveBrowser`,
    /// `loadUsingHTMLString` (§6): the host's ``BrowserProvider``, else the system
    /// browser for the external one (the host's `openExternal`, http and https only) and
    /// a browser window of the engine's for the others, where it has one.
    static var browserActions: [NewerAction] {
        [
            serviceAction("launchExternalBrowser", (any BrowserProvider).self, fallbackAvailable: { _ in true }) { call, context, host in
                let url = try url(call.parameters.url)
                if let host { return bool(try await host.launchExternalBrowser(url)) }
                guard ["http", "https"].contains(url.scheme?.lowercased()) else { throw ParameterProblem.invalidURL }
                await context.host.openExternal(url)
                return bool(true)
            },
            serviceAction("launchInternalBrowser", (any BrowserProvider).self, fallbackAvailable: opensWindows) { call, context, host in
                let request = try browserRequest(call.parameters)
                if let host { return bool(try await host.launchInternalBrowser(request)) }
                return bool(try await openWindow(for: request, controls: false, context: context))
            },
            serviceAction("launchInteractiveBrowser", (any BrowserProvider).self, fallbackAvailable: opensWindows) { call, context, host in
                let request = try browserRequest(call.parameters)
                if let host { return bool(try await host.launchInteractiveBrowser(request)) }
                return bool(try await openWindow(for: request, controls: true, context: context))
            },
            // js-miniapp turns `CANCELLED` into `null` and resolves with any other value (the URL).
            serviceAction("loadUsingHTMLString", (any BrowserProvider).self, fallbackAvailable: opensWindows) { call, context, host in
                let newer = call.parameters.newer
                let html = try required(newer.htmlString)
                let callback = try required(newer.callbackUrl)
                var base: URL?
                if let text = newer.baseUrl, !text.isEmpty {
                    guard let url = URL(string: text) else { throw ParameterProblem.invalidURL }
                    base = url
                }
                let result: HTMLLoadResult
                if let host {
                    result = try await host.loadHTMLString(HTMLLoadRequest(html: html, callbackURL: callback, baseURL: base))
                } else {
                    result = try await loadInWindow(html: html, callback: callback, base: base, context: context)
                }
                switch result {
                case .intercepted(let url) where !url.isEmpty && url != "CANCELLED": return url
                case .intercepted: throw BrowserError.browserError
                case .cancelled: return "CANCELLED"
                }
            },
        ]
    }

    /// Whether the display's engine opens browser windows (the default for the in-app browsers).
    private static let opensWindows: @MainActor (MiniAppContext) -> Bool = { $0.display?.opensBrowserWindows ?? false }

    /// The largest HTML the SDK's browser window takes (js-miniapp's `HTML_STRING_TOO_LARGE`).
    static let maxHTMLBytes = 5 * 1024 * 1024

    /// The default in-app browser: a window of the engine's for web pages only, sending
    /// the request as asked (any of the four methods, `httpBody` as a form) and, when the
    /// mini app names an `audience` and `scopes`, the access token for them as
    /// `Authorization: Bearer`, under `getAccessToken`'s rules (§2 row 14).
    @MainActor
    private static func openWindow(for request: BrowserRequest, controls: Bool, context: MiniAppContext) async throws -> Bool {
        guard ["http", "https"].contains(request.url.scheme?.lowercased()) else { throw ParameterProblem.invalidURL }
        guard let display = context.display else { throw HostServiceError.failedToConformToProtocol }
        var page = BrowserPageRequest(url: request.url, method: request.httpMethod, form: request.httpMethod == .get ? nil : request.httpBody)
        if request.audience != nil || request.scopes != nil {
            page.headers["Authorization"] = "Bearer " + (try await browserToken(for: request, context: context)).token
        }
        switch await display.showBrowserWindow(.web(page, controls: controls)) {
        case .opened, .intercepted, .closed: return true
        case .unreachable: throw BrowserError.networkError
        case .failed: throw BrowserError.webViewLoadFailed
        }
    }

    /// The token an in-app browser's request carries: ACCESS_TOKEN must be allowed, and
    /// the audience and scopes must be among the manifest's, exactly as for
    /// `getAccessToken`; the host's ``MiniAppMessageDelegate`` issues it.
    @MainActor
    private static func browserToken(for request: BrowserRequest, context: MiniAppContext) async throws -> AccessToken {
        guard context.permissions.isAllowed(.accessToken) else { throw ExchangeTokenRefusal.permission }
        let scopes = try manifestTokenScopes(audience: request.audience, scopes: request.scopes, manifest: context.manifest)
        return try await context.host.getAccessToken(miniAppId: context.app.appId, scopes: scopes)
    }

    /// The default `loadUsingHTMLString`: the HTML in a window of the engine's until it
    /// navigates to the callback (its URL) or the user closes it (`CANCELLED`).
    @MainActor
    private static func loadInWindow(html: String, callback: String, base: URL?, context: MiniAppContext) async throws -> HTMLLoadResult {
        guard html.utf8.count <= maxHTMLBytes else { throw BrowserError.htmlStringTooLarge }
        guard let url = URL(string: callback), let scheme = url.scheme, !scheme.isEmpty else { throw BrowserError.invalidCallbackURLScheme }
        guard let display = context.display else { throw HostServiceError.failedToConformToProtocol }
        switch await display.showBrowserWindow(.html(html, baseURL: base, callbackPrefix: callback)) {
        case .intercepted(let target): return .intercepted(target)
        case .closed, .opened: return .cancelled
        case .unreachable: throw BrowserError.networkError
        case .failed: throw BrowserError.webViewLoadFailed
        }
    }

    /// `{url, httpMethod?, httpBody?, audience?, scopes?}`; an unknown method is malformed.
    static func browserRequest(_ parameters: MiniAppParameters) throws(ParameterProblem) -> BrowserRequest {
        let target = try url(parameters.url)
        var method = BrowserRequest.HTTPMethod.get
        if let name = parameters.newer.httpMethod {
            guard let known = BrowserRequest.HTTPMethod(rawValue: name.uppercased()) else { throw .malformed }
            method = known
        }
        return BrowserRequest(url: target, httpMethod: method, httpBody: parameters.newer.httpBody, audience: parameters.audience, scopes: parameters.scopes)
    }
}
