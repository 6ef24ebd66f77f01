public import MiniAppKit

extension HostProfile {
    /// The profile's `telegram` section: how `miniapp open` launches and answers a
    /// Telegram mini app (`docs/HOST-PROFILE.md`, "Telegram"). Every key is optional:
    /// `{}` signs init data for a demo user with a demo bot token and this host's key,
    /// answers questions as a headless run's user would (allowed, sent), and shows the
    /// chrome in GTK.
    public struct Telegram: Sendable, Codable, Equatable {
        /// How the simulated user answers one of Telegram's questions.
        public enum Consent: String, Sendable, Codable, CaseIterable {
            /// Approves without a dialog.
            case allowed
            /// Refuses without a dialog.
            case cancelled
            /// Shows a real dialog: a person answers in a window on a real display; a
            /// headless run's dialog approves automatically.
            case ask
        }

        /// `tgWebAppPlatform`, as Telegram's clients report it.
        public enum Platform: String, Sendable, Codable, CaseIterable {
            case ios, android, macos, tdesktop, weba, webk, web, unigram
        }

        /// Where a direct link was opened (`chat_type`).
        public enum ChatType: String, Sendable, Codable, CaseIterable {
            case sender, `private`, group, supergroup, channel
        }

        /// How an invoice ends.
        public enum InvoiceStatus: String, Sendable, Codable, CaseIterable {
            case paid, cancelled, failed, pending
        }

        /// Whether the mini app is on the home screen (`home_screen_checked`'s status).
        public enum HomeScreenStatus: String, Sendable, Codable, CaseIterable {
            case unsupported, unknown, added, missed
        }

        /// Whether the mini app is on the home screen, and what adding it does.
        public struct HomeScreen: Sendable, Codable, Equatable {
            /// `home_screen_checked`'s status; `missed` when the section is given.
            public var status: HomeScreenStatus?
            /// Whether adding succeeds (`true`) or the user declines (`false`).
            public var adds: Bool?
        }

        /// The device's biometrics.
        public struct Biometry: Sendable, Codable, Equatable {
            /// The kind of biometrics.
            public enum Kind: String, Sendable, Codable, CaseIterable {
                case face, finger
            }

            /// Whether the device has biometrics; `true` when the section is given.
            public var available: Bool?
            /// The kind; `face` by default.
            public var type: Kind?
            /// The answer to `requestAccess`.
            public var access: Consent?
            /// Whether the user authenticates when asked; `true` by default.
            public var authenticates: Bool?
        }

        /// Readings of the motion sensors, repeated at the rate the mini app asks; a sensor
        /// not given is absent (the mini app hears `…_failed {error: "UNSUPPORTED"}`).
        public struct Sensors: Sendable, Codable, Equatable {
            /// An accelerometer or gyroscope reading.
            public struct Vector: Sendable, Codable, Equatable {
                public var x: Double
                public var y: Double
                public var z: Double
            }

            /// A device orientation.
            public struct Orientation: Sendable, Codable, Equatable {
                public var alpha: Double
                public var beta: Double
                public var gamma: Double
                public var absolute: Bool?
            }

            public var accelerometer: Vector?
            public var gyroscope: Vector?
            public var deviceOrientation: Orientation?
        }

        /// The bot token init data is signed with (`<bot_id>:<secret>`); a demo token by default.
        public var botToken: BotToken?
        /// The host's Ed25519 signing key, a 32-byte seed as 64 hex digits; without it a
        /// key is made and kept in the data folder (`miniapp telegram-key` prints its public key).
        public var signingKey: SigningKey?
        /// Genuine Telegram-signed init data, passed through unchanged instead of signing.
        public var initData: String?
        /// The user; a demo user (Taro Yamada) by default.
        public var user: TelegramUser?
        /// The chat partner (attachment menu of a private chat).
        public var receiver: TelegramUser?
        /// The group, supergroup or channel (its attachment menu).
        public var chat: TelegramChat?
        public var chatType: ChatType?
        public var chatInstance: String?
        /// `start_param` and `tgWebAppStartParam`.
        public var startParam: String?
        public var queryId: String?
        public var canSendAfter: Int?
        /// `tgWebAppPlatform`; `ios` with a `--device`, else `tdesktop`.
        public var platform: Platform?
        /// Colours over Telegram for iOS's day and night themes (key → `#rrggbb`).
        public var theme: [String: Color]?
        /// Colours over the night theme only.
        public var darkTheme: [String: Color]?
        /// `tgWebAppDefaultColors`.
        public var defaultColors: [String: Color]?
        /// `tgWebAppShowSettings`.
        public var showSettings: Bool?
        /// `tgWebAppBotInline`: `switchInlineQuery` works.
        public var botInline: Bool?
        /// `tgWebAppFullscreen`: the mini app starts in full screen.
        public var fullscreen: Bool?
        /// Whether full screen works; `true` by default.
        public var fullscreenSupported: Bool?
        /// A headless run's popup answer: a button id, `dismiss`, or the first button (by default).
        public var popup: String?
        /// `requestWriteAccess`; `allowed` headless, `ask` in a window, by default.
        public var writeAccess: Consent?
        /// `requestContact`; `allowed` (sent) headless, `ask` in a window, by default.
        public var phone: Consent?
        /// The phone number shared; `+15550100` by default.
        public var phoneNumber: String?
        /// `LocationManager`'s access; the fix is the profile's `location`.
        public var locationAccess: Consent?
        public var biometry: Biometry?
        /// `requestEmojiStatusAccess`.
        public var emojiStatusAccess: Consent?
        /// `setEmojiStatus`: `set`, or the error code it fails with (`USER_DECLINED`…).
        public var emojiStatus: String?
        /// `shareMessage`: `sent`, or the error code it fails with.
        public var preparedMessage: String?
        /// `openInvoice`; `paid` by default.
        public var invoice: InvoiceStatus?
        /// `requestChat`: whether a chat is sent; `true` by default.
        public var requestChat: Bool?
        /// The home screen; unsupported when absent.
        public var homeScreen: HomeScreen?
        /// The clipboard's text; the real clipboard when absent.
        public var clipboard: String?
        /// Codes the QR scanner reads, then it closes; no scanner when absent.
        public var qrCodes: [String]?
        public var sensors: Sensors?
        /// `downloadFile`'s question.
        public var fileDownload: Consent?
        /// Where downloads go; the user's downloads folder by default.
        public var downloads: String?
        /// Answers of the bot's custom methods (`invokeCustomMethod`), by method name:
        /// `{"value": …}`, `{"error": "CODE"}`, `{"delayMs": …}`.
        public var customMethods: [String: MethodAnswer]?

        public init() {}

        /// The demo bot token used when the profile names none.
        public static let demoBotToken = "7000000000:MiniAppKit-demo-bot-token"
        /// The demo user.
        public static let demoUser = TelegramUser(id: 777000001, firstName: "Taro", lastName: "Yamada", username: "taro_yamada",
                                                  languageCode: "en", allowsWriteToPm: true)
    }
}
