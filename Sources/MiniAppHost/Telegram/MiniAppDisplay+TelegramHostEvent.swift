import MiniAppKit
#if os(Linux)
import MiniAppKitGTK
#endif

extension MiniAppDisplay {
    /// A `telegram` host event, as the user causes it: a tap on a button of the chrome
    /// (through the GTK button where the chrome is drawn, the same signal as a click),
    /// or a theme switch. A tap on a button the page does not show is a `host` line.
    func performTelegram(_ event: HostProfile.HostEvent) {
        guard let endpoint = endpoint(TelegramEndpoint.self), let chrome = endpoint.services.chrome as? ProfileTelegramChrome else { return }
        if event.name == .themeChanged {
            chrome.switchTheme(dark: event.text.map { $0 == "dark" })
            return
        }
        let state = endpoint.chromeState
        let (shown, name): (Bool, String) = switch event.name {
        case .mainButton: (state.mainButton.isVisible && state.mainButton.isActive, "the main button")
        case .secondaryButton: (state.secondaryButton.isVisible && state.secondaryButton.isActive, "the secondary button")
        default: (state.isSettingsButtonVisible, "Settings")
        }
        guard shown else {
            chrome.record("telegramTapIgnored", "\(event.name.rawValue): the page does not show \(name) (or it is inactive)")
            return
        }
        #if os(Linux)
        if let gtk = chrome.inner as? TelegramGTKChrome {
            gtk.click(event.name == .mainButton ? .main : event.name == .secondaryButton ? .secondary : .settings)
            return
        }
        #endif
        switch event.name {
        case .mainButton: endpoint.pressMainButton()
        case .secondaryButton: endpoint.pressSecondaryButton()
        default: endpoint.pressSettingsButton()
        }
    }
}
