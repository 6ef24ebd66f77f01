public import Foundation
public import MiniAppKit

/// The answers a host gives, as a JSON file (`miniapp open --profile FILE`).
///
/// Every field is optional and has a sensible default, so `{}` is a valid profile.
/// The schema is documented in `docs/HOST-PROFILE.md`. Where a service should fail,
/// give an ``Answer/failure(_:)``: `{"error": "text"}` instead of the value.
public struct HostProfile: Sendable, Codable, Equatable {
    /// A value, or an error the service throws.
    public enum Answer<Value: Sendable & Codable & Equatable>: Sendable, Codable, Equatable {
        case value(Value)
        case failure(String)

        public init(from decoder: any Decoder) throws {
            if let object = try? decoder.container(keyedBy: ErrorKey.self), let message = try? object.decode(String.self, forKey: .error) {
                self = .failure(message)
            } else {
                self = .value(try Value(from: decoder))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .value(let value): try value.encode(to: encoder)
            case .failure(let message):
                var container = encoder.container(keyedBy: ErrorKey.self)
                try container.encode(message, forKey: .error)
            }
        }

        private enum ErrorKey: String, CodingKey { case error }

        /// The value, or the failure thrown as ``HostServiceError/failed(_:)``.
        func get() throws -> Value {
            switch self {
            case .value(let value): return value
            case .failure(let message): throw HostServiceError.failed(message)
            }
        }
    }

    /// An access token to issue for an audience.
    public struct Token: Sendable, Codable, Equatable {
        public var token: String
        /// Seconds from now until the token expires.
        public var validForSeconds: Double?
    }

    /// A location fix to report.
    public struct Position: Sendable, Codable, Equatable {
        public var latitude: Double
        public var longitude: Double
        public var altitude: Double?
        public var accuracy: Double?
        public var altitudeAccuracy: Double?
        public var speed: Double?
        public var heading: Double?
    }

    /// Host environment facts.
    public struct Environment: Sendable, Codable, Equatable {
        public var platformVersion: String?
        public var hostVersion: String?
        public var hostLocale: String?
        /// js-miniapp 1.20+'s `hostBuildType`; left out of the answer when absent.
        public var hostBuildType: HostBuildType?
        /// js-miniapp 1.20+'s `deviceToken`; left out when absent.
        public var deviceToken: String?
        /// js-miniapp 1.20+'s `pushToken`; left out when absent.
        public var pushToken: String?
    }

    /// How the simulated user answers prompts.
    public struct Permissions: Sendable, Codable, Equatable {
        /// Answers per custom permission name (`ALLOWED` / `DENIED`); missing names use `customDefault`.
        public var custom: [String: CustomPermissionStatus]?
        /// The answer for custom permissions not listed; `ALLOWED` by default.
        public var customDefault: CustomPermissionStatus?
        /// The OS location answer: `ALLOWED`, `DENIED`, `NOT_DETERMINED`, `RESTRICTED`.
        public var device: String?
        /// The answer to the page's camera requests (`getUserMedia`); `ask` when absent.
        public var camera: MediaAnswer?
        /// The answer to the page's microphone requests; `ask` when absent.
        public var microphone: MediaAnswer?

        /// How the simulated user answers a camera or microphone request.
        public enum MediaAnswer: String, Sendable, Codable, CaseIterable {
            /// Allowed without asking.
            case granted
            /// Denied without asking.
            case denied
            /// Asked in a GTK dialog in a window on the developer's display; denied
            /// automatically where nobody can answer (headless).
            case ask
        }

        /// The profile's answer for `device`.
        func answer(for device: MediaCaptureRequest.Device) -> MediaAnswer {
            switch device {
            case .camera: camera ?? .ask
            case .microphone: microphone ?? .ask
            }
        }
    }

    /// Ad answers.
    public struct Ads: Sendable, Codable, Equatable {
        /// An error text for loading/showing ads, or nil for success.
        public var loadError: String?
        public var showError: String?
        public var reward: Reward?
    }

    public var uniqueId: Answer<String>?
    public var messagingUniqueId: Answer<String>?
    public var mauid: Answer<String>?
    public var userName: Answer<String>?
    public var profilePhoto: Answer<String>?
    public var contacts: Answer<[Contact]>?
    public var points: Answer<Points>?
    /// Tokens by audience; an audience not listed gets `defaultToken`.
    public var accessTokens: [String: Token]?
    public var defaultToken: Token?
    public var location: Answer<Position>?
    public var environment: Environment?
    public var themeColors: Answer<ThemeColors>?
    public var darkMode: Bool?
    public var permissions: Permissions?
    public var ads: Ads?
    /// The contact `sendMessageToContact` "picks"; `null` means the user cancelled.
    public var chosenContact: String?
    /// The contacts `sendMessageToMultipleContacts` "picks".
    public var chosenContacts: [String]?
    /// An error text for share, download and universal-bridge calls (nil: success).
    public var shareError: String?
    public var downloadError: String?
    public var hostMessagingError: String?
    /// Whether the host echoes `sendJsonToHostapp` back as `miniappreceivejsoninfo`.
    public var echoJSON: Bool?
    /// Text sent to the mini app as `miniappreceivejsoninfo` once it has loaded.
    public var sendJsonOnLoad: String?
    /// Events the host pushes on a schedule after the first load (to test a mini
    /// app's handling of the app going to the background, the keyboard…).
    public var hostEvents: [HostEvent]?
    /// The dialects the page speaks, of `miniapp`, `liquidstate`, `wallet`, `corva` and
    /// `telegram` (a page gets nothing of a dialect not listed: no script, handler or
    /// event); when absent, all of them, except that a `corva:` page speaks only `corva`.
    public var dialects: [DialectName]?
    /// Tabs of a tabbed shell, each running its own mini app (`docs/HOST-PROFILE.md`);
    /// when present, `miniapp open` shows them in a tab bar.
    public var tabs: [Tab]?
    /// The tab on screen at launch; the first tab when absent.
    public var selectedTab: String?
    /// The `corva` dialect's web domain, API and token (``Corva``).
    public var corva: Corva?
    /// How the `wallet` dialect is answered (see ``Wallet``).
    public var wallet: Wallet?
    /// How the `liquidstate` dialect's device and app shell answer.
    public var liquidstate: LiquidState?
    /// How a Telegram mini app is launched and answered (the `telegram` dialect, ``Telegram``).
    public var telegram: Telegram?
    /// Answers to js-miniapp 1.17–1.28's newer actions and the purchase actions (``Services``).
    public var services: Services?
    /// Scripted answers by action name, for any dialect: a value, an error or a delay in
    /// place of the host's own answer (``MethodAnswer``).
    public var methods: [String: MethodAnswer]?
    /// The device, appearance and network the page sees (``Device``).
    public var device: Device?

    /// One scheduled host event.
    public struct HostEvent: Sendable, Codable, Equatable {
        /// What happens.
        public enum Name: String, Sendable, Codable, CaseIterable {
            /// The host app resigns active (`miniapppause`).
            case pause
            /// The host app becomes active (`miniappresume`).
            case resume
            case keyboardShown
            case keyboardHidden
            /// `text` is sent as `miniappreceivejsoninfo`.
            case json
            /// `text`, a query string (`navigateTo=page&x=1`), is sent as
            /// `miniappdidreceivequeryparams` (js-miniapp 1.28's `DID_RECEIVE_QUERY_PARAMS`).
            case queryParams
            /// The host's back action (``MiniAppDisplay/back()``); with tabs, the selected tab's.
            case back
            /// With tabs: the user taps tab `tab` (``TabShell/selectTab(_:reset:)``).
            case selectTab
            /// `corva`: the host moves the dashboard to the path in `text` (`window.navigateAppTo`).
            case navigateAppTo
            /// `liquidstate`: the host raises a notification titled `text`, with `body`.
            case notification
            /// The device loses its network: later loads fail, `navigator.onLine` turns
            /// false with an `offline` event (with tabs, in every tab unless `tab` names one).
            case offline
            /// The device finds its network again (`online` event).
            case online
            /// `telegram`: the user taps the main button (`main_button_pressed`, while it is shown and active).
            case mainButton
            /// `telegram`: the user taps the secondary button.
            case secondaryButton
            /// `telegram`: the user taps Settings (while the page shows the settings button).
            case settingsButton
            /// `telegram`: the user switches the theme: to `text` (`dark` or `light`), or to the other one.
            case themeChanged
        }
        public var name: Name
        /// Milliseconds after the first load finished.
        public var at: Int?
        /// The text of a `json` event, the query string of a `queryParams` event, the path
        /// of `navigateAppTo`, or the title of a `notification`.
        public var text: String?
        /// The body of a `notification`.
        public var body: String?
        /// With tabs: the tab to select (`selectTab`), or the one tab an event goes to.
        public var tab: String?
        /// With `selectTab`: whether the tab's mini app restarts (false when absent).
        public var reset: Bool?
    }

    public init() {}

    /// Reads a profile file, strictly (see ``decode(_:)``).
    ///
    /// - Throws: the file's read error, or ``StrictJSONError``.
    public static func load(from url: URL) throws -> HostProfile {
        let data = try Data(contentsOf: url)
        return try decode(data)
    }

    /// Parses a profile as strict JSON (RFC 8259: no trailing commas, no comments) and
    /// refuses keys no section knows, in every section, so a misspelled key fails loudly
    /// instead of silently giving the default. Each problem names its line, column and
    /// path (`contacts[2].usrName`), with the nearest known key.
    public static func decode(_ data: Data) throws(StrictJSONError) -> HostProfile {
        try StrictJSON.decode(HostProfile.self, from: data)
    }
}
