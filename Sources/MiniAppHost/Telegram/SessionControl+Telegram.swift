import Foundation
import MiniAppKit

extension SessionControl {
    /// What `GET /telegram` reports of a Telegram mini app: the launch, the chrome the page
    /// set, and the keys a backend checks its init data with.
    public struct TelegramStatus: Sendable, Codable {
        /// The buttons, colours and behaviours of the chrome, as the page set them.
        public struct Chrome: Sendable, Codable {
            public var mainButton: Button
            public var secondaryButton: Button
            public var backButton: Bool
            public var settingsButton: Bool
            public var headerColor: String
            public var backgroundColor: String?
            public var bottomBarColor: String?
            public var closingConfirmation: Bool
            public var verticalSwipes: Bool
            public var fullscreen: Bool
            public var orientationLocked: Bool
        }

        /// A bottom button.
        public struct Button: Sendable, Codable {
            public var visible: Bool
            public var active: Bool
            public var progress: Bool
            public var text: String
            public var color: String?
            public var textColor: String?
            public var shine: Bool
            public var position: String?
        }

        /// `tgWebAppData` as the page received it.
        public var initData: String?
        /// The bot id and the host's Ed25519 public key (hex) that signed it; absent for init data passed through.
        public var botId: Int64?
        public var publicKey: String?
        public var platform: String
        public var theme: [String: String]
        public var chrome: Chrome
        /// Whether the page has spoken Telegram's protocol yet.
        public var active: Bool
    }

    /// The Telegram mini app's state, or a refusal when the page speaks no `telegram`.
    public func telegramStatus() throws(Refusal) -> TelegramStatus {
        guard let endpoint = attachedDisplay?.endpoint(TelegramEndpoint.self) else {
            throw Refusal(isInvalid: false, message: "the page does not speak the telegram dialect (see the profile's dialects)")
        }
        let state = endpoint.chromeState
        func button(_ b: TelegramBottomButton) -> TelegramStatus.Button {
            .init(visible: b.isVisible, active: b.isActive, progress: b.isProgressVisible, text: b.text, color: b.color,
                  textColor: b.textColor, shine: b.hasShineEffect, position: b.position?.rawValue)
        }
        var initData: String?, botId: Int64?, publicKey: String?
        if let url = attachedDisplay?.launchURL, let fragment = URL(string: url.absoluteString)?.fragment(percentEncoded: true) {
            // After the app's own hash when it has one (`#/route?tgWebAppData=…`).
            initData = fragment.split(separator: "?").last?.split(separator: "&").first { $0.hasPrefix("tgWebAppData=") }
                .flatMap { String($0.dropFirst("tgWebAppData=".count)).removingPercentEncoding }
        }
        if case .signed(_, let signer) = endpoint.launch.initData {
            botId = signer.botId
            publicKey = signer.publicKeyHex
        }
        return TelegramStatus(
            initData: initData, botId: botId, publicKey: publicKey, platform: endpoint.launch.platform, theme: endpoint.theme.colors,
            chrome: .init(
                mainButton: button(state.mainButton), secondaryButton: button(state.secondaryButton), backButton: state.isBackButtonVisible,
                settingsButton: state.isSettingsButtonVisible, headerColor: state.headerColor, backgroundColor: state.backgroundColor,
                bottomBarColor: state.bottomBarColor, closingConfirmation: state.needsClosingConfirmation,
                verticalSwipes: state.allowsVerticalSwipes, fullscreen: state.isFullscreen, orientationLocked: state.isOrientationLocked),
            active: state.isActive)
    }
}
