import Foundation
import MiniAppKit
import MiniAppBundle
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The client's HTTP: URLSession (what iOS hosts use), the platform's headers,
/// retries with back-off, and the mapping of answers to `MASDKError`.
///
/// Retried: 5xx and timeouts (exponential back-off), 429 (after `Retry-After`, or the
/// back-off when absent). Not retried: other 4xx, and "cannot reach the server"
/// errors, which are reported at once as ``PlatformUnreachable`` so the client can fall
/// back to the cached version without making the user wait for back-offs.
struct PlatformTransport: Sendable {
    let config: MiniAppSdkConfig
    private let session: URLSession
    private let fetches = BoundedFetches()
    /// The most an API answer (list, info, manifest, metadata) may hold.
    static let maxAnswerBytes = 64 << 20

    init(config: MiniAppSdkConfig) {
        self.config = config
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalAndRemoteCacheData
        configuration.timeoutIntervalForRequest = config.requestTimeout
        session = URLSession(configuration: configuration, delegate: fetches, delegateQueue: nil)
    }

    /// An answer with a 2xx status.
    struct Answer: Sendable {
        var body: Data
        var headers: [String: String]

        func header(_ name: String) -> String? {
            headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
    }

    /// GETs `path` (relative to the endpoint) with the platform's headers.
    func get(_ path: String, query: [URLQueryItem] = []) async throws -> Answer {
        guard var components = URLComponents(url: config.baseUrl.appendingPathComponent(path), resolvingAgainstBaseURL: true) else {
            throw MASDKError.invalidURLError
        }
        if !query.isEmpty { components.queryItems = query }
        guard let url = components.url else { throw MASDKError.invalidURLError }
        return try await fetch(url, authenticated: true)
    }

    /// GETs an absolute URL; file URLs need no credentials, so none are sent to them.
    ///
    /// - Parameter maxBytes: the most the body may hold (a file's signed size); past it
    ///   the transfer is cut off and the answer is `miniAppCorrupted`.
    func fetch(_ url: URL, authenticated: Bool, maxBytes: Int = PlatformTransport.maxAnswerBytes) async throws -> Answer {
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        if authenticated {
            for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        }
        var attempt = 1
        while true {
            try Task.checkCancellation()
            let wait: Duration
            do {
                let (data, response) = try await fetches.data(for: request, on: session, limit: maxBytes)
                guard let http = response as? HTTPURLResponse else { throw MASDKError.invalidResponseData }
                var fields: [String: String] = [:]
                for (name, value) in http.allHeaderFields {
                    if let name = name as? String, let value = value as? String { fields[name] = value }
                }
                let answer = Answer(body: data, headers: fields)
                switch http.statusCode {
                case 200..<300:
                    return answer
                case 429:
                    let asked = RetryPolicy.retryAfter(answer.header("Retry-After"))
                    guard attempt < config.retryPolicy.maxAttempts, (asked ?? .zero) <= config.retryPolicy.maxRetryAfter else {
                        throw MASDKError.miniAppTooManyRequestsError
                    }
                    wait = asked ?? config.retryPolicy.delay(after: attempt)
                case 500..<600 where attempt < config.retryPolicy.maxAttempts:
                    wait = config.retryPolicy.delay(after: attempt)
                default:
                    throw Self.error(status: http.statusCode, body: data)
                }
            } catch is BoundedFetches.OverLimit {
                throw MASDKError.miniAppCorrupted
            } catch let error as URLError {
                if error.code == .cancelled { throw CancellationError() }
                let failure = ConnectionFailure(code: error.errorCode, url: url)
                if error.code == .timedOut, attempt < config.retryPolicy.maxAttempts {
                    wait = config.retryPolicy.delay(after: attempt)
                } else if failure.isUnreachable {
                    throw PlatformUnreachable(failure: failure)
                } else {
                    throw MASDKError.unknownError(domain: NSURLErrorDomain, code: failure.code, description: failure.description)
                }
            }
            try await Task.sleep(for: wait)
            attempt += 1
        }
    }

    /// The headers every `host/…` call carries (iOS's `apiKey`, Android's `ras-*`, and the
    /// `Accept` that asks for the per-file manifest answer).
    var headers: [String: String] {
        var sdk = "MiniAppKit/\(MiniAppKitVersion.version)"
        if let info = config.hostAppUserAgentInfo, !info.isEmpty { sdk += " \(info)" }
        return [
            // A key given with its prefix is sent as is, as Rakuten's iOS SDK does.
            "apiKey": config.subscriptionKey.hasPrefix("ras-") ? config.subscriptionKey : "ras-\(config.subscriptionKey)",
            "ras-sdk-name": "MiniApp",
            "ras-sdk-version": MiniAppKitVersion.version,
            "ras-os-version": ProcessInfo.processInfo.operatingSystemVersionString,
            "User-Agent": sdk,
            // The manifest answer that lists every file, signed over its body (the
            // registry's default is the single zip Rakuten's SDK downloads).
            "Accept": "application/vnd.miniappkit.manifest+json, application/json",
        ]
    }

    /// A non-2xx answer as the seed's error: the body's `message` or `error_description`.
    static func error(status: Int, body: Data) -> MASDKError {
        struct ErrorBody: Decodable {
            var message: String?
            var error_description: String?
        }
        let decoded = try? JSONDecoder().decode(ErrorBody.self, from: body)
        let message = decoded?.message ?? decoded?.error_description ?? HTTPURLResponse.localizedString(forStatusCode: status)
        return status == 429 ? .miniAppTooManyRequestsError : .serverError(code: status, message: message)
    }
}

/// The platform could not be reached at all (no network, host down, timed out after
/// the retries): the one failure after which a cached version may launch.
struct PlatformUnreachable: Error {
    /// Which URL, and why (``ConnectionFailure/isUnreachable`` holds).
    var failure: ConnectionFailure

    /// What a caller sees when there is no cached version to fall back on: the seed's
    /// `unknownError` in `NSURLErrorDomain`, whose text names the URL and the cause.
    var sdkError: MASDKError {
        .unknownError(domain: NSURLErrorDomain, code: failure.code, description: failure.description)
    }
}
