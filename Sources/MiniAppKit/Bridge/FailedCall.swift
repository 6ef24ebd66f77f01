/// The identity of a call, known even when its parameters could not be decoded.
///
/// What the bridge needs to answer a call it could not run (and to log and trace it):
/// the caller's id, the action it named, and where it came from.
package struct FailedCall: Sendable, Equatable {
    package var id: String?
    package var action: String?
    package var origin: CallOrigin

    package init(id: String?, action: String?, origin: CallOrigin) {
        self.id = id
        self.action = action
        self.origin = origin
    }
}

extension BridgeCall {
    /// The call's identity without its parameters.
    package var identity: FailedCall { FailedCall(id: id, action: action, origin: origin) }
}
