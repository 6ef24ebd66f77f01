public import Foundation
public import MiniAppKit

extension CorvaSession {
    /// The assets of `GET /assets`, and the entries that could not be read.
    public struct AssetList: Sendable, Equatable {
        /// The assets that could be read, in the API's order.
        public var assets: [CorvaAsset]
        /// Why entries were left out.
        public var skipped: [String]
    }

    /// `GET /users/{userId}/app_sets/`, split into dashboards and asset-page tabs.
    ///
    /// - Parameter userId: the user whose app sets to list; the logged-in user by default.
    /// - Throws: `CorvaError.Code.notLoggedIn` when no user id is known, the errors of
    ///   ``get(_:)``, and `CorvaError.Code.malformedResponse` when the body is not a list.
    public func navigation(userId: String? = nil) async throws(CorvaError) -> CorvaNavigation {
        _ = try await validToken()
        let known = await currentUserId
        guard let user = userId ?? known else {
            throw CorvaError(.notLoggedIn, "no user id is known: the login answer and the token carry none; pass userId")
        }
        let segment = user.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? user
        let body = try await get("users/\(segment)/app_sets/")
        let (sets, skipped) = try CorvaListDecoding.decode(CorvaAppSet.self, from: body, what: "app_sets")
        return CorvaNavigation(appSets: sets, skipped: skipped)
    }

    /// `GET /assets`: the assets the user has access to.
    public func assets() async throws(CorvaError) -> AssetList {
        let body = try await get("assets")
        let (assets, skipped) = try CorvaListDecoding.decode(CorvaAsset.self, from: body, what: "assets")
        return AssetList(assets: assets, skipped: skipped)
    }

    /// The URL a web view loads to show `page`, with `native=true` and the token.
    ///
    /// - Throws: the errors of ``validToken()``; `CorvaError.Code.invalidPage` for an empty id.
    public func webURL(for page: CorvaWebPage) async throws(CorvaError) -> URL {
        let page = try page.validated()
        return configuration.webDomain.url(for: page, token: try await validToken().rawValue)
    }

    /// `url` as a web view should load it: with the token only when it is on the web
    /// domain (see `CorvaWebDomain.authorized(_:token:)`); no token is fetched otherwise.
    public func authorizedWebURL(_ url: URL) async throws(CorvaError) -> URL {
        guard configuration.webDomain.contains(url) else { return configuration.webDomain.authorized(url, token: nil) }
        return configuration.webDomain.authorized(url, token: try await validToken().rawValue)
    }

    /// An authenticated `GET` of `path` (relative to the API base); the 2xx body.
    ///
    /// Sends `Authorization: Bearer <jwt>` with a token that has not expired. On a 401
    /// it asks the host to log in again (unless another call already replaced the
    /// token) and retries once.
    ///
    /// - Throws: `CorvaError.Code.unauthorized` on a second 401,
    ///   `CorvaError.Code.httpStatus` on any other non-2xx, `CorvaError.Code.unreachable`,
    ///   and the errors of ``validToken()``.
    public func get(_ path: String) async throws(CorvaError) -> Data {
        let url = try configuration.endpoint(path)
        var used = try await validToken()
        var response = try await send(url, token: used)
        if response.status == 401 {
            if await currentToken?.rawValue == used.rawValue {
                try await reauthenticate(.unauthorized)
            }
            used = try await validToken()
            response = try await send(url, token: used)
            if response.status == 401 {
                throw CorvaError(.unauthorized, "GET \(url.path) was refused with a freshly obtained token", status: 401)
            }
        }
        guard (200..<300).contains(response.status) else {
            let detail = Self.errorMessage(in: response.body).map { ": \($0)" } ?? ""
            throw CorvaError(.httpStatus, "GET \(url.path) failed\(detail)", status: response.status)
        }
        return response.body
    }

    private func send(_ url: URL, token: JSONWebToken) async throws(CorvaError) -> CorvaHTTPResponse {
        try await transport.send(CorvaHTTPRequest(
            method: "GET", url: url,
            headers: ["Authorization": "Bearer \(token.rawValue)", "Accept": "application/json"]))
    }
}
