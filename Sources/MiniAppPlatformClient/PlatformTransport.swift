import Foundation
import MiniAppKit
import MiniAppBundle
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The client's HTTP: URLSession on Apple platforms (what iOS hosts use), libcurl on
/// Linux, the platform's headers, retries with back-off, and the mapping of answers to
/// `MASDKError`.
///
/// Every body is capped (a file at its signed size). On Apple platforms URLSession
/// stops at the cap (``BoundedFetches``). On Linux, FoundationNetworking cannot be
/// stopped (it keeps reading and buffering a body after its task is cancelled), so
/// every URL, `http:` or `https:`, is fetched by ``CurlFetch``, which reads no more
/// than the cap (docs/ARCHITECTURE.md, "Download caps").
///
/// Retried: 5xx and timeouts (exponential back-off), 429 (after `Retry-After`, or the
/// back-off when absent). Not retried: other 4xx, and "cannot reach the server"
/// errors, which are reported at once as ``PlatformUnreachable`` so the client can fall
/// back to the cached version without making the user wait for back-offs.
struct PlatformTransport: Sendable {
    let config: MiniAppSdkConfig
    #if !(canImport(CCurl) && canImport(FoundationNetworking))
    private let session: URLSession
    private let fetches = BoundedFetches()
    #endif
    /// The most an API answer (list, info, manifest, metadata) may hold.
    static let maxAnswerBytes = 64 << 20

    init(config: MiniAppSdkConfig) {
        self.config = config
        #if !(canImport(CCurl) && canImport(FoundationNetworking))
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalAndRemoteCacheData
        configuration.timeoutIntervalForRequest = config.requestTimeout
        session = URLSession(configuration: configuration, delegate: fetches, delegateQueue: nil)
        #endif
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
    /// - Parameters:
    ///   - maxBytes: the most the body may hold (a file's signed size); past it the
    ///     transfer is cut off and the answer is `miniAppCorrupted`.
    ///   - deadline: how long the fetch may take in all, retries included; past it the
    ///     fetch is given up with a timed-out `MASDKError.unknownError` that says so.
    func fetch(_ url: URL, authenticated: Bool, maxBytes: Int = PlatformTransport.maxAnswerBytes, deadline: Duration? = nil) async throws -> Answer {
        guard let deadline else { return try await attempts(url, authenticated: authenticated, maxBytes: maxBytes) }
        return try await withDeadline(.now + deadline, expired: { Self.error(url: url, deadline: deadline, bytes: maxBytes) }) {
            try await attempts(url, authenticated: authenticated, maxBytes: maxBytes)
        }
    }

    /// ``fetch(_:authenticated:maxBytes:deadline:)`` without a deadline: the attempts.
    private func attempts(_ url: URL, authenticated: Bool, maxBytes: Int) async throws -> Answer {
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
                let (data, response) = try await load(request, limit: maxBytes)
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
            } catch let ended as BoundedFetches.EndedEarly {
                // The server answered, then the connection closed mid-body: worth another
                // attempt, like a timeout, and said as what it is once attempts run out.
                guard attempt < config.retryPolicy.maxAttempts else { throw Self.error(url: url, endedEarly: ended) }
                wait = config.retryPolicy.delay(after: attempt)
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

    /// The most redirects a fetch follows.
    static let maxRedirects = 5

    /// One request, its body capped at `limit`: URLSession on Apple platforms, which
    /// follows redirects itself; ``CurlFetch`` on Linux, so that the cap holds, which
    /// returns them, and they are followed here as URLSession would.
    private func load(_ request: URLRequest, limit: Int) async throws -> (Data, URLResponse) {
        #if canImport(CCurl) && canImport(FoundationNetworking)
        var request = request
        for _ in 0...Self.maxRedirects {
            let (data, response) = try await CurlFetch.data(
                for: request, limit: limit, idleTimeout: config.requestTimeout, certificateAuthorities: config.certificateAuthorities
            )
            guard let next = Self.redirect(from: request, answer: response) else { return (data, response) }
            request = next
        }
        throw URLError(.httpTooManyRedirects)
        #else
        return try await fetches.data(for: request, on: session, limit: limit)
        #endif
    }

    /// The request a redirect answer leads to, or `nil` when `answer` is not one. Headers
    /// (the API key) go only to the same origin.
    static func redirect(from request: URLRequest, answer: HTTPURLResponse) -> URLRequest? {
        guard [301, 302, 303, 307, 308].contains(answer.statusCode), let from = request.url,
              let location = answer.value(forHTTPHeaderField: "Location"),
              let target = URL(string: location, relativeTo: from)?.absoluteURL
        else { return nil }
        var next = URLRequest(url: target)
        next.httpMethod = "GET"
        if target.scheme == from.scheme, target.host == from.host, target.port == from.port {
            for (name, value) in request.allHTTPHeaderFields ?? [:] { next.setValue(value, forHTTPHeaderField: name) }
        }
        return next
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

    /// A body cut short, in words: which URL, and how many of how many bytes arrived.
    static func error(url: URL, endedEarly ended: BoundedFetches.EndedEarly) -> MASDKError {
        let place = ConnectionFailure(code: URLError.networkConnectionLost.rawValue, url: url).url
        let what = ended.expected.map { "\(ended.received) of \($0) bytes arrived before the connection closed" }
            ?? "the connection closed after \(ended.received) bytes, before the body's end"
        return .unknownError(
            domain: NSURLErrorDomain, code: URLError.networkConnectionLost.rawValue,
            description: "the answer from \(place) ended early: \(what)")
    }

    /// A fetch that passed its deadline, in words: which URL, how long it had and why.
    static func error(url: URL, deadline: Duration, bytes: Int) -> MASDKError {
        let place = ConnectionFailure(code: URLError.timedOut.rawValue, url: url).url
        return .unknownError(
            domain: NSURLErrorDomain, code: URLError.timedOut.rawValue,
            description: "the download of \(place) did not finish within its deadline of \(deadline.secondsText) "
                + "for \(bytes) bytes (MiniAppSdkConfig.downloadDeadlines)")
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
