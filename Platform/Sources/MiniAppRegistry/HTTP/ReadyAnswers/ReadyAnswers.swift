import HTTPTypes
import NIOConcurrencyHelpers
import NIOCore

/// The read answers the server sends straight from each connection's pipeline
/// (``ReadyAnswerHandler``), without the router, its middleware or a task per request.
///
/// Why: a cached `list`, `info` or manifest is a dictionary lookup, but going through
/// Hummingbird's request path (an async stream per connection, a task switch, the
/// router, four middlewares, the response writer) cost over half the time of each such
/// request, and the registry answered at about 0.4 of nginx serving the same bytes.
///
/// The routes fill it: each answer they give from cached facts is kept here under its
/// request target and `Accept` value, with the earliest expiry of those facts, so an
/// answer sent from here is never older than one the route would give. A change made
/// through this server clears it with the ``ReadCache``; a route that read its facts
/// before a clear does not keep its answer (``generation``).
final class ReadyAnswers: Sendable {
    /// What an answer is kept under: the request target as sent (path and query), and
    /// its `Accept` value, which chooses the manifest's format.
    struct Key: Hashable, Sendable {
        var target: String
        var accept: String
    }

    private struct State {
        var answers: [Key: ReadyAnswer] = [:]
        /// What the answers' bodies hold, in bytes.
        var bytes = 0
        var generation = 0
        var date = HTTPDate()
    }

    private let state = NIOLockedValueBox(State())
    /// The most answers kept, and the most bytes their bodies may hold; when either is
    /// reached, the table starts over (entries live a second or two).
    let capacity: Int
    let maxBytes: Int
    /// The largest bundle file kept (``FileRoutes``): larger ones are streamed from disk.
    static let maxFileBytes = 256 << 10
    /// The `Server` header Hummingbird adds to every answer, added here too.
    let serverName: String?

    init(capacity: Int = 4096, maxBytes: Int = 64 << 20, serverName: String?) {
        self.capacity = capacity
        self.maxBytes = maxBytes
        self.serverName = serverName
    }

    /// Read by a route before the facts it answers from; its answer is kept only if no
    /// ``clear()`` came in between.
    var generation: Int { state.withLockedValue { $0.generation } }

    /// How many answers are kept now.
    var count: Int { state.withLockedValue { $0.answers.count } }

    /// The answer kept for `key`, unexpired, encoded with the current second's `Date`.
    func answer(for key: Key) -> ReadyAnswer? {
        let now = ContinuousClock.now
        return state.withLockedValue { state in
            guard var answer = state.answers[key] else { return nil }
            guard answer.expires > now else {
                state.answers[key] = nil
                state.bytes -= answer.body.readableBytes
                return nil
            }
            let (second, date) = state.date.now()
            if answer.encodedSecond != second {
                answer.encode(second: second, date: date, serverName: serverName)
                state.answers[key] = answer
            }
            return answer
        }
    }

    /// Keeps a route's answer, unless the facts it was made from were cleared since
    /// `generation` or have already expired.
    func keep(_ answer: ReadyAnswer, for key: Key, since generation: Int) {
        guard answer.expires > ContinuousClock.now else { return }
        state.withLockedValue { state in
            guard state.generation == generation else { return }
            if let old = state.answers[key] { state.bytes -= old.body.readableBytes }
            if state.answers.count >= capacity || state.bytes + answer.body.readableBytes > maxBytes {
                state.answers.removeAll(keepingCapacity: true)
                state.bytes = 0
            }
            state.answers[key] = answer
            state.bytes += answer.body.readableBytes
        }
    }

    /// Forgets every answer: called with ``ReadCache/clear()`` after a change.
    func clear() {
        state.withLockedValue { state in
            state.answers.removeAll(keepingCapacity: true)
            state.bytes = 0
            state.generation += 1
        }
    }
}
