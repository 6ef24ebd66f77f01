/// One bridge method: its name and the code that answers it.
///
/// Methods encode their own errors into the dialect's ``Dialect/Reply``, because
/// the wire form of an error differs per method (one dialect alone has four shapes).
/// What they cannot answer themselves, the bridge answers. A method runs with the
/// dialect's own ``Dialect/Context``: the host's services and state it needs, which
/// the bridge hands over without looking inside. A check a dialect makes before some
/// of its methods (a permission, say) is the dialect's: its table wraps those methods.
package struct Method<D: Dialect>: Sendable {
    /// What the method returns to the bridge.
    package enum Outcome: Sendable {
        /// Send this reply.
        case reply(D.Reply)
        /// Send nothing: the protocol leaves the call open.
        case noReply
    }

    /// The code of a method that may wait (for the host, the user, storage).
    package typealias Body = @MainActor @Sendable (BridgeCall<D.Parameters>, D.Context) async -> Outcome
    /// The body of a method that answers without waiting for anything.
    package typealias ImmediateBody = @MainActor @Sendable (BridgeCall<D.Parameters>, D.Context) -> Outcome

    /// The action name the page calls it by.
    package var name: String
    package var run: Body
    /// Set for methods built with ``init(_:immediate:)``: the bridge calls it directly
    /// inside the engine callback, with no task and no pending-call entry.
    /// (Measured under WebKitGTK's GLib loop: starting a task per call, even with
    /// `Task.immediate`, added 0.05–0.1 ms to a navigation round trip.)
    package var immediate: ImmediateBody?

    package init(_ name: String, run: @escaping Body) {
        self.name = name
        self.run = run
    }

    /// A method that answers at once (no service it calls suspends).
    package init(_ name: String, immediate: @escaping ImmediateBody) {
        self.name = name
        self.run = { call, context in immediate(call, context) }
        self.immediate = immediate
    }
}

/// A dialect's methods by name.
package struct MethodTable<D: Dialect>: Sendable {
    private var methods: [String: Method<D>] = [:]

    package init(_ methods: [Method<D>] = []) {
        for method in methods { self.methods[method.name] = method }
    }

    /// The method called `name`, if the table has one.
    package subscript(name: String) -> Method<D>? { methods[name] }
}
