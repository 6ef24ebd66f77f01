#if canImport(FoundationNetworking) && canImport(Glibc)
import Foundation
import FoundationNetworking
import Glibc

/// An HTTP/1.1 GET over a plain TCP socket that reads no more than a byte cap: how the
/// client fetches `http:` URLs on Linux.
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
/// first chunk. Here the socket is read by the caller's loop, so it stops at the cap:
/// a `Content-Length` over it is refused before the body, a body that runs past it is
/// cut off after `cap + 1` bytes, and the connection is closed at once.
///
/// Deliberately small: one request per connection (`Connection: close`), no
/// compression (`Accept-Encoding: identity`), bodies framed by `Content-Length`, chunked
/// encoding or the end of the connection. It throws what ``BoundedFetches`` throws
/// (``BoundedFetches/OverLimit``, ``BoundedFetches/EndedEarly``, `URLError`), so the
/// transport maps both the same way. Redirects are returned, not followed; the caller
/// follows them.
enum PlainHTTPFetch {
    /// The most a response head may hold.
    static let maxHeadBytes = 64 << 10
    /// The socket's receive buffer: small, so the kernel does not accept megabytes the
    /// client will never read past its cap.
    static let receiveBuffer: Int32 = 256 << 10

    /// GETs `request` (an `http:` URL) and returns its body, at most `limit` bytes.
    ///
    /// - Parameter idleTimeout: the longest wait for the connection, or for the next
    ///   bytes (URLSession's `timeoutIntervalForRequest`).
    /// - Throws: ``BoundedFetches/OverLimit``, ``BoundedFetches/EndedEarly``, `URLError`
    ///   (`.cancelled` when the calling task is cancelled, `.timedOut`,
    ///   `.cannotConnectToHost`, `.cannotFindHost`, `.badServerResponse`).
    static func data(for request: URLRequest, limit: Int, idleTimeout: TimeInterval) async throws -> (Data, HTTPURLResponse) {
        let flag = CancellationFlag()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // Blocking socket calls: on a thread of their own, never on the
                // cooperative pool.
                let thread = Thread {
                    continuation.resume(with: Result {
                        var connection = try Connection(request: request, idleTimeout: idleTimeout, cancelled: flag)
                        defer { connection.close() }
                        return try connection.exchange(request, limit: limit)
                    })
                }
                thread.start()
            }
        } onCancel: {
            flag.set()
        }
    }

    /// Set when the calling task is cancelled; the socket loop looks at it at least
    /// every ``Connection/slice`` milliseconds.
    final class CancellationFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.withLock { value = true } }
        var isSet: Bool { lock.withLock { value } }
    }

    /// One connection, one request.
    struct Connection {
        /// How long one `poll` waits before the cancellation flag is looked at again.
        static let slice: Int32 = 50

        private var socket: Int32 = -1
        private let idleTimeout: TimeInterval
        private let cancelled: CancellationFlag
        private let url: URL
        /// Bytes read past the head, not yet consumed.
        private var pending: [UInt8] = []

        init(request: URLRequest, idleTimeout: TimeInterval, cancelled: CancellationFlag) throws {
            guard let url = request.url, let host = url.host, !host.isEmpty else { throw URLError(.badURL) }
            self.url = url
            self.idleTimeout = idleTimeout
            self.cancelled = cancelled
            socket = try Self.connect(host: host, port: url.port ?? 80, timeout: idleTimeout, cancelled: cancelled, url: url)
        }

        mutating func close() {
            if socket >= 0 { Glibc.close(socket) }
            socket = -1
        }

        /// Sends the request and reads the answer.
        mutating func exchange(_ request: URLRequest, limit: Int) throws -> (Data, HTTPURLResponse) {
            try send(Array(Self.head(of: request, url: url).utf8))
            let (status, version, fields) = try readHead()
            guard let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: version, headerFields: fields) else {
                throw URLError(.badServerResponse)
            }
            if status == 204 || status == 304 || (100..<200).contains(status) { return (Data(), response) }
            let encoding = Self.field("Transfer-Encoding", in: fields)?.lowercased()
            if let encoding, encoding != "identity" {
                guard encoding.split(separator: ",").last?.trimmingCharacters(in: .whitespaces) == "chunked" else {
                    throw URLError(.badServerResponse)
                }
                return (try readChunked(limit: limit), response)
            }
            if let text = Self.field("Content-Length", in: fields) {
                guard let length = Int(text.trimmingCharacters(in: .whitespaces)), length >= 0 else { throw URLError(.badServerResponse) }
                // Refused before a byte of the body is read.
                guard length <= limit else { throw BoundedFetches.OverLimit(limit: limit) }
                return (try readExactly(length), response)
            }
            return (try readToEnd(limit: limit), response)
        }

        /// The request head: the request's own headers, and the framing this reader
        /// understands. A header with a line break in it is refused, not sent.
        static func head(of request: URLRequest, url: URL) throws -> String {
            var target = url.path(percentEncoded: true)
            if target.isEmpty { target = "/" }
            if let query = url.query(percentEncoded: true) { target += "?" + query }
            var host = url.host ?? ""
            if host.contains(":") { host = "[\(host)]" }
            if let port = url.port { host += ":\(port)" }
            var lines = ["GET \(target) HTTP/1.1", "Host: \(host)", "Connection: close", "Accept-Encoding: identity"]
            let fixed: Set<String> = ["host", "connection", "accept-encoding", "content-length", "transfer-encoding"]
            for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) where !fixed.contains(name.lowercased()) {
                let line = "\(name): \(value)"
                guard !line.contains("\r"), !line.contains("\n") else { throw URLError(.badURL) }
                lines.append(line)
            }
            return lines.joined(separator: "\r\n") + "\r\n\r\n"
        }

        static func field(_ name: String, in fields: [String: String]) -> String? {
            fields.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
        }

        // MARK: Reading

        private mutating func readHead() throws -> (Int, String, [String: String]) {
            var head: [UInt8] = []
            while true {
                if let end = Self.headEnd(in: pending) {
                    head = Array(pending[..<end])
                    pending.removeFirst(end + 4)
                    break
                }
                guard pending.count <= PlainHTTPFetch.maxHeadBytes else { throw URLError(.badServerResponse) }
                guard let chunk = try receive(max: 16 << 10) else {
                    // Closed before a whole head: the server never answered.
                    throw URLError(pending.isEmpty ? .networkConnectionLost : .badServerResponse)
                }
                pending += chunk
            }
            let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
            let status = lines.first?.split(separator: " ", maxSplits: 2) ?? []
            guard status.count >= 2, status[0].hasPrefix("HTTP/1."), let code = Int(status[1]), (100..<600).contains(code) else {
                throw URLError(.badServerResponse)
            }
            var fields: [String: String] = [:]
            for line in lines.dropFirst() where !line.isEmpty {
                guard let colon = line.firstIndex(of: ":") else { throw URLError(.badServerResponse) }
                let name = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
                let value = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
                if let known = fields.keys.first(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) {
                    // Two lengths that disagree are a smuggling attempt, not an answer.
                    if name.caseInsensitiveCompare("Content-Length") == .orderedSame, fields[known] != value { throw URLError(.badServerResponse) }
                    fields[known] = (fields[known] ?? "") + ", " + value
                } else {
                    fields[name] = value
                }
            }
            // A 1xx interim answer (100 Continue) precedes the real one.
            if (100..<200).contains(code), code != 101 { return try readHead() }
            return (code, String(status[0]), fields)
        }

        private static func headEnd(in bytes: [UInt8]) -> Int? {
            guard bytes.count >= 4 else { return nil }
            for index in 0...(bytes.count - 4) where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
                return index
            }
            return nil
        }

        /// A body of exactly `length` bytes (already checked against the cap).
        private mutating func readExactly(_ length: Int) throws -> Data {
            var body = Data()
            body.reserveCapacity(min(length, 1 << 20))
            let first = min(length, pending.count)
            body.append(contentsOf: pending[..<first])
            pending.removeFirst(first)
            while body.count < length {
                guard let chunk = try receive(max: min(length - body.count, 64 << 10)) else {
                    throw BoundedFetches.EndedEarly(received: body.count, expected: length)
                }
                body.append(contentsOf: chunk)
            }
            return body
        }

        /// A body that ends when the server closes the connection: cut off past the cap.
        private mutating func readToEnd(limit: Int) throws -> Data {
            var body = Data(pending)
            pending = []
            while body.count <= limit {
                // Never more than one byte past the cap: enough to know it was passed.
                guard let chunk = try receive(max: min(limit + 1 - body.count, 64 << 10)) else { return body }
                body.append(contentsOf: chunk)
            }
            throw BoundedFetches.OverLimit(limit: limit)
        }

        /// A chunked body: each chunk's size is checked against the cap before its bytes are read.
        private mutating func readChunked(limit: Int) throws -> Data {
            var body = Data()
            while true {
                let line = try readLine(received: body.count)
                let digits = line.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                guard !digits.isEmpty, digits.count <= 16, let size = Int(digits, radix: 16), size >= 0 else {
                    throw URLError(.badServerResponse)
                }
                if size == 0 {
                    // Trailers, up to the empty line.
                    while !(try readLine(received: body.count)).isEmpty {}
                    return body
                }
                guard size <= limit - body.count else { throw BoundedFetches.OverLimit(limit: limit) }
                var remaining = size
                while remaining > 0 {
                    if pending.isEmpty {
                        guard let chunk = try receive(max: min(remaining, 64 << 10)) else {
                            throw BoundedFetches.EndedEarly(received: body.count, expected: nil)
                        }
                        pending = chunk
                    }
                    let take = min(remaining, pending.count)
                    body.append(contentsOf: pending[..<take])
                    pending.removeFirst(take)
                    remaining -= take
                }
                guard try readLine(received: body.count).isEmpty else { throw URLError(.badServerResponse) }
            }
        }

        /// One CRLF-terminated line of the chunked framing (at most 4 KiB).
        private mutating func readLine(received: Int) throws -> String {
            while true {
                if let end = pending.firstIndex(of: 10) {
                    var line = Array(pending[..<end])
                    pending.removeFirst(end + 1)
                    if line.last == 13 { line.removeLast() }
                    return String(decoding: line, as: UTF8.self)
                }
                guard pending.count <= 4096 else { throw URLError(.badServerResponse) }
                guard let chunk = try receive(max: 4096) else { throw BoundedFetches.EndedEarly(received: received, expected: nil) }
                pending += chunk
            }
        }

        // MARK: The socket

        /// Up to `max` bytes; `nil` at the end of the stream.
        private func receive(max: Int) throws -> [UInt8]? {
            try wait(for: Int16(POLLIN))
            var buffer = [UInt8](repeating: 0, count: Swift.max(1, max))
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { return try receive(max: max) }
                throw URLError(.networkConnectionLost)
            }
            return count == 0 ? nil : Array(buffer.prefix(count))
        }

        private func send(_ bytes: [UInt8]) throws {
            var offset = 0
            while offset < bytes.count {
                try wait(for: Int16(POLLOUT))
                let sent = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if sent < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    throw URLError(.networkConnectionLost)
                }
                offset += sent
            }
        }

        /// Waits until the socket is ready for `events`, in slices, so a cancellation is
        /// seen within ``slice`` ms and an idle connection times out.
        private func wait(for events: Int16) throws {
            try Self.wait(socket, for: events, timeout: idleTimeout, cancelled: cancelled)
        }

        private static func wait(_ socket: Int32, for events: Int16, timeout: TimeInterval, cancelled: CancellationFlag) throws {
            let end = ContinuousClock.now + .milliseconds(Int64(timeout * 1000))
            while true {
                if cancelled.isSet { throw URLError(.cancelled) }
                var descriptor = pollfd(fd: socket, events: events, revents: 0)
                let ready = poll(&descriptor, 1, slice)
                if ready > 0 { return }
                if ready < 0, errno != EINTR { throw URLError(.networkConnectionLost) }
                if ContinuousClock.now >= end { throw URLError(.timedOut) }
            }
        }

        /// A connected, non-blocking socket to `host:port`, trying each address in turn.
        private static func connect(host: String, port: Int, timeout: TimeInterval, cancelled: CancellationFlag, url: URL) throws -> Int32 {
            var hints = addrinfo()
            hints.ai_family = AF_UNSPEC
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
            var list: UnsafeMutablePointer<addrinfo>?
            let name = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
            guard getaddrinfo(name, String(port), &hints, &list) == 0, let first = list else { throw URLError(.cannotFindHost) }
            defer { freeaddrinfo(list) }
            var failure = URLError(.cannotConnectToHost)
            var next: UnsafeMutablePointer<addrinfo>? = first
            while let address = next {
                next = address.pointee.ai_next
                let fd = Glibc.socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
                guard fd >= 0 else { continue }
                var size = PlainHTTPFetch.receiveBuffer
                setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                if Glibc.connect(fd, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 { return fd }
                guard errno == EINPROGRESS else {
                    Glibc.close(fd)
                    continue
                }
                do {
                    try wait(fd, for: Int16(POLLOUT), timeout: timeout, cancelled: cancelled)
                    var error: Int32 = 0
                    var length = socklen_t(MemoryLayout<Int32>.size)
                    getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length)
                    if error == 0 { return fd }
                    Glibc.close(fd)
                } catch let error as URLError {
                    Glibc.close(fd)
                    if error.code == .cancelled { throw error }
                    failure = error
                }
            }
            throw failure
        }
    }
}
#endif
