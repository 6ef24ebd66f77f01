import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A plain HTTP client for tests: no cache, no redirects followed, every status returned.
struct HTTPProbe: Sendable {
    struct Answer: Sendable {
        var status: Int
        var headers: [String: String]
        var body: Data

        func header(_ name: String) -> String? {
            headers.first { $0.key.lowercased() == name.lowercased() }?.value
        }

        func json() throws -> Any {
            try JSONSerialization.jsonObject(with: body)
        }

        var object: [String: Any] { ((try? json()) as? [String: Any]) ?? [:] }
        var array: [[String: Any]] { ((try? json()) as? [[String: Any]]) ?? [] }
    }

    let base: URL

    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalAndRemoteCacheData
        return URLSession(configuration: configuration)
    }()

    func get(_ path: String, headers: [String: String] = [:]) async throws -> Answer {
        try await send("GET", path, headers: headers)
    }

    func send(_ method: String, _ path: String, headers: [String: String] = [:], body: Data? = nil) async throws -> Answer {
        let url = path.hasPrefix("http") ? URL(string: path) : URL(string: path, relativeTo: base)
        guard let url else { throw URLError(.badURL) }
        var request = URLRequest(url: url)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body
        let (data, response) = try await Self.session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name] = value }
        }
        return Answer(status: http.statusCode, headers: fields, body: data)
    }
}
