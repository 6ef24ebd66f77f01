import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Hummingbird's HTTP/1.1 child channel, with two handlers placed where its
/// `additionalChannelHandlers` (which come after the HTTP-types codec) cannot go:
///
/// - ``FlushBeforeClose`` first, next to the socket, so it holds back every close until
///   every write before it is done, whichever handler wrote it;
/// - a ``ReadyAnswerHandler`` right after the HTTP decoder, when there are
///   ``ReadyAnswers`` (it then keeps the idle timeout, which Hummingbird's connection
///   state handler would otherwise keep without seeing the requests it answers).
struct RegistryHTTP1Channel: ServerChildChannel, HTTPChannelHandler {
    typealias Value = HTTP1Channel.Value

    private let base: HTTP1Channel
    private let answers: ReadyAnswers?
    private let idleTimeout: TimeAmount
    private let drainTimeout: TimeAmount

    /// - Parameters:
    ///   - additionalChannelHandlers: the registry's handlers after the codec (connection
    ///     limit, body deadline, early-answer close).
    ///   - drainTimeout: the longest a close waits for the writes before it (``FlushBeforeClose``).
    ///   - answers: nil: every request goes through the router.
    init(
        responder: @escaping Responder, additionalChannelHandlers: @escaping @Sendable () -> [any RemovableChannelHandler],
        idleTimeout: TimeAmount, drainTimeout: TimeAmount, answers: ReadyAnswers?
    ) {
        base = HTTP1Channel(responder: responder, configuration: .init(
            additionalChannelHandlers: additionalChannelHandlers(), idleTimeout: answers == nil ? idleTimeout : nil))
        self.answers = answers
        self.idleTimeout = idleTimeout
        self.drainTimeout = drainTimeout
    }

    var responder: Responder { base.responder }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let operations = channel.pipeline.syncOperations
            try operations.addHandler(FlushBeforeClose(maximumWait: drainTimeout), position: .first)
            if let answers {
                let decoder = try operations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
                try operations.addHandler(ReadyAnswerHandler(answers: answers, idleTimeout: idleTimeout), position: .after(decoder))
            }
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// The registry's HTTP/1.1 server (``RegistryHTTP1Channel``).
    static func registryHTTP1(
        additionalChannelHandlers: @escaping @autoclosure @Sendable () -> [any RemovableChannelHandler],
        idleTimeout: TimeAmount, drainTimeout: TimeAmount, answers: ReadyAnswers?
    ) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            RegistryHTTP1Channel(
                responder: responder, additionalChannelHandlers: additionalChannelHandlers,
                idleTimeout: idleTimeout, drainTimeout: drainTimeout, answers: answers)
        }
    }
}
