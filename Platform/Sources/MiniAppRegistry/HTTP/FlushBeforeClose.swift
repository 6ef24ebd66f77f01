import NIOCore

/// Holds a connection's `close` back until the response written before it has reached
/// the socket, so the last bytes of an answer are never thrown away.
///
/// Hummingbird closes a connection right after writing the end of a response when it
/// must not be kept open: at a graceful shutdown (SIGTERM: requests in flight finish,
/// then their connections close) and for `Connection: close`. A close in SwiftNIO fails
/// the writes still queued in the channel, and with a client that reads slower than the
/// server sends (a phone on a poor network, a large download) that is the tail of the
/// response: the download in flight would be cut short, which is what a drain must not
/// do. This handler sits between the HTTP codec and Hummingbird's connection handler,
/// counts the writes not yet done, and performs a close only once they are, or after
/// ``maximumWait`` so that a client that stopped reading cannot hold a shutdown forever.
final class FlushBeforeClose: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = NIOAny
    typealias OutboundOut = NIOAny

    /// How long a close may wait for its writes (the slowest download worth finishing).
    let maximumWait: TimeAmount
    private var pendingWrites = 0
    private var deferred: (mode: CloseMode, promise: EventLoopPromise<Void>?)?
    private var deadline: Scheduled<Void>?

    init(maximumWait: TimeAmount) {
        self.maximumWait = maximumWait
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let done = promise ?? context.eventLoop.makePromise()
        pendingWrites += 1
        done.futureResult.assumeIsolated().whenComplete { _ in
            self.pendingWrites -= 1
            if self.pendingWrites == 0 { self.closeNow(context) }
        }
        context.write(data, promise: done)
    }

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        guard mode == .all, pendingWrites > 0 else {
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
        context.flush()
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: maximumWait) {
            self.closeNow(context)
        }
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
