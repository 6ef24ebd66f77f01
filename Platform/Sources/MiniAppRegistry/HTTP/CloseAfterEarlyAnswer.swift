import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Closes the connection after an answer given before its request's body had arrived,
/// instead of reading the rest of that body.
///
/// Hummingbird keeps a connection for the next request by reading and discarding what is
/// left of the current body, for as long as bytes keep coming. So a 401, 404, 413 or a
/// `/health` answered without reading the body left the server reading whatever a client
/// announced: one that sends `Content-Length: 100000000` a byte every few seconds held a
/// connection indefinitely, and one that kept writing after a 413 had gigabytes read.
/// Here, when the head of an answer is written while the request's body is still
/// incoming, the answer says `Connection: close`; the server stops reading at once, shuts
/// its side down once the answer is written (the client sees the answer, then the end of
/// the stream), and closes the connection ``linger`` later. A client that keeps writing
/// then gets a reset: the server never takes more than its socket buffers hold.
///
/// The linger gives the client time to read the answer before the reset, which (when
/// unread body bytes are left in the server's socket) could otherwise discard it.
final class CloseAfterEarlyAnswer: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// How long the connection stays after the answer was written, before it is closed.
    let linger: TimeAmount
    /// A request's head has been read, its end not yet.
    private var bodyIncoming = false
    /// The answer now being written closes the connection; nothing more is read.
    private var closing = false
    private var lingering: Scheduled<Void>?

    init(linger: TimeAmount = .seconds(1)) {
        self.linger = linger
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head: bodyIncoming = true
        case .body: break
        case .end: bodyIncoming = false
        }
        context.fireChannelRead(data)
    }

    /// Reads nothing more once the answer closes the connection.
    func read(context: ChannelHandlerContext) {
        guard !closing else { return }
        context.read()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var response) where bodyIncoming && !closing:
            closing = true
            response.headerFields[.connection] = "close"
            context.write(wrapOutboundOut(.head(response)), promise: promise)
        case .end where closing:
            let written = promise ?? context.eventLoop.makePromise()
            written.futureResult.assumeIsolated().whenComplete { _ in self.shutDown(context) }
            context.write(data, promise: written)
        default:
            context.write(data, promise: promise)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        lingering?.cancel()
        lingering = nil
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        lingering?.cancel()
        lingering = nil
    }

    /// The answer is written: end the server's side of the stream, close a little later.
    private func shutDown(_ context: ChannelHandlerContext) {
        guard lingering == nil, context.channel.isActive else { return }
        context.close(mode: .output, promise: nil)
        lingering = context.eventLoop.assumeIsolated().scheduleTask(in: linger) {
            self.lingering = nil
            context.close(promise: nil)
        }
    }
}
