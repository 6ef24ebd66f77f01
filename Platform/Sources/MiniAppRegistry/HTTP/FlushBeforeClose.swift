import NIOCore

/// Holds a connection's `close` back until everything written before it has reached
/// the socket, so the last bytes of an answer are never thrown away.
///
/// Hummingbird closes a connection right after writing the end of a response when it
/// must not be kept open: at a graceful shutdown (SIGTERM: requests in flight finish,
/// then their connections close) and for `Connection: close`. A close in SwiftNIO fails
/// the writes still queued in the channel, and with a client that reads slower than the
/// server sends (a phone on a poor network, a large download) that is the tail of the
/// response: the download in flight would be cut short, which is what a drain must not
/// do.
///
/// It sits first in the pipeline (``RegistryHTTP1Channel``), next to the socket, so every
/// write and every close passes through it. A close writes an empty buffer and waits for
/// it: a channel completes its writes in order, so when that one is done, so is every
/// write before it. It then closes, or after ``maximumWait`` so that a client that
/// stopped reading cannot hold a shutdown forever. (Counting each write instead cost a
/// promise and a callback per write.)
final class FlushBeforeClose: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = NIOAny
    typealias OutboundOut = NIOAny

    /// How long a close may wait for its writes (the slowest download worth finishing).
    let maximumWait: TimeAmount
    private var deferred: (mode: CloseMode, promise: EventLoopPromise<Void>?)?
    private var deadline: Scheduled<Void>?

    init(maximumWait: TimeAmount) {
        self.maximumWait = maximumWait
    }

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        guard mode == .all, context.channel.isActive else {
            context.close(mode: mode, promise: promise)
            return
        }
        if let earlier = deferred {
            // Closed twice while waiting: both callers learn the outcome of the one close.
            if let promise { earlier.promise?.futureResult.cascade(to: promise) }
            if earlier.promise == nil { deferred = (mode, promise) }
            return
        }
        deferred = (mode, promise)
        let written = context.eventLoop.makePromise(of: Void.self)
        written.futureResult.assumeIsolated().whenComplete { _ in self.closeNow(context) }
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: maximumWait) {
            self.closeNow(context)
        }
        context.writeAndFlush(NIOAny(IOData.byteBuffer(ByteBuffer())), promise: written)
    }

    /// Performs a deferred close, if one is waiting.
    private func closeNow(_ context: ChannelHandlerContext) {
        guard let (mode, promise) = deferred else { return }
        deferred = nil
        deadline?.cancel()
        deadline = nil
        context.close(mode: mode, promise: promise)
    }
}
