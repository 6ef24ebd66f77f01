import Foundation

extension MiniAppMethods {
    /// `launchExternalBrowser`, `launchInternalBrowser`, `launchInteractiveBrowser`,
    /// `loadUsingHTMLString` (§6): the host's ``BrowserProvider``, else the system
    /// browser for the external one (the host's `openExternal`, http and https only).
    static var browserActions: [NewerAction] {
        [
            serviceAction("launchExternalBrowser", (any BrowserProvider).self, fallbackAvailable: { _ in true }) { call, context, host in
                let url = try url(call.parameters.url)
                if let host { return bool(try await host.launchExternalBrowser(url)) }
                guard ["http", "https"].contains(url.scheme?.lowercased()) else { throw ParameterProblem.invalidURL }
                await context.host.openExternal(url)
                return bool(true)
            },
            serviceAction("launchInternalBrowser", (any BrowserProvider).self) { call, _, host in
                bool(try await host.unwrapped().launchInternalBrowser(try browserRequest(call.parameters)))
            },
            serviceAction("launchInteractiveBrowser", (any BrowserProvider).self) { call, _, host in
                bool(try await host.unwrapped().launchInteractiveBrowser(try browserRequest(call.parameters)))
            },
            // js-miniapp turns `CANCELLED` into `null` and resolves with any other value (the URL).
            serviceAction("loadUsingHTMLString", (any BrowserProvider).self) { call, _, host in
                let newer = call.parameters.newer
                let html = try required(newer.htmlString)
                let callback = try required(newer.callbackUrl)
                var base: URL?
                if let text = newer.baseUrl, !text.isEmpty {
                    guard let url = URL(string: text) else { throw ParameterProblem.invalidURL }
                    base = url
                }
                switch try await host.unwrapped().loadHTMLString(HTMLLoadRequest(html: html, callbackURL: callback, baseURL: base)) {
                case .intercepted(let url) where !url.isEmpty && url != "CANCELLED": return url
                case .intercepted: throw BrowserError.browserError
                case .cancelled: return "CANCELLED"
                }
            },
        ]
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
