#if canImport(CCurl) && canImport(FoundationNetworking)
import CCurl
import Foundation
import FoundationNetworking
import Glibc
import Synchronization

/// One GET with libcurl's easy interface that reads no more than a byte cap: how the
/// client fetches `http:` and `https:` URLs on Linux.
///
/// Why not URLSession there: swift-corelibs-foundation's FoundationNetworking cannot be
/// stopped at a size. It ignores the disposition a data delegate gives for a response
/// (`completionHandler(.cancel)` is logged and dropped, since it cannot pause libcurl),
/// it hands every chunk libcurl reads to the delegate as one more operation on the
/// delegate queue, with no back-pressure, and `URLSessionTask.cancel()` only takes
/// effect after two hops through the session's work queue, which libcurl's socket
/// events keep busy. Measured (issue 18): four files answered with
/// `Content-Length: 1500000000` and streamed over loopback were read whole, 4 x 1,431 MiB,
/// with a peak RSS of 6.4 GB, although the delegate had cancelled each task at its
/// first chunk.
///
/// Here libcurl (the system's `libcurl.so.4`, which FoundationNetworking links too) runs
/// on a thread of its own and its callbacks decide: a `Content-Length` over the cap is
/// refused before the body (`CURLOPT_MAXFILESIZE_LARGE`), the write callback aborts the
/// transfer the moment the body would pass the cap, and the progress callback aborts it
/// when the calling task is cancelled (which is how the client's deadlines end a
/// fetch, ``withDeadline(_:expired:_:)``); the connection is closed at once. The socket's
/// receive buffer is small (``receiveBuffer``), so the kernel does not accept megabytes
/// the client will never read.
///
/// What it does not do: follow redirects (they are returned; ``PlatformTransport``
/// follows them), ask for compression (no `Accept-Encoding`: bodies are counted as sent),
/// reuse connections, or speak HTTP/2 (HTTP/1.1 only). It honours the proxy variables
/// libcurl reads (`https_proxy`, `no_proxy`, …). `https:` certificates are checked against
/// ``MiniAppSdkConfig/certificateAuthorities``, else the file `SSL_CERT_FILE` names, else
/// the system's bundle. It throws what ``BoundedFetches`` throws
/// (``BoundedFetches/OverLimit``, ``BoundedFetches/EndedEarly``, `URLError`), so the
/// transport maps both the same way.
enum CurlFetch {
    /// The most a response head may hold.
    static let maxHeadBytes = 64 << 10
    /// The socket's receive buffer: small, so the kernel does not accept megabytes the
    /// client will never read past its cap.
    static let receiveBuffer: Int32 = 256 << 10

    /// Whether `curl_global_init` succeeded; called once, by the first fetch.
    private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

    /// GETs `request` (an `http:` or `https:` URL) and returns its body, at most `limit` bytes.
    ///
    /// - Parameters:
    ///   - idleTimeout: the longest wait for the connection (TLS included), or for the
    ///     next bytes (URLSession's `timeoutIntervalForRequest`).
    ///   - certificateAuthorities: a PEM file of the authorities `https:` trusts instead of
    ///     the system's bundle; `nil` for `SSL_CERT_FILE` when set, else the system's.
    /// - Throws: ``BoundedFetches/OverLimit``, ``BoundedFetches/EndedEarly``, `URLError`
    ///   (`.cancelled` when the calling task is cancelled, `.timedOut`,
    ///   `.cannotConnectToHost`, `.cannotFindHost`, `.secureConnectionFailed`,
    ///   `.serverCertificateUntrusted`, `.networkConnectionLost`, `.badServerResponse`,
    ///   `.unsupportedURL`).
    static func data(
        for request: URLRequest, limit: Int, idleTimeout: TimeInterval, certificateAuthorities: URL? = nil
    ) async throws -> (Data, HTTPURLResponse) {
        guard let url = request.url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw URLError(.unsupportedURL)
        }
        let setup = Setup(
            url: url, headers: try headerLines(of: request), limit: max(0, limit), idleTimeout: idleTimeout,
            certificateAuthorities: certificateAuthorities?.path ?? ProcessInfo.processInfo.environment["SSL_CERT_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        )
        let cancelled = CancellationFlag()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // libcurl blocks: on a thread of its own, never on the cooperative pool.
                Thread {
                    continuation.resume(with: Result { try Transfer(setup: setup, cancelled: cancelled).perform() })
                }.start()
            }
        } onCancel: {
            cancelled.set()
        }
    }

    /// The request's own headers as lines, without the ones that frame the exchange
    /// (libcurl writes those). A header with a line break in it is refused, not sent.
    static func headerLines(of request: URLRequest) throws -> [String] {
        let framing: Set<String> = ["host", "connection", "accept-encoding", "content-length", "transfer-encoding", "expect"]
        return try (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }.compactMap { name, value in
            guard !framing.contains(name.lowercased()) else { return nil }
            let line = "\(name): \(value)"
            guard !line.contains("\r"), !line.contains("\n") else { throw URLError(.badURL) }
            return line
        }
    }

    /// What a transfer needs, worked out on the caller's side.
    private struct Setup: Sendable {
        var url: URL
        var headers: [String]
        var limit: Int
        var idleTimeout: TimeInterval
        /// The PEM bundle for `CURLOPT_CAINFO`, or `nil` for libcurl's default.
        var certificateAuthorities: String?
    }

    /// Set when the calling task is cancelled; the progress callback looks at it
    /// (libcurl calls it at least once a second, more often while bytes arrive).
    private final class CancellationFlag: Sendable {
        private let value = Atomic(false)
        func set() { value.store(true, ordering: .relaxed) }
        var isSet: Bool { value.load(ordering: .relaxed) }
    }

    /// One easy handle, one request: lives on the transfer's thread, where libcurl calls
    /// its callbacks.
    private final class Transfer {
        private let setup: Setup
        private let cancelled: CancellationFlag
        private var body = Data()
        /// The head's fields so far (the last head's, past `1xx` interim answers).
        private var fields: [String: String] = [:]
        private var version = "HTTP/1.1"
        private var status = 0
        private var headBytes = 0
        /// Whether a whole (final) head arrived: from then on, a failure cuts a body short.
        private var answered = false
        /// Why a callback aborted the transfer, when one did.
        private var abort: (any Error)?

        init(setup: Setup, cancelled: CancellationFlag) {
            self.setup = setup
            self.cancelled = cancelled
        }

        /// Runs the transfer to its end (or its abort) and returns the answer.
        func perform() throws -> (Data, HTTPURLResponse) {
            guard !cancelled.isSet else { throw URLError(.cancelled) }
            guard CurlFetch.initialized, let curl = curl_easy_init() else { throw URLError(.unknown) }
            defer { curl_easy_cleanup(curl) }
            var list: UnsafeMutablePointer<curl_slist>?
            defer { curl_slist_free_all(list) }
            for line in setup.headers {
                guard let longer = curl_slist_append(list, line) else { throw URLError(.unknown) }
                list = longer
            }
            return try withExtendedLifetime(self) {
                try configure(curl, headers: list)
                let code = curl_easy_perform(curl)
                var announced: curl_off_t = -1
                _ = miniapp_curl_get_offset(curl, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &announced)
                guard code == CURLE_OK else { throw error(for: code, announced: Int(announced)) }
                guard answered, let response = HTTPURLResponse(url: setup.url, statusCode: status, httpVersion: version, headerFields: fields) else {
                    throw URLError(.badServerResponse)
                }
                return (body, response)
            }
        }

        private func configure(_ curl: UnsafeMutableRawPointer, headers: UnsafeMutablePointer<curl_slist>?) throws {
            let context = Unmanaged.passUnretained(self).toOpaque()
            let idle = max(1, Int(setup.idleTimeout.rounded(.up)))
            var codes = [
                miniapp_curl_set_string(curl, CURLOPT_URL, setup.url.absoluteString),
                miniapp_curl_set_long(curl, CURLOPT_HTTPGET, 1),
                miniapp_curl_set_long(curl, CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_1_1)),
                miniapp_curl_set_list(curl, CURLOPT_HTTPHEADER, headers),
                // Signals cannot interrupt a thread of a multithreaded process.
                miniapp_curl_set_long(curl, CURLOPT_NOSIGNAL, 1),
                miniapp_curl_set_long(curl, CURLOPT_FOLLOWLOCATION, 0),
                miniapp_curl_set_long(curl, CURLOPT_SUPPRESS_CONNECT_HEADERS, 1),
                // Connecting (TLS included) and waiting for bytes: the request timeout.
                miniapp_curl_set_long(curl, CURLOPT_CONNECTTIMEOUT_MS, max(1, Int(setup.idleTimeout * 1000))),
                miniapp_curl_set_long(curl, CURLOPT_LOW_SPEED_LIMIT, 1),
                miniapp_curl_set_long(curl, CURLOPT_LOW_SPEED_TIME, idle),
                miniapp_curl_set_write(curl, CURLOPT_WRITEFUNCTION, { bytes, size, count, context in
                    guard let context else { return 0 }
                    return Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue().receive(bytes, count: size * count)
                }),
                miniapp_curl_set_pointer(curl, CURLOPT_WRITEDATA, context),
                miniapp_curl_set_write(curl, CURLOPT_HEADERFUNCTION, { bytes, size, count, context in
                    guard let context else { return 0 }
                    return Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue().head(bytes, count: size * count)
                }),
                miniapp_curl_set_pointer(curl, CURLOPT_HEADERDATA, context),
                miniapp_curl_set_long(curl, CURLOPT_NOPROGRESS, 0),
                miniapp_curl_set_progress(curl) { context, _, _, _, _ in
                    guard let context else { return 1 }
                    return Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue().cancelled.isSet ? 1 : 0
                },
                miniapp_curl_set_pointer(curl, CURLOPT_XFERINFODATA, context),
                miniapp_curl_set_socket_options(curl) { _, socket, _ in
                    var size = CurlFetch.receiveBuffer
                    setsockopt(socket, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
                    return CURL_SOCKOPT_OK
                },
            ]
            // 0 would mean "no limit": an empty file's cap is the write callback's alone.
            if setup.limit > 0 { codes.append(miniapp_curl_set_offset(curl, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(setup.limit))) }
            if let bundle = setup.certificateAuthorities { codes.append(miniapp_curl_set_string(curl, CURLOPT_CAINFO, bundle)) }
            guard codes.allSatisfy({ $0 == CURLE_OK }) else { throw URLError(.unknown) }
        }

        // MARK: Callbacks

        /// Body bytes: kept while the body stays within the cap; past it, 0 aborts the transfer.
        private func receive(_ bytes: UnsafeMutablePointer<CChar>?, count: Int) -> Int {
            guard count <= setup.limit - body.count else {
                abort = BoundedFetches.OverLimit(limit: setup.limit)
                return 0
            }
            if let bytes, count > 0 { body.append(UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: count) }
            return count
        }

        /// One line of a response head (status line, field, or the empty line that ends it).
        private func head(_ bytes: UnsafeMutablePointer<CChar>?, count: Int) -> Int {
            headBytes += count
            guard headBytes <= CurlFetch.maxHeadBytes else {
                abort = URLError(.badServerResponse)
                return 0
            }
            guard let bytes else { return count }
            let line = String(decoding: UnsafeRawBufferPointer(start: bytes, count: count), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if line.hasPrefix("HTTP/") {
                // A new head: an interim `1xx` answer's fields do not carry over.
                let words = line.split(separator: " ", maxSplits: 2)
                fields = [:]
                version = words.first.map(String.init) ?? version
                status = words.count > 1 ? Int(words[1]) ?? 0 : 0
                answered = false
            } else if line.isEmpty {
                answered = status >= 200
            } else if let colon = line.firstIndex(of: ":") {
                let name = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
                let value = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
                if let known = fields.keys.first(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) {
                    fields[known] = (fields[known] ?? "") + ", " + value
                } else {
                    fields[name] = value
                }
            }
            return count
        }

        // MARK: Errors

        /// What a failed transfer throws: what a callback aborted for, else libcurl's code
        /// as the `URLError` URLSession would report.
        private func error(for code: CURLcode, announced: Int) -> any Error {
            if let abort { return abort }
            switch code {
            case CURLE_FILESIZE_EXCEEDED: return BoundedFetches.OverLimit(limit: setup.limit)
            case CURLE_ABORTED_BY_CALLBACK: return URLError(.cancelled)
            case CURLE_OPERATION_TIMEDOUT: return URLError(.timedOut)
            default: break
            }
            // The server answered, then the connection failed mid-body.
            if answered { return BoundedFetches.EndedEarly(received: body.count, expected: announced > body.count ? announced : nil) }
            return URLError(CurlFetch.code(for: code))
        }
    }

    /// The `URLError` code URLSession reports for a failure before any answer.
    static func code(for code: CURLcode) -> URLError.Code {
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: .cannotFindHost
        case CURLE_COULDNT_CONNECT: .cannotConnectToHost
        case CURLE_OPERATION_TIMEDOUT: .timedOut
        case CURLE_ABORTED_BY_CALLBACK: .cancelled
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS:
            .serverCertificateUntrusted
        case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CRL_BADFILE,
             CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED, CURLE_SSL_SHUTDOWN_FAILED,
             CURLE_USE_SSL_FAILED:
            .secureConnectionFailed
        case CURLE_GOT_NOTHING, CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_PARTIAL_FILE: .networkConnectionLost
        case CURLE_WEIRD_SERVER_REPLY, CURLE_HTTP_RETURNED_ERROR, CURLE_BAD_CONTENT_ENCODING: .badServerResponse
        case CURLE_URL_MALFORMAT: .badURL
        case CURLE_UNSUPPORTED_PROTOCOL: .unsupportedURL
        default: .unknown
        }
    }
}
#endif
