public import Foundation
public import MiniAppKit

extension CorvaWebDomain {
    /// The web-view URL of `page`: `<origin><path>?native=true&jwt=<token>` (no `jwt` when `token` is nil).
    public func url(for page: CorvaWebPage, token: String?) -> URL {
        var components = URLComponents()
        components.scheme = origin.scheme
        components.host = origin.host
        components.port = origin.port
        components.percentEncodedPath = page.path
        components.queryItems = [URLQueryItem(name: "native", value: "true")] + (token.map { [URLQueryItem(name: "jwt", value: $0)] } ?? [])
        return components.url ?? URL(fileURLWithPath: "/")
    }
}
