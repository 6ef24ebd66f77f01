import NIOConcurrencyHelpers
import NIOCore

/// Caps the connections a server holds open, so clients that connect and never finish
/// a request cannot use up its file descriptors: past the cap, a new connection is
/// closed at once. (Each connection also closes when it has sent no complete request
/// within the idle timeout, ``RegistryConfiguration/idleTimeout``.)
final class ConnectionLimit: Sendable {
    let maximum: Int
    private let open = NIOLockedValueBox(0)

    init(maximum: Int) {
        self.maximum = maximum
    }

    /// The connections open now.
    var count: Int { open.withLockedValue { $0 } }

    /// A handler for one new connection's pipeline.
    func handler() -> Handler { Handler(limit: self) }

    fileprivate func admit() -> Bool {
        open.withLockedValue { count in
            guard count < maximum else { return false }
            count += 1
            return true
        }
    }

    fileprivate func release() {
        open.withLockedValue { $0 -= 1 }
    }

    /// Counts its connection in while it is open, or closes it when the server is full.
    final class Handler: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = NIOAny
        private let limit: ConnectionLimit
        private var counted = false

        fileprivate init(limit: ConnectionLimit) {
            self.limit = limit
        }

        func handlerAdded(context: ChannelHandlerContext) {
            if context.channel.isActive { admit(context) }
        }

        func channelActive(context: ChannelHandlerContext) {
            admit(context)
            context.fireChannelActive()
        }

        func channelInactive(context: ChannelHandlerContext) {
            leave()
            context.fireChannelInactive()
        }

        func handlerRemoved(context: ChannelHandlerContext) {
            leave()
        }

        private func admit(_ context: ChannelHandlerContext) {
            guard !counted else { return }
            if limit.admit() {
                counted = true
            } else {
                context.close(promise: nil)
            }
        }

        private func leave() {
            guard counted else { return }
            counted = false
            limit.release()
        }
    }
}
