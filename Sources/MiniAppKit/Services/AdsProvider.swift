/// Loads and shows ads for a mini app (the seed's `MiniAppAdDisplayDelegate`).
///
/// Without an implementation every call fails with ``AdsDisplayError/failedToConformToProtocol``.
@MainActor
public protocol AdsProvider: AnyObject {
    func loadInterstitial(adId: String) async throws
    /// Returns when the ad was closed.
    func showInterstitial(adId: String) async throws
    func loadRewarded(adId: String) async throws
    /// Returns the reward, or `nil` if the user earned none.
    func showRewarded(adId: String) async throws -> Reward?
}

extension AdsProvider {
    /// By default, refuses with ``AdsDisplayError/failedToConformToProtocol``, as Rakuten's SDK does for a host without ads.
    public func loadInterstitial(adId: String) async throws { throw AdsDisplayError.failedToConformToProtocol }
    /// By default, refuses with ``AdsDisplayError/failedToConformToProtocol``, as Rakuten's SDK does for a host without ads.
    public func showInterstitial(adId: String) async throws { throw AdsDisplayError.failedToConformToProtocol }
    /// By default, refuses with ``AdsDisplayError/failedToConformToProtocol``, as Rakuten's SDK does for a host without ads.
    public func loadRewarded(adId: String) async throws { throw AdsDisplayError.failedToConformToProtocol }
    /// By default, refuses with ``AdsDisplayError/failedToConformToProtocol``, as Rakuten's SDK does for a host without ads.
    public func showRewarded(adId: String) async throws -> Reward? { throw AdsDisplayError.failedToConformToProtocol }
}
