public import Foundation

/// A bridge seen without its dialect: what a display needs to route engine traffic.
///
/// One page can speak several dialects at once (the `miniapp` bridge plus, say,
/// `liquidstate` navigations and the `wallet` provider). The display keeps one
/// ``Bridge`` per dialect and routes each message to the bridge that listens on its
/// handler, and each navigation to the bridge whose call scheme it uses.
@MainActor
public protocol BridgeEndpoint: AnyObject {
    /// The dialect's name in logs and transcripts.
    var dialectName: String { get }
    /// The number of calls waiting for an answer.
    var openCalls: Int { get }
    /// Receives every step, for transcripts and tests.
    var trace: ((BridgeTrace) -> Void)? { get set }

    /// Registers handlers and scripts on `engine`; call before loading.
    func attach(to engine: any WebEngine)
    /// Answers what is still open and stops delivering.
    func detach()
    /// Whether a message posted to `handler` is this bridge's.
    func listens(on handler: String) -> Bool
    /// Runs a posted message.
    func receive(_ message: EngineMessage)
    /// Whether a navigation to `url` carries a call of this dialect (and must not load).
    func intercepts(_ url: URL) -> Bool
    /// Runs an intercepted navigation.
    func receive(navigation: NavigationAction)
}

extension Bridge: BridgeEndpoint {
    public var dialectName: String { dialect.name }

    public func intercepts(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return dialect.callSchemes.contains(scheme)
    }
}
