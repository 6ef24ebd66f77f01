/// The identity of a call, known even when its parameters could not be decoded.
///
/// What the bridge needs to answer a call it could not run (and to log and trace it):
/// the caller's id, the action it named, and where it came from.
public struct FailedCall: Sendable, Equatable {
    public var id: String?
    public var action: String?
    public var origin: CallOrigin

    public init(id: String?, action: String?, origin: CallOrigin) {
        self.id = id
        self.action = action
        self.origin = origin
    }
}

extension BridgeCall {
    /// The call's identity without its parameters.
    public var identity: FailedCall { FailedCall(id: id, action: action, origin: origin) }
}
