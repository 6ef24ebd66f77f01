import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The delegate of the platform client's URLSession: runs each GET with a cap on its
/// body, and ends it the moment the cap is passed, without reading the rest.
///
/// A file's size is signed, so a server (or anyone on the way) that answers 99 bytes
/// with 1.5 GB is cut off after 99: the body handed back never holds more than was asked
/// for. Each fetch also ends when its task is cancelled, whatever state the transfer is
/// in, so a cancelled install never waits for a download that will not finish.
///
/// On Apple platforms that also stops the transfer. On Linux it does not:
/// FoundationNetworking ignores the response disposition, queues every chunk for the
/// delegate without back-pressure and applies `cancel()` late, so a fast server's body
/// is read (and queued in memory) to its end. That is why ``PlatformTransport`` fetches
/// on Linux with ``CurlFetch`` instead, which throws the same errors as this.
final class BoundedFetches: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// The body passed its cap (a `Content-Length` over it counts too).
    struct OverLimit: Error {
        var limit: Int
    }

    /// The connection ended before the body did: fewer bytes arrived than the answer
    /// announced. FoundationNetworking reports this as a bare code (-1 on Linux), which
    /// would read as "cannot reach the server" although the server answered; this says
    /// what happened instead.
    struct EndedEarly: Error {
        /// The bytes that arrived.
        var received: Int
        /// What `Content-Length` announced; `nil` when the answer announced no length (or
        /// no more than arrived).
        var expected: Int?
    }

    private struct Fetch {
        var limit: Int
        var body = Data()
        var response: URLResponse?
        var overLimit = false
        var continuation: CheckedContinuation<(Data, URLResponse), any Error>
    }

    private let lock = NSLock()
    private var fetches: [Int: Fetch] = [:]

    /// Runs `request` on `session` (whose delegate this is) and returns the whole body,
    /// at most `limit` bytes.
    ///
    /// - Throws: ``OverLimit`` past the cap, `URLError` as URLSession reports it
    ///   (`.cancelled` when the calling task is cancelled).
    func data(for request: URLRequest, on session: URLSession, limit: Int) async throws -> (Data, URLResponse) {
        let task = session.dataTask(with: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                lock.withLock { fetches[task.taskIdentifier] = Fetch(limit: limit, continuation: continuation) }
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let allowed: Bool = lock.withLock {
            guard var fetch = fetches[dataTask.taskIdentifier] else { return false }
            fetch.response = response
            if response.expectedContentLength > Int64(fetch.limit) { fetch.overLimit = true }
            fetches[dataTask.taskIdentifier] = fetch
            return !fetch.overLimit
        }
        completionHandler(allowed ? .allow : .cancel)
        // FoundationNetworking drops the disposition; cancelling the task is what it honours.
        if !allowed { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let keep: Bool = lock.withLock {
            guard var fetch = fetches[dataTask.taskIdentifier], !fetch.overLimit else { return false }
            if fetch.body.count + data.count > fetch.limit {
                fetch.overLimit = true
                fetch.body = Data()
            } else {
                fetch.body.append(data)
            }
            fetches[dataTask.taskIdentifier] = fetch
            return !fetch.overLimit
        }
        if !keep { dataTask.cancel() }
    }

    /// A redirect is followed as ``PlatformTransport/redirect(from:answer:)`` follows one
    /// on Linux: a GET, with the headers (the API key) only within the request's origin.
    /// URLSession would copy them to any host a server names (issue 29, defect 1).
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(task.currentRequest.flatMap { PlatformTransport.redirect(from: $0, answer: response) })
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let fetch = lock.withLock({ fetches.removeValue(forKey: task.taskIdentifier) }) else { return }
        if fetch.overLimit {
            fetch.continuation.resume(throwing: OverLimit(limit: fetch.limit))
        } else if let ended = Self.endedEarly(fetch, error: error) {
            fetch.continuation.resume(throwing: ended)
        } else if let error {
            fetch.continuation.resume(throwing: error)
        } else if let response = fetch.response ?? task.response {
            fetch.continuation.resume(returning: (fetch.body, response))
        } else {
            fetch.continuation.resume(throwing: URLError(.badServerResponse))
        }
    }

    /// Whether a fetch that failed had already begun its answer: the body was cut short.
    /// A cancellation and a timeout keep their own meaning (the caller gave up; the
    /// server went silent). A fetch that completed without an error is never one: a
    /// compressed answer may decode to fewer bytes than its `Content-Length`.
    private static func endedEarly(_ fetch: Fetch, error: (any Error)?) -> EndedEarly? {
        guard let error, let response = fetch.response else { return nil }
        if let code = (error as? URLError)?.code, code == .cancelled || code == .timedOut { return nil }
        let announced = response.expectedContentLength
        return EndedEarly(received: fetch.body.count, expected: announced > fetch.body.count ? Int(announced) : nil)
    }
}
