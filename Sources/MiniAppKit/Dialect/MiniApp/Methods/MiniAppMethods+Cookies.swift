import Foundation

extension MiniAppMethods {
    /// `getAllCookies`, `getCookies` (§6): the host's ``CookieProvider``, else the
    /// cookies of the mini app's own web view, when the engine can read them.
    static var cookieActions: [NewerAction] {
        let engineReads: @MainActor (MiniAppContext) -> Bool = { $0.display?.readsCookies ?? false }
        return [
            serviceAction("getAllCookies", (any CookieProvider).self, fallbackAvailable: engineReads) { _, context, host in
                try await cookieJSON(nil, context: context, host: host)
            },
            serviceAction("getCookies", (any CookieProvider).self, fallbackAvailable: engineReads) { call, context, host in
                guard let names = call.parameters.newer.cookieList else { throw ParameterProblem.malformed }
                return try await cookieJSON(names, context: context, host: host)
            },
        ]
    }

    /// `[{"name":…,"value":…}]`, the array js-miniapp's `convertResponseToCookieInfoArray` reads.
    @MainActor
    private static func cookieJSON(_ names: [String]?, context: MiniAppContext, host: (any CookieProvider)?) async throws -> String {
        let cookies: [MiniAppCookie]
        if let host {
            cookies = try await host.cookies(named: names, miniAppId: context.app.appId)
        } else {
            guard let all = await context.display?.pageCookies() else { throw HostServiceError.failedToConformToProtocol }
            cookies = all.filter { cookie in names.map { $0.contains(cookie.name) } ?? true }
        }
        return json(cookies)
    }
}
