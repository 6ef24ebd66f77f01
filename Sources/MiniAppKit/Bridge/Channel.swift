/// A message handler a dialect listens on.
///
/// The bridge registers each one on the engine and reads, from the handler a message
/// arrived on, how much the channel proves about its sender (the access gate's input).
package struct Channel: Sendable, Equatable {
    /// The handler's name (`window.webkit.messageHandlers.<name>`).
    package var name: String
    /// Whether `postMessage` returns a Promise the bridge settles.
    package var replies: Bool
    /// What arriving on this handler proves about the sender.
    package var trust: CallOrigin.Channel

    package init(name: String, replies: Bool, trust: CallOrigin.Channel) {
        self.name = name
        self.replies = replies
        self.trust = trust
    }
}
