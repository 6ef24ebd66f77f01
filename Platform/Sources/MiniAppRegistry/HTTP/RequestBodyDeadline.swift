import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request body does not arrive in time, so that clients that
/// announce a large body and send it a byte now and then cannot hold the server's
/// connections (``ConnectionLimit``) for as long as they like.
///
/// The idle timeout alone does not do this: it only needs one byte per period. Here a
/// request's body must be complete within ``grace`` plus the time its bytes so far need at
/// ``minimumRate`` (Apache's `mod_reqtimeout` rule, `body=30,MinRate=…`): a fast upload is
/// never cut, however large; one that keeps up the minimum rate on average goes on, with
/// stalls absorbed by what it sent ahead; a trickle is closed about ``grace`` after its
/// head. Holding one connection thus costs an attacker ``minimumRate`` bytes a second.
///
/// The clock starts when the request's head has been read and stops at the body's end,
/// so time spent answering is never counted. On expiry the connection is closed with no
/// answer (the request is incomplete; its handler sees the body end early).
final class RequestBodyDeadline: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    /// The time any body may take, on top of what its size allows at ``minimumRate``.
    let grace: TimeAmount
    /// The average rate, in bytes per second, a body must keep up beyond ``grace``.
    let minimumRate: Int
    /// When the head of the request now being read arrived; nil between requests.
    private var started: NIODeadline?
    private var received = 0
    private var check: Scheduled<Void>?

    init(grace: TimeAmount, minimumRate: Int) {
        self.grace = grace
        self.minimumRate = max(1, minimumRate)
    }

    /// When the body read now must be complete, from the bytes received so far.
    private var deadline: NIODeadline? {
        guard let started else { return nil }
        let allowance = Double(received) / Double(minimumRate) * 1_000_000_000
        return started + grace + .nanoseconds(Int64(min(allowance, Double(Int64.max / 4))))
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let request):
            received = 0
            // A request that announces no body has none (RFC 9112 §6.3): nothing to time.
            guard request.headerFields[.contentLength] != nil || request.headerFields[.transferEncoding] != nil else {
                started = nil
                break
            }
            started = .now()
            schedule(context)
        case .body(let buffer):
            received += buffer.readableBytes
        case .end:
            started = nil
            cancel()
        }
        context.fireChannelRead(data)
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancel()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancel()
    }

    private func schedule(_ context: ChannelHandlerContext) {
        cancel()
        guard let deadline else { return }
        check = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) {
            self.check = nil
            self.expire(context)
        }
    }

    /// At the deadline: close, or wait longer if bytes arrived meanwhile moved it.
    private func expire(_ context: ChannelHandlerContext) {
        guard let deadline else { return }
        if deadline <= .now() {
            started = nil
            context.close(promise: nil)
        } else {
            schedule(context)
        }
    }

    private func cancel() {
        check?.cancel()
        check = nil
    }
}
