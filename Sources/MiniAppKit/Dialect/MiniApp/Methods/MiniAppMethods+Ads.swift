extension MiniAppMethods {
    /// Rows 5–8: `loadAd` and `showAd` with `adType` 0 (interstitial) or 1 (rewarded).
    static var ads: [M] {
        [load, show]
    }

    private static let adIdErrorPlain = MiniAppErrorText.plain("adIdError", AdsDisplayError.adIdError.errorDescription ?? "")

    /// Rows 6–7: errors are free text only.
    private static var load: M {
        M("loadAd") { call, context in
            guard let adId = call.parameters.adUnitId, let type = call.parameters.adType, type == 0 || type == 1 else {
                return .reply(.failure(AdsDisplayError.adIdError.errorDescription ?? ""))
            }
            do {
                if type == 0 {
                    try await context.host.loadInterstitial(adId: adId)
                } else {
                    try await context.host.loadRewarded(adId: adId)
                }
                return .reply(.success("Ad loaded"))
            } catch {
                return .reply(.failure(text(of: error)))
            }
        }
    }

    /// Rows 5 and 8.
    private static var show: M {
        M("showAd") { call, context in
            guard let adId = call.parameters.adUnitId, let type = call.parameters.adType, type == 0 || type == 1 else {
                return .reply(.failure(adIdErrorPlain))
            }
            do {
                if type == 0 {
                    try await context.host.showInterstitial(adId: adId)
                    return .reply(.success("Ad loaded successfully"))
                }
                guard let reward = try await context.host.showRewarded(adId: adId) else {
                    return .reply(.failure(MiniAppErrorText.internalPlain))
                }
                return .reply(.success(json(reward)))
            } catch let error as AdsDisplayError where error == .failedToConformToProtocol || error == .adIdError {
                return .reply(.failure(MiniAppErrorText.plain(error.rawValue, error.errorDescription ?? "")))
            } catch {
                return .reply(.failure(text(of: error)))
            }
        }
    }
}
