import Foundation
import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1
import NIOPosix

/// One HTTP/1.1 exchange over a Unix socket: how `miniapp webdriver` reaches the
/// WebKitWebDriver it started, whose socket nothing else can reach.
struct UnixSocketHTTPClient: Sendable {
    /// An answer: the status line and headers, and the whole body.
    struct Answer: Sendable {
        var response: HTTPResponse
        var body: ByteBuffer
    }

    /// The socket's path.
    let path: String

    /// Sends `method` `path` from the door itself, with `json` as its body when given.
    func send(_ method: HTTPRequest.Method, _ path: String, json: Data? = nil) async throws -> Answer {
        var request = HTTPRequest(method: method, scheme: nil, authority: "localhost", path: path)
        if json != nil { request.headerFields[.contentType] = "application/json" }
        return try await send(request, body: json.map { ByteBuffer(bytes: $0) } ?? ByteBuffer())
    }

    /// Sends `request` with `body` on a new connection (closed afterwards) and returns
    /// the answer once it has all arrived.
    func send(_ request: HTTPRequest, body: ByteBuffer) async throws -> Answer {
        var request = request
        request.headerFields[.connection] = "close"
        request.headerFields[.contentLength] = body.readableBytes > 0 || request.method != .get ? "\(body.readableBytes)" : nil
        request.headerFields[.transferEncoding] = nil
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(unixDomainSocketPath: path) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    try channel.pipeline.syncOperations.addHandler(HTTP1ToHTTPClientCodec())
                    return try NIOAsyncChannel<HTTPResponsePart, HTTPRequestPart>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            // In one write: a peer may answer and close once it has the head (and body), and
            // an `.end` written after that fails (on a busy machine, 1 request in 200).
            try await outbound.write(contentsOf: [.head(request)] + (body.readableBytes > 0 ? [.body(body)] : []) + [.end(nil)])
            var response: HTTPResponse?
            var received = ByteBuffer()
            for try await part in inbound {
                switch part {
                case .head(let head):
                    response = head
                case .body(var chunk):
                    received.writeBuffer(&chunk)
                case .end:
                    guard let response else { break }
                    return Answer(response: response, body: received)
                }
            }
            throw UnixSocketHTTPError(message: "the connection to \(path) closed before the whole answer arrived")
        }
    }
}

/// A Unix-socket exchange that did not complete.
struct UnixSocketHTTPError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
