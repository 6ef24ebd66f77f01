/// What a `wallet` method runs with: the host's wallet, and the requests being
/// answered on this page (so a duplicate `messageId` can be refused).
///
/// One per page, built by ``WalletEndpoint``; no other dialect sees it.
@MainActor
package struct WalletContext {
    /// Answers the commands.
    package var provider: any WalletProvider
    /// The `messageId`s being answered, shared by every command of the page.
    package var outstanding: OutstandingRequests

    package init(provider: any WalletProvider, outstanding: OutstandingRequests = OutstandingRequests()) {
        self.provider = provider
        self.outstanding = outstanding
    }
}
