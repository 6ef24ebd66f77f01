import Foundation
import MiniAppKit

/// The chrome of `miniapp open` for a Telegram mini app: the GTK chrome where there is
/// one (``inner``), with the profile's answers to Telegram's questions, and every change,
/// popup and question written to the transcript as a `host` line.
///
/// A question's answer is the profile's (`allowed`, `cancelled`), or a real dialog
/// (`ask`): a person answers it in a window on a real display, a headless run's dialog
/// approves by itself. Without a profile answer: `ask` in a window, `allowed` headless.
@MainActor
final class ProfileTelegramChrome: TelegramChrome {
    let section: HostProfile.Telegram
    let host: ProfileHost
    let isInteractive: Bool
    /// The chrome that draws (GTK), if any.
    var inner: (any TelegramChrome)?
    /// The page's endpoint, for the host's taps and theme switches.
    weak var endpoint: TelegramEndpoint?
    /// Whether the night theme is on.
    var isDark: Bool
    private var drawn = TelegramChromeState()

    init(section: HostProfile.Telegram, host: ProfileHost, isInteractive: Bool, isDark: Bool) {
        self.section = section
        self.host = host
        self.isInteractive = isInteractive
        self.isDark = isDark
    }

    /// The theme of the profile for `dark`.
    static func theme(_ section: HostProfile.Telegram, dark: Bool) -> TelegramThemeParams {
        var theme = (dark ? TelegramThemeParams.dark : .light).merging((section.theme ?? [:]).mapValues(\.hex))
        if dark { theme = theme.merging((section.darkTheme ?? [:]).mapValues(\.hex)) }
        return theme
    }

    /// The profile's answer to a question of `kind`.
    func consent(_ kind: TelegramPrompt.Kind) -> HostProfile.Telegram.Consent {
        let given: HostProfile.Telegram.Consent? = switch kind {
        case .writeAccess: section.writeAccess
        case .phoneNumber: section.phone
        case .biometryAccess: section.biometry?.access
        case .locationAccess: section.locationAccess
        case .emojiStatusAccess: section.emojiStatusAccess
        case .fileDownload: section.fileDownload
        case .emojiStatus, .closing: nil
        }
        return given ?? (isInteractive ? .ask : .allowed)
    }

    /// A headless run's popup answer: the profile's button id, `dismiss`, or the first button.
    func popupAnswer(_ popup: TelegramPopup) -> String? {
        switch section.popup {
        case "dismiss"?: nil
        case let id?: id
        case nil: popup.buttons.first?.id
        }
    }

    func record(_ name: String, _ detail: String) {
        host.report(name, detail)
    }

    // MARK: - TelegramChrome

    func chromeDidChange(_ state: TelegramChromeState) {
        inner?.chromeDidChange(state)
        let changes = Self.changes(from: drawn, to: state)
        drawn = state
        if !changes.isEmpty { record("telegramChrome", changes.joined(separator: "; ")) }
    }

    var viewport: TelegramViewport? { inner?.viewport }

    func showPopup(_ popup: TelegramPopup) async -> String? {
        if let inner { return await inner.showPopup(popup) }
        let answer = popupAnswer(popup)
        record("telegramPopup", "\(popup.message) → \(answer.map { "button \"\($0)\"" } ?? "dismissed") (automatic)")
        return answer
    }

    func setFullscreen(_ isFullscreen: Bool) async -> Bool {
        guard section.fullscreenSupported != false else { return false }
        return await inner?.setFullscreen(isFullscreen) ?? true
    }

    func ask(_ prompt: TelegramPrompt) async -> Bool {
        switch consent(prompt.kind) {
        case .allowed:
            record("telegramPrompt", "\(prompt.kind.rawValue) \(prompt.request.title) → approved (profile)")
            return true
        case .cancelled:
            record("telegramPrompt", "\(prompt.kind.rawValue) \(prompt.request.title) → refused (profile)")
            return false
        case .ask:
            if let inner { return await inner.ask(prompt) }
            record("telegramPrompt", "\(prompt.kind.rawValue) \(prompt.request.title) → approved (automatic)")
            return true
        }
    }

    func miniAppReady() {
        inner?.miniAppReady()
        record("telegramReady", "the mini app is ready")
    }

    func expand() {
        inner?.expand()
    }

    func hideKeyboard() {
        inner?.hideKeyboard()
    }

    func close(returnBack: Bool) {
        inner?.close(returnBack: returnBack)
        host.report("close", returnBack ? "return back" : nil)
        host.onClose?()
    }

    // MARK: - The host's events

    /// Switches to the night theme (`dark`), the day theme, or the other one (`nil`).
    func switchTheme(dark: Bool?) {
        isDark = dark ?? !isDark
        endpoint?.setTheme(Self.theme(section, dark: isDark))
    }

    /// What changed between two states, in words.
    static func changes(from old: TelegramChromeState, to new: TelegramChromeState) -> [String] {
        var changes: [String] = []
        func button(_ name: String, _ a: TelegramBottomButton, _ b: TelegramBottomButton) {
            guard a != b else { return }
            guard b.isVisible else { changes.append("\(name) hidden"); return }
            var parts = ["\"\(b.text)\"", b.isActive ? "active" : "inactive"]
            if b.isProgressVisible { parts.append("progress") }
            if b.hasShineEffect { parts.append("shine") }
            if let color = b.color { parts.append(color) }
            if let position = b.position { parts.append(position.rawValue) }
            changes.append("\(name) " + parts.joined(separator: " "))
        }
        button("mainButton", old.mainButton, new.mainButton)
        button("secondaryButton", old.secondaryButton, new.secondaryButton)
        if old.isBackButtonVisible != new.isBackButtonVisible { changes.append("backButton \(new.isBackButtonVisible ? "shown" : "hidden")") }
        if old.isSettingsButtonVisible != new.isSettingsButtonVisible { changes.append("settingsButton \(new.isSettingsButtonVisible ? "shown" : "hidden")") }
        if old.headerColor != new.headerColor { changes.append("headerColor \(new.headerColor)") }
        if old.backgroundColor != new.backgroundColor { changes.append("backgroundColor \(new.backgroundColor ?? "-")") }
        if old.bottomBarColor != new.bottomBarColor { changes.append("bottomBarColor \(new.bottomBarColor ?? "-")") }
        if old.needsClosingConfirmation != new.needsClosingConfirmation { changes.append("closingConfirmation \(new.needsClosingConfirmation ? "on" : "off")") }
        if old.allowsVerticalSwipes != new.allowsVerticalSwipes { changes.append("verticalSwipes \(new.allowsVerticalSwipes ? "on" : "off")") }
        if old.isFullscreen != new.isFullscreen { changes.append("fullscreen \(new.isFullscreen ? "on" : "off")") }
        if old.isOrientationLocked != new.isOrientationLocked { changes.append("orientation \(new.isOrientationLocked ? "locked" : "unlocked")") }
        return changes
    }
}
