public import Foundation
public import MiniAppKit
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP request of the Corva client, as a value.
public struct CorvaHTTPRequest: Sendable, Equatable {
    /// `GET` or `POST`.
    public var method: String
    /// The absolute URL, already resolved against the API base.
    public var url: URL
    /// Header fields to send (`Authorization`, `Content-Type`…).
    public var headers: [String: String]
    /// The request body, for `POST`.
    public var body: Data?

    /// A request to send as is.
    public init(method: String, url: URL, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}

/// One HTTP answer, whatever its status.
public struct CorvaHTTPResponse: Sendable, Equatable {
    /// The HTTP status code.
    public var status: Int
    /// The body, unread.
    public var body: Data

    /// An answer (from the network, or scripted by a test).
    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}

/// Sends the client's HTTP requests.
///
/// ``URLSessionCorvaTransport`` is the real one (Foundation's URLSession, what iOS
/// hosts use); tests give a scripted one, so the session's login, expiry and 401 paths
/// run without a server.
public protocol CorvaHTTPTransport: Sendable {
    /// Sends `request` and returns the answer for any status.
    ///
    /// - Throws: `CorvaError.Code.unreachable` when no answer arrived.
    func send(_ request: CorvaHTTPRequest) async throws(CorvaError) -> CorvaHTTPResponse
}

/// The client's HTTP over an ephemeral URLSession: no cookies, no cache, no
/// credentials other than the `Authorization` header the session adds, which a
/// redirect never takes to another origin (`HTTPRedirect`; URLSession on Linux copied
/// it to any host a server named, issue 29, defect 1).
public struct URLSessionCorvaTransport: CorvaHTTPTransport {
    private let session: URLSession

    /// - Parameter timeout: seconds before a request without an answer fails.
    public init(timeout: TimeInterval = 30) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalAndRemoteCacheData
        configuration.timeoutIntervalForRequest = timeout
        session = URLSession(configuration: configuration, delegate: HTTPRedirect.Delegate(), delegateQueue: nil)
    }

    /// Sends `request` through URLSession; any status is an answer, only a missing one throws.
    public func send(_ request: CorvaHTTPRequest) async throws(CorvaError) -> CorvaHTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        do {
            let (data, response) = try await session.data(for: urlRequest)
            guard let http = response as? HTTPURLResponse else {
                throw CorvaError(.unreachable, "\(request.method) \(request.url.path): the answer is not HTTP")
            }
            return CorvaHTTPResponse(status: http.statusCode, body: data)
        } catch let error as CorvaError {
            throw error
        } catch {
            throw CorvaError(.unreachable, "\(request.method) \(request.url.absoluteString) failed: \(error.localizedDescription)")
        }
    }
}
