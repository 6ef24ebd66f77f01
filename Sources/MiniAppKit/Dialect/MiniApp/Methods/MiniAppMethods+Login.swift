extension MiniAppMethods {
    /// `isLoggedIn`, `triggerLoginUI`, `forceLogout`, `getExchangeToken` (§6): the host's
    /// ``LoginStateProvider`` only; the SDK cannot know a host's login.
    static var loginActions: [NewerAction] {
        [
            serviceAction("isLoggedIn", (any LoginStateProvider).self) { _, _, host in
                bool(try await host.unwrapped().isLoggedIn())
            },
            serviceAction("triggerLoginUI", (any LoginStateProvider).self) { _, _, host in
                bool(try await host.unwrapped().triggerLoginUI())
            },
            serviceAction("forceLogout", (any LoginStateProvider).self) { _, _, host in
                bool(try await host.unwrapped().forceLogout())
            },
            // As `getAccessToken` (§2 row 14, §5.7): ACCESS_TOKEN must be allowed and the
            // answer has the same shape; the audience is the host's to judge (no manifest list).
            serviceAction("getExchangeToken", (any LoginStateProvider).self) { call, context, host in
                guard context.permissions.isAllowed(.accessToken) else {
                    throw ExchangeTokenRefusal.permission
                }
                guard let audience = call.parameters.audience, !audience.isEmpty else { throw AccessTokenError.audienceNotSupported }
                guard let scopes = call.parameters.scopes else { throw AccessTokenError.scopesNotSupported }
                let token = try await host.unwrapped().exchangeToken(miniAppId: context.app.appId, scopes: AccessToken.Scopes(audience: audience, scopes: scopes))
                return tokenJSON(token)
            },
        ]
    }

    /// ACCESS_TOKEN is not allowed: answered as `getAccessToken` answers it.
    struct ExchangeTokenRefusal: Error, CustomStringConvertible {
        static let permission = ExchangeTokenRefusal()
        var description: String { "accessTokenPermissionError" }
    }
}

extension Optional {
    /// The host's service; ``MiniAppMethods/serviceAction(_:_:fallbackAvailable:_:)`` calls a
    /// body without a fallback only when it is there.
    func unwrapped() throws(HostServiceError) -> Wrapped {
        guard let self else { throw .failedToConformToProtocol }
        return self
    }
}
