extension MiniAppDisplay {
    /// The page's `miniapp` endpoint, if the display was given that dialect.
    public var miniAppEndpoint: MiniAppEndpoint? { endpoint(MiniAppEndpoint.self) }

    /// Sends text to the mini app as `miniappreceivejsoninfo` (the seed's
    /// `sendJsonToMiniApp`); nothing when the page does not speak `miniapp`.
    public func sendJsonToMiniApp(_ text: String) {
        miniAppEndpoint?.push(.receiveJSON(text))
    }

    /// Tells the mini app about the keyboard (the seed's `keyboardShown` /
    /// `keyboardHidden`); nothing when the page does not speak `miniapp`.
    public func keyboard(shown: Bool, navigationBarHeight: Double, screenHeight: Double = 0, keyboardHeight: Double = 0) {
        miniAppEndpoint?.push(.keyboard(shown: shown, navigationBarHeight: navigationBarHeight, screenHeight: screenHeight, keyboardHeight: keyboardHeight))
    }

    /// Sends the running mini app new query parameters (`miniappdidreceivequeryparams`,
    /// js-miniapp's `HostAppEvents.DID_RECEIVE_QUERY_PARAMS`), for a deep link into a
    /// mini app that is already open; `query` is a query string such as
    /// `navigateTo=page&x=1`. Nothing when the page does not speak `miniapp`.
    public func sendQueryParameters(_ query: String) {
        miniAppEndpoint?.push(.queryParameters(query))
    }
}
