import MiniAppKit

/// The wallet of the stack's wallet case: answers `getAddress` at once, stamping
/// each arrival, so what is measured is the SDK and the engine, not a wallet.
@MainActor
final class BenchmarkWallet: WalletProvider {
    /// `getAddress` calls: the measured ones.
    let arrivals = ArrivalLog()

    /// What the page checks in the first reply.
    nonisolated static let address = "bitcoincash:qbenchmark"

    func getAddress(_ request: GetAddressRequest, from requester: WalletRequester) async throws -> GetAddressResponse {
        arrivals.record()
        return GetAddressResponse(address: Self.address)
    }

    func sendAssets(_ request: SendAssetsRequest, from requester: WalletRequester) async throws -> SendAssetsResponse {
        throw WalletError.canceled()
    }
}
