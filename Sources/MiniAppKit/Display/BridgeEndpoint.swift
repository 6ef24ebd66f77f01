/// One dialect's side of a display: what ``MiniAppDisplay/endpoint(_:)`` and
/// ``DialectAttachment/whenAttached(_:)`` hand a host. Each dialect's endpoint class
/// (``MiniAppEndpoint``, ``WalletEndpoint``, ``LiquidStateEndpoint``, ``CorvaEndpoint``)
/// adds what its host may do, such as pushing events to the page.
///
/// One page can speak several dialects at once, so a display holds one endpoint per
/// dialect it was given.
@MainActor
public protocol BridgeEndpoint: AnyObject {
    /// The dialect's name in logs and transcripts.
    var dialectName: String { get }
    /// The number of calls waiting for an answer.
    var openCalls: Int { get }
}
