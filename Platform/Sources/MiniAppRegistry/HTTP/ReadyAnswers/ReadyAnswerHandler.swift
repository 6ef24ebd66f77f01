import NIOCore
import NIOHTTP1

/// Answers a request from ``ReadyAnswers`` right after the HTTP decoder, or passes it on
/// to the rest of the pipeline and Hummingbird untouched.
///
/// A kept answer is written as the bytes the HTTP encoder would write (status line,
/// headers, `Date`, `Server`, body), encoded once per second, below that encoder: no
/// request or response is converted to HTTP types, no task, router or middleware runs.
/// A request is answered here only when all of this holds, and otherwise goes on as it
/// would without this handler:
///
/// - it is an HTTP/1.1 `GET` that keeps the connection (no `Connection: close`), without
///   a body, an `Upgrade`, a condition (`If-None-Match` …) or a `Range`;
/// - an answer is kept for its target and `Accept`, and has not expired;
/// - for a host answer, it has one `apiKey` header, carrying the project's subscription
///   key (any other request goes on, and the route gives the documented 401); a bundle
///   file needs none, as on its route;
/// - no request passed on earlier on this connection is still unanswered, so answers
///   leave in the order their requests came (HTTP/1.1 pipelining).
///
/// It answers once the request's end is read, as the route would, and records its
/// metrics as ``RequestMetricsMiddleware`` does. Since Hummingbird's connection state
/// handler does not see these requests, this handler keeps the idle timeout
/// (``IdleConnection``) and holds a graceful-shutdown signal back while it has a request
/// half read; ``FlushBeforeClose``, first in the pipeline, sees its writes like any other.
final class ReadyAnswerHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let answers: ReadyAnswers
    private var idle: IdleConnection
    private var idleCheck: Scheduled<Void>?
    /// Where answers are written: the HTTP encoder's context, whose next handler toward
    /// the socket takes bytes.
    private var encoder: ChannelHandlerContext?
    /// Requests passed on whose answer has not been written to its end.
    private var passedOn = 0
    /// A request that will be answered here once its end is read.
    private var held: (head: HTTPRequestHead, answer: ReadyAnswer, start: ContinuousClock.Instant)?
    /// A graceful-shutdown signal held back until ``held`` is answered.
    private var heldQuiesce = false
    /// Answers were written since the last flush.
    private var unflushed = false

    init(answers: ReadyAnswers, idleTimeout: TimeAmount) {
        self.answers = answers
        idle = IdleConnection(timeout: idleTimeout)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        encoder = try? context.pipeline.syncOperations.context(handlerType: HTTPResponseEncoder.self)
        if context.channel.isActive { scheduleIdleCheck(at: idle.start(), context: context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        idleCheck?.cancel()
        idleCheck = nil
        // Another handler's context: not kept past the pipeline's life.
        encoder = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        scheduleIdleCheck(at: idle.start(), context: context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            idle.readHead()
            if passedOn == 0, let answer = readyAnswer(for: head) {
                held = (head, answer, .now)
                return
            }
            passedOn += 1
            context.fireChannelRead(data)
        case .body:
            idle.readPart(isEnd: false)
            // A GET with a body after all: the route takes it.
            if let held {
                self.held = nil
                passedOn += 1
                context.fireChannelRead(wrapInboundOut(.head(held.head)))
                releaseQuiesce(context)
            }
            context.fireChannelRead(data)
        case .end:
            idle.readPart(isEnd: true)
            guard let held else { return context.fireChannelRead(data) }
            self.held = nil
            answer(held.answer, start: held.start, context: context)
            releaseQuiesce(context)
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if unflushed {
            unflushed = false
            context.flush()
        }
        context.fireChannelReadComplete()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ChannelShouldQuiesceEvent, held != nil {
            heldQuiesce = true
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            passedOn = max(0, passedOn - 1)
            if let check = idle.answered() { scheduleIdleCheck(at: check, context: context) }
        }
        context.write(data, promise: promise)
    }

    /// The kept answer for a request that may be answered here.
    private func readyAnswer(for head: HTTPRequestHead) -> ReadyAnswer? {
        guard encoder != nil, head.method == .GET, head.version == .http1_1, head.isKeepAlive else { return nil }
        // One pass over the fields, comparing names without copies.
        var apiKey: String?
        var apiKeys = 0
        var accept = ""
        for (name, value) in head.headers {
            if name.caseInsensitiveEquals("apikey") {
                apiKey = value
                apiKeys += 1
            } else if name.caseInsensitiveEquals("accept") {
                // As HTTP types join repeated fields, which is how the route read it.
                accept = accept.isEmpty ? value : accept + ", " + value
            } else if Self.changesTheAnswer(name) {
                return nil
            }
        }
        guard let answer = answers.answer(for: .init(target: head.uri, accept: accept)) else { return nil }
        if answer.subscriptionKey != nil {
            guard apiKeys == 1, let apiKey, answer.admits(apiKey: apiKey) else { return nil }
        }
        return answer
    }

    /// Fields after which the request is the route's: a body, an upgrade, or a condition
    /// or range (a file's `304` and `206`).
    private static func changesTheAnswer(_ name: String) -> Bool {
        name.caseInsensitiveEquals("content-length") || name.caseInsensitiveEquals("transfer-encoding")
            || name.caseInsensitiveEquals("upgrade") || name.caseInsensitiveEquals("range")
            || name.caseInsensitiveEquals("if-none-match") || name.caseInsensitiveEquals("if-range")
            || name.caseInsensitiveEquals("if-match") || name.caseInsensitiveEquals("if-modified-since")
            || name.caseInsensitiveEquals("if-unmodified-since")
    }

    private func answer(_ answer: ReadyAnswer, start: ContinuousClock.Instant, context: ChannelHandlerContext) {
        guard let encoder else { return }
        encoder.write(NIOAny(IOData.byteBuffer(answer.encoded)), promise: nil)
        unflushed = true
        answer.series.record(duration: .now - start, bytes: answer.body.readableBytes)
        if let check = idle.answered() { scheduleIdleCheck(at: check, context: context) }
    }

    private func releaseQuiesce(_ context: ChannelHandlerContext) {
        guard heldQuiesce else { return }
        heldQuiesce = false
        context.fireUserInboundEventTriggered(ChannelShouldQuiesceEvent())
    }

    private func scheduleIdleCheck(at deadline: NIODeadline, context: ChannelHandlerContext) {
        guard idleCheck == nil else { return }
        idleCheck = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) {
            self.idleCheck = nil
            switch self.idle.expired() {
            case .close: context.close(promise: nil)
            case .checkAgain(let next): self.scheduleIdleCheck(at: next, context: context)
            case .wait: break
            }
        }
    }
}

private extension String {
    /// ASCII case-insensitive equality with a lowercase `other`, as header names compare.
    func caseInsensitiveEquals(_ other: StaticString) -> Bool {
        guard utf8.count == other.utf8CodeUnitCount else { return false }
        return other.withUTF8Buffer { expected in
            zip(utf8, expected).allSatisfy { sent, wanted in
                sent == wanted || (sent >= 0x41 && sent <= 0x5A && sent + 0x20 == wanted)
            }
        }
    }
}
