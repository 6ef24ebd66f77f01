import Foundation
package import Logging

/// Routes calls from a page to their methods and makes sure each is answered.
///
/// The path of one call:
///
/// ```
/// EngineMessage ─▶ Dialect.decode ─▶ AccessGate ─▶ MethodTable ─▶ Method.run(call, context)
///                                         │             │                   │
///                                         ▼             ▼                   ▼
///                                   access error  unknown action          Reply
///                                         └─────────────┴─────────┬─────────┘
///                                                Dialect.deliver (inline Promise or script)
/// ```
///
/// The bridge knows no dialect: it is generic over one, holds that dialect's own
/// ``Dialect/Context`` and hands it to each method without looking inside. Every
/// failure becomes a reply in the dialect's own terms, a call that outlives
/// ``timeout`` is answered with a timeout error, and closing the bridge answers what
/// is still open; only a method that returns ``Method/Outcome/noReply`` leaves its
/// call open, as a protocol may ask of a call that closes the page.
///
/// Methods start with `Task.immediate` (macOS 26 / iOS 26 and Linux; a plain main-actor
/// task before), so a method whose services answer without suspending is answered inside
/// the engine callback, with no extra hop.
///
/// A display reaches its bridges through ``BridgeEndpoint``. A `Bridge` is one, but
/// called through that existential its generic code runs unspecialized, looking up the
/// metadata of `BridgeCall<D.Parameters>`, `Method<D>` and the rest at run time; so
/// each dialect the SDK ships wraps its bridge in a small endpoint class of its own
/// whose forwarding calls name the concrete dialect, which the optimizer specializes.
@MainActor
package final class Bridge<D: Dialect> {
    package let dialect: D
    package var methods: MethodTable<D>
    package var gate: AccessGate
    /// What the methods run with: the dialect's own services and state.
    package var context: D.Context
    /// How long a method may take before the call is answered with a timeout error.
    package var timeout: Duration
    /// Messages larger than this (UTF-8 bytes of the string, or of the JSON text of a
    /// posted object) are refused unread.
    package var maxMessageBytes: Int
    /// Receives every step, for transcripts and tests.
    package var trace: ((BridgeTrace) -> Void)?
    /// Receives each one-way notification the gate let through (a
    /// ``DecodedMessage/notification(name:origin:)``), with the name and where it came from.
    package var onNotification: ((String, CallOrigin) -> Void)?
    /// Answers some actions in place of their methods (``ScriptedAnswer``): a test's or a
    /// host profile's script, asked for each call the gate lets through.
    package var scriptedAnswers: ((String) -> ScriptedAnswer?)?
    package var logger: Logger

    private weak var engine: (any WebEngine)?
    private var pending = PendingCalls<ScriptMessageReply>()
    private let channels: [String: Channel]

    package init(
        dialect: D,
        methods: MethodTable<D>,
        gate: AccessGate,
        context: D.Context,
        timeout: Duration = .seconds(60),
        maxMessageBytes: Int = 8 * 1024 * 1024,
        logger: Logger = Logger(label: "miniapp.bridge")
    ) {
        self.dialect = dialect
        self.methods = methods
        self.gate = gate
        self.context = context
        self.timeout = timeout
        self.maxMessageBytes = maxMessageBytes
        self.logger = logger
        var channels: [String: Channel] = [:]
        for channel in dialect.channels { channels[channel.name] = channel }
        self.channels = channels
    }

    /// The number of calls waiting for an answer.
    package var openCalls: Int { pending.count }

    /// Registers the dialect's handlers and scripts on `engine`; call before loading.
    package func attach(to engine: any WebEngine) {
        self.engine = engine
        for channel in dialect.channels {
            engine.addMessageHandler(named: channel.name, replies: channel.replies)
        }
        for script in dialect.userScripts {
            engine.addUserScript(script)
        }
        for scheme in dialect.callSchemes {
            engine.addCallScheme(scheme)
        }
    }

    /// Answers every open call with a `closed` error and stops delivering replies.
    package func detach() {
        abandonOpenCalls(because: "the mini app was closed before the host answered")
        engine = nil
    }

    /// Answers every open call with a `closed` error saying `reason`, and stays attached:
    /// the page that made them is gone (its web process ended) but the next one may call.
    package func abandonOpenCalls(because reason: String) {
        for entry in pending.finishAll() {
            deliverError(BridgeError(.closed, reason), to: entry.call, handle: entry.handle)
        }
    }

    /// Whether `message` arrived on one of this dialect's handlers.
    package func listens(on handler: String) -> Bool { channels[handler] != nil }

    /// Runs a posted message; the engine delegate calls this for the dialect's handlers.
    package func receive(_ message: EngineMessage) {
        // A posted object arrives as JSON text: it is measured the same way as a string.
        let text: String? = switch message.body {
        case .string(let text), .json(let text): text
        case .undefined: nil
        }
        if let text, text.utf8.count > maxMessageBytes {
            let trust = channels[message.handler]?.trust ?? .publicHandler
            let (id, action) = dialect.identify(oversized: text)
            let call = FailedCall(id: id, action: action, origin: CallOrigin(handler: message.handler, channel: trust, mainFrameURL: message.mainFrameURL, frame: message.frame))
            reject(call, BridgeError(.payloadTooLarge, "the message is \(text.utf8.count) bytes; the bridge accepts at most \(maxMessageBytes)"), handle: message.reply)
            return
        }
        // The raw body goes to the trace only when someone listens (it can be megabytes).
        let body: String? = trace == nil ? nil : text
        dispatch(dialect.decode(message), handle: message.reply, body: body)
    }

    /// Runs an intercepted navigation to one of the dialect's call schemes.
    package func receive(navigation: NavigationAction) {
        dispatch(dialect.decode(navigation: navigation, mainFrameURL: engine?.url), handle: nil, body: trace == nil ? nil : navigation.url.absoluteString)
    }

    /// Pushes an event to the page's main frame.
    package func push(_ event: D.Event) {
        trace?(.event(dialect: dialect.name, name: event.name, detail: event.detail))
        engine?.runJavaScript(dialect.script(for: event))
    }

    // MARK: - Dispatch

    private func dispatch(_ decoded: DecodedMessage<D.Parameters>, handle: ScriptMessageReply?, body: String?) {
        switch decoded {
        case .call(let call):
            run(call, handle: handle, body: body)
        case .rejected(let call, let error):
            if let denial = gate.check(call.origin, action: call.action) {
                deny(call, denial, handle: handle)
            } else {
                reject(call, error, handle: handle)
            }
        case .console(let line):
            trace?(.console(level: line.level, text: line.text))
            logger.debug("\(line.text)", metadata: ["miniapp.console.level": "\(line.level)"])
        case .notification(let name, let origin):
            if let denial = gate.check(origin, action: name) {
                deny(FailedCall(id: nil, action: name, origin: origin), denial, handle: handle)
                return
            }
            trace?(.notification(dialect: dialect.name, name: name))
            onNotification?(name, origin)
        case .ignored(let reason):
            logger.debug("ignored message: \(reason)", metadata: ["miniapp.dialect": "\(dialect.name)"])
        case .batch(let parts, let encodeReplies):
            let batch = ReplyBatch(count: parts.count, handle: handle, encodeReplies: encodeReplies)
            for (index, part) in parts.enumerated() {
                dispatch(part.message, handle: batch.reply(at: index), body: trace == nil ? nil : String(part.body))
            }
            batch.answer()
        }
    }

    private func run(_ call: BridgeCall<D.Parameters>, handle: ScriptMessageReply?, body: String?) {
        trace?(.call(dialect: dialect.name, id: call.id, action: call.action, handler: call.origin.handler, body: body))
        if let denial = gate.check(call.origin, action: call.action) {
            deny(call.identity, denial, handle: handle)
            return
        }
        if let scripted = scriptedAnswers?(call.action) {
            answer(call, as: scripted, handle: handle)
            return
        }
        perform(call, handle: handle)
    }

    /// Runs the call's method, or answers that the dialect has none.
    private func perform(_ call: BridgeCall<D.Parameters>, handle: ScriptMessageReply?) {
        guard let method = methods[call.action] else {
            reject(call.identity, BridgeError(.unknownAction, "'\(call.action)' is not a method of the \(dialect.name) dialect"), handle: handle)
            return
        }
        if let immediate = method.immediate {
            switch immediate(call, context) {
            case .reply(let reply): finish(call.identity, with: reply, handle: handle)
            case .noReply: trace?(.reply(dialect: dialect.name, id: call.id, action: call.action, status: .none, value: nil))
            }
            return
        }
        let ticket = pending.begin(call.identity, handle: handle)
        let context = self.context
        if #available(macOS 26, iOS 26, *) {
            Task.immediate { @MainActor [weak self] in
                let outcome = await method.run(call, context)
                self?.complete(ticket, outcome)
            }
        } else {
            // Before macOS 26 / iOS 26 a method starts on the main actor's next turn:
            // the same answer, one hop later.
            Task { @MainActor [weak self] in
                let outcome = await method.run(call, context)
                self?.complete(ticket, outcome)
            }
        }
        if pending.isOpen(ticket) {
            scheduleTimeout(ticket)
        }
    }

    /// Answers with a scripted outcome, or runs the method, once the scripted delay is
    /// over; the call is open meanwhile (the bridge's timeout still applies).
    private func answer(_ call: BridgeCall<D.Parameters>, as scripted: ScriptedAnswer, handle: ScriptMessageReply?) {
        guard let delay = scripted.delay else {
            if let outcome = scripted.outcome { finish(call.identity, scripted: outcome, handle: handle) }
            else { perform(call, handle: handle) }
            return
        }
        let ticket = pending.begin(call.identity, handle: handle)
        scheduleTimeout(ticket)
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: delay)
            guard let self, let entry = self.pending.finish(ticket) else { return }
            if let outcome = scripted.outcome {
                self.finish(entry.call, scripted: outcome, handle: entry.handle)
            } else {
                self.perform(call, handle: entry.handle)
            }
        }
    }

    private func finish(_ call: FailedCall, scripted outcome: ScriptedAnswer.Outcome, handle: ScriptMessageReply?) {
        guard let reply = dialect.reply(scripted: outcome, to: call) else {
            reject(call, BridgeError(.invalidScriptedAnswer, "the scripted answer for '\(call.action ?? "?")' has no form in the \(dialect.name) dialect"), handle: handle)
            return
        }
        finish(call, with: reply, handle: handle)
    }

    private func complete(_ ticket: PendingCalls<ScriptMessageReply>.Ticket, _ outcome: Method<D>.Outcome) {
        guard let entry = pending.finish(ticket) else { return }
        switch outcome {
        case .reply(let reply):
            finish(entry.call, with: reply, handle: entry.handle)
        case .noReply:
            trace?(.reply(dialect: dialect.name, id: entry.call.id, action: entry.call.action, status: .none, value: nil))
        }
    }

    private func scheduleTimeout(_ ticket: PendingCalls<ScriptMessageReply>.Ticket) {
        let timeout = self.timeout
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: timeout)
            guard let self, let entry = self.pending.finish(ticket) else { return }
            self.reject(entry.call, BridgeError(.timedOut, "the host did not answer '\(entry.call.action ?? "?")' within \(timeout)"), handle: entry.handle)
        }
    }

    // MARK: - Answers

    private func deny(_ call: FailedCall, _ error: BridgeError, handle: ScriptMessageReply?) {
        logger.warning("access denied: \(error.message)", metadata: [
            "miniapp.access.rule": "\(error.rule?.rawValue ?? "?")",
            "miniapp.call.id": "\(call.id ?? "")",
            "miniapp.action": "\(call.action ?? "")",
            "miniapp.channel": "\(call.origin.channel == .trustedBridge ? "bridge" : call.origin.handler)",
            "miniapp.origin": "\(call.origin.mainFrameURL?.absoluteString ?? "")",
        ])
        if let rule = error.rule {
            trace?(.denied(dialect: dialect.name, id: call.id, action: call.action, handler: call.origin.handler, rule: rule, message: error.message))
        }
        deliverError(error, to: call, handle: handle)
    }

    private func reject(_ call: FailedCall, _ error: BridgeError, handle: ScriptMessageReply?) {
        logger.notice("call failed: \(error.message)", metadata: [
            "miniapp.error": "\(error.code)",
            "miniapp.call.id": "\(call.id ?? "")",
            "miniapp.action": "\(call.action ?? "")",
        ])
        trace?(.failed(dialect: dialect.name, id: call.id, action: call.action, code: error.code.description, message: error.message))
        deliverError(error, to: call, handle: handle)
    }

    private func deliverError(_ error: BridgeError, to call: FailedCall, handle: ScriptMessageReply?) {
        guard let reply = dialect.reply(for: error, to: call) else {
            handle?.settle(.error(error.description))
            return
        }
        finish(call, with: reply, handle: handle)
    }

    private func finish(_ call: FailedCall, with reply: D.Reply, handle: ScriptMessageReply?) {
        trace?(.reply(dialect: dialect.name, id: call.id, action: call.action, status: reply.status, value: reply.value))
        // A handle that has expired (its batch was answered) cannot carry the reply.
        let inline = handle.map { !$0.isSettled } ?? false
        switch dialect.deliver(reply, to: call, inline: inline) {
        case .inline(let value):
            handle?.settle(value)
        case .script(let source):
            engine?.runJavaScript(source)
        case .nothing:
            break
        }
    }
}

extension Bridge where D.Context == Void {
    /// A bridge for a dialect whose methods need nothing from the host (or that has
    /// no methods, only notifications).
    package convenience init(
        dialect: D,
        methods: MethodTable<D> = MethodTable(),
        gate: AccessGate,
        timeout: Duration = .seconds(60),
        maxMessageBytes: Int = 8 * 1024 * 1024,
        logger: Logger = Logger(label: "miniapp.bridge")
    ) {
        self.init(dialect: dialect, methods: methods, gate: gate, context: (), timeout: timeout, maxMessageBytes: maxMessageBytes, logger: logger)
    }
}
