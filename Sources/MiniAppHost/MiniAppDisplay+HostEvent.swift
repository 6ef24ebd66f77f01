import MiniAppKit

extension MiniAppDisplay {
    /// Acts out a profile's host event on this page, as a real host app would cause it.
    ///
    /// `selectTab` needs a tab bar and does nothing here; a tabbed session handles it
    /// (and `back`) through its shell.
    func perform(_ event: HostProfile.HostEvent) {
        switch event.name {
        case .pause: setActive(false)
        case .resume: setActive(true)
        case .keyboardShown: keyboard(shown: true, navigationBarHeight: 44, screenHeight: 844, keyboardHeight: 336)
        case .keyboardHidden: keyboard(shown: false, navigationBarHeight: 0)
        case .json: sendJsonToMiniApp(event.text ?? "")
        case .queryParams: sendQueryParameters(event.text ?? "")
        case .back: back()
        case .selectTab: break
        case .navigateAppTo: endpoint(CorvaEndpoint.self)?.navigateAppTo(event.text ?? "/")
        case .notification:
            endpoint(LiquidStateEndpoint.self)?.raise(HostNotification(id: "host-\(UInt32.random(in: 0 ... .max))", title: event.text ?? "", body: event.body))
        }
    }
}
