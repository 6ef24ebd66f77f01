import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A minimal browser for console tests: keeps the console's cookies itself (per test,
/// never shared), follows no redirects, and reads the CSRF token out of pages.
final class ConsoleBrowser: @unchecked Sendable {
    struct Page {
        var status: Int
        var headers: [String: String]
        var body: String
        var setCookies: [String]

        func header(_ name: String) -> String? { headers.first { $0.key.lowercased() == name.lowercased() }?.value }

        /// The first `name="csrf" value="…"` of the page.
        var csrf: String? {
            guard let range = body.range(of: #"name="csrf" value="([0-9a-f]+)""#, options: .regularExpression) else { return nil }
            return body[range].split(separator: "\"").dropFirst(3).first.map(String.init)
        }
    }

    private final class NoRedirects: NSObject, URLSessionTaskDelegate {
        func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
            completionHandler(nil)
        }
    }

    let base: URL
    private(set) var cookies: [String: String] = [:]
    private let session: URLSession

    init(base: URL) {
        self.base = base
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCache = nil
        session = URLSession(configuration: configuration, delegate: NoRedirects(), delegateQueue: nil)
    }

    func get(_ path: String) async throws -> Page {
        try await send("GET", path)
    }

    /// A form POST.
    func post(_ path: String, _ fields: [String: String], headers: [String: String] = [:]) async throws -> Page {
        var components = URLComponents()
        components.queryItems = fields.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        var all = headers
        all["Content-Type"] = "application/x-www-form-urlencoded"
        return try await send("POST", path, headers: all, body: Data((components.percentEncodedQuery ?? "").utf8))
    }

    func send(_ method: String, _ path: String, headers: [String: String] = [:], body: Data? = nil) async throws -> Page {
        guard let url = URL(string: path, relativeTo: base) else { throw URLError(.badURL) }
        var request = URLRequest(url: url)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if !cookies.isEmpty { request.setValue(cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; "), forHTTPHeaderField: "Cookie") }
        request.httpBody = body
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name] = value }
        }
        let setCookies = (fields.first { $0.key.lowercased() == "set-cookie" }?.value).map(Self.splitCookies) ?? []
        for cookie in setCookies {
            let pair = cookie.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            if cookie.lowercased().contains("max-age=0") { cookies[parts[0]] = nil } else { cookies[parts[0]] = parts[1] }
        }
        return Page(status: http.statusCode, headers: fields, body: String(decoding: data, as: UTF8.self), setCookies: setCookies)
    }

    /// Foundation joins several Set-Cookie headers with ", "; cookie values here never hold commas.
    private static func splitCookies(_ joined: String) -> [String] {
        joined.components(separatedBy: ", ").reduce(into: [String]()) { result, part in
            if let first = part.split(separator: "=").first, first.contains(";") || first.contains(" "), !result.isEmpty {
                result[result.count - 1] += ", " + part  // an Expires date's comma
            } else {
                result.append(part)
            }
        }
    }

    /// Signs in with `token` through the form; returns the answer to the POST.
    @discardableResult
    func signIn(_ token: String, headers: [String: String] = [:]) async throws -> Page {
        let form = try await get("console/sign-in")
        return try await post("console/sign-in", ["csrf": form.csrf ?? "", "token": token], headers: headers)
    }
}
