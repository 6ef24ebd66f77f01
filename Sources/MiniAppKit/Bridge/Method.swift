/// One bridge method: its name, what it needs, and the code that answers it.
///
/// Methods encode their own errors into the dialect's ``Dialect/Reply``, because
/// the wire form of an error differs per method (the `miniapp` dialect alone has
/// four shapes). What they cannot answer themselves, the bridge answers.
public struct Method<D: Dialect>: Sendable {
    /// What the method returns to the bridge.
    public enum Outcome: Sendable {
        /// Send this reply.
        case reply(D.Reply)
        /// Send nothing: the protocol leaves the call open (only `closeMiniApp`).
        case noReply
    }

    /// A permission the access gate checks before ``run`` is called.
    public struct Requirement: Sendable {
        public var permission: CustomPermission
        /// The reply when the permission is not granted.
        public var denied: D.Reply

        public init(_ permission: CustomPermission, denied: D.Reply) {
            self.permission = permission
            self.denied = denied
        }
    }

    public typealias Body = @MainActor @Sendable (BridgeCall<D.Parameters>, MethodContext) async -> Outcome
    /// The body of a method that answers without waiting for anything.
    public typealias ImmediateBody = @MainActor @Sendable (BridgeCall<D.Parameters>, MethodContext) -> Outcome

    public var name: String
    public var requirement: Requirement?
    public var run: Body
    /// Set for methods built with ``init(_:requires:immediate:)``: the bridge calls it
    /// directly inside the engine callback, with no task and no pending-call entry.
    /// (Measured under WebKitGTK's GLib loop: starting a task per call, even with
    /// `Task.immediate`, added 0.05–0.1 ms to a `liquidstate` navigation round trip.)
    public var immediate: ImmediateBody?

    public init(_ name: String, requires requirement: Requirement? = nil, run: @escaping Body) {
        self.name = name
        self.requirement = requirement
        self.run = run
    }

    /// A method that answers at once (no service it calls suspends).
    public init(_ name: String, requires requirement: Requirement? = nil, immediate: @escaping ImmediateBody) {
        self.name = name
        self.requirement = requirement
        self.run = { call, context in immediate(call, context) }
        self.immediate = immediate
    }
}

/// A dialect's methods by name.
public struct MethodTable<D: Dialect>: Sendable {
    private var methods: [String: Method<D>] = [:]

    public init(_ methods: [Method<D>] = []) {
        for method in methods { self.methods[method.name] = method }
    }

    /// The method called `name`, if the table has one.
    public subscript(name: String) -> Method<D>? { methods[name] }
}
