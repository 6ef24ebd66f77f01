/// What a `wallet` method runs with: the host's wallet, and the requests being
/// answered on this page (so a duplicate `messageId` can be refused).
///
/// One per page, built by ``WalletEndpoint``; no other dialect sees it.
@MainActor
public struct WalletContext {
    /// Answers the commands.
    public var provider: any WalletProvider
    /// The `messageId`s being answered, shared by every command of the page.
    public var outstanding: OutstandingRequests

    public init(provider: any WalletProvider, outstanding: OutstandingRequests = OutstandingRequests()) {
        self.provider = provider
        self.outstanding = outstanding
    }
}
