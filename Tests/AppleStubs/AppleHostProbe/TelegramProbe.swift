// What an iOS or macOS host writes to run a Telegram mini app (the `telegram` dialect)
// with MiniAppKit's public API only: its own chrome through `TelegramChrome` (the SDK
// draws none on Apple platforms), the launch parameters signed for its bot, and the
// user's taps handed to the endpoint. Type-checked by scripts/check-apple; never runs.
import Foundation
import MiniAppKit
import MiniAppKitWebKit

/// The host's chrome: it keeps what the page asked for and lets its own UI (a SwiftUI
/// overlay, a navigation bar, an alert) draw it and answer the questions.
@MainActor
final class ProbeTelegramChrome: TelegramChrome {
    var state = TelegramChromeState()
    /// The host's UI shows a popup and calls back with the button's id (nil: dismissed).
    var presentPopup: (TelegramPopup, @escaping @MainActor (String?) -> Void) -> Void = { _, answer in answer(nil) }
    var onClose: () -> Void = {}

    func chromeDidChange(_ state: TelegramChromeState) {
        self.state = state
        let main = state.mainButton
        if main.isVisible { print("main button \(main.text), active \(main.isActive), colour \(main.color ?? "button_color")") }
        print("header \(state.headerColor), back \(state.isBackButtonVisible), confirm closing \(state.needsClosingConfirmation)")
    }

    var viewport: TelegramViewport? {
        TelegramViewport(width: 390, height: 700, safeArea: .init(top: 47, bottom: 34), contentSafeArea: .init(top: 56))
    }

    func showPopup(_ popup: TelegramPopup) async -> String? {
        await withCheckedContinuation { continuation in
            presentPopup(popup) { continuation.resume(returning: $0) }
        }
    }

    func ask(_ prompt: TelegramPrompt) async -> Bool {
        switch prompt.kind {
        case .writeAccess, .phoneNumber: false
        default: !prompt.request.message.isEmpty
        }
    }

    func close(returnBack: Bool) { onClose() }
}

/// Haptics and the clipboard, as an iOS host would give them.
@MainActor
final class ProbeTelegramDevice: TelegramDeviceProvider {
    var pasteboard: String?
    func readClipboardText() async -> String? { pasteboard }
    func performHaptic(_ feedback: TelegramHapticFeedback) { print("haptic \(feedback)") }
}

/// A display for a Telegram mini app: init data signed with the bot's token and the
/// host's own Ed25519 key (kept by the host, e.g. in the keychain).
@MainActor
func probeTelegramDisplay(appDirectory: URL, dataDirectory: URL, botToken: String, keySeed: Data) throws -> (MiniAppDisplay, ProbeTelegramChrome) {
    let signer = try TelegramInitDataSigner(botToken: botToken, signingKeySeed: keySeed)
    let initData = TelegramInitData(user: TelegramUser(id: 7, firstName: "Ann"), startParam: "promo")
    let launch = TelegramLaunch(initData: .signed(initData, signer), platform: "ios", theme: .dark)
    let chrome = ProbeTelegramChrome()
    let services = TelegramServices(chrome: chrome, device: ProbeTelegramDevice())
    let display = try MiniAppDisplay(
        identity: MiniAppIdentity(appId: "telegram-demo"),
        source: .directory(appDirectory),
        engine: WKWebViewEngine(),
        dialects: [.telegram(services, launch: launch)],
        configuration: MiniAppDisplayConfiguration(dataDirectory: dataDirectory)
    )
    print("verify init data with public key \(signer.publicKeyHex)")
    return (display, chrome)
}

/// The user's taps on the host's chrome, handed to the page.
@MainActor
func probeTelegramTaps(_ display: MiniAppDisplay) {
    guard let telegram = display.endpoint(TelegramEndpoint.self) else { return }
    if telegram.chromeState.mainButton.isVisible { telegram.pressMainButton() }
    telegram.pressSecondaryButton()
    telegram.pressSettingsButton()
    if !telegram.handleBack() { display.back() }
    telegram.setTheme(.light)
    telegram.viewportDidChange()
    print("launched with \(telegram.launch.platform), \(telegram.openCalls) calls waiting")
}
