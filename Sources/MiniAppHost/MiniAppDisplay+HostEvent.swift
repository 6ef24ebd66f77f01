import MiniAppKit
#if os(Linux)
import MiniAppKitGTK
#endif

extension MiniAppDisplay {
    /// Acts out `event` once its `at` milliseconds have passed (on the main actor's next
    /// turn without one), unless the page has closed by then.
    func schedule(_ event: HostProfile.HostEvent) {
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: .milliseconds(event.at ?? 0))
            guard let self, !self.isClosed else { return }
            self.perform(event)
        }
    }

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
        case .offline, .online: setNetwork(online: event.name == .online)
        case .mainButton, .secondaryButton, .settingsButton, .themeChanged: performTelegram(event)
        }
    }

    /// Takes the page offline or online (``WebKitGTKEngine/setNetwork(_:)``); an engine
    /// that cannot (WKWebView's network is the device's) is left alone.
    private func setNetwork(online: Bool) {
        #if os(Linux)
        guard let engine = engine as? WebKitGTKEngine else { return }
        Task { @MainActor in await engine.setNetwork(online ? .online : .offline) }
        #endif
    }
}
