import Foundation

extension HostProfile {
    /// The `corva` section: which web domain and API `miniapp open corva:…` uses, and
    /// how it gets a token (see `docs/HOST-PROFILE.md`).
    ///
    /// A token is found, in order: `token` (used as given, unless it has expired and
    /// there are credentials to log in with); the token kept from an
    /// earlier run under `--data`, if it has not expired; a login with `email` and
    /// `password` against `apiBase` + `loginPath`.
    public struct Corva: Sendable, Codable, Equatable {
        /// The origin of `corva-web-frontend`: `host[:port]` (https) or `http(s)://host[:port]`.
        public var webDomain: String
        /// The API base URL (`https://api.example.com/`); needed to log in and to list navigation data.
        public var apiBase: String?
        /// A JWT to use as is.
        public var token: String?
        /// The user id, when neither the login answer nor the token carries it.
        public var userId: String?
        /// Login credentials; also the answer when the session asks to log in again.
        public var email: String?
        /// The password that goes with `email`.
        public var password: String?
        /// The login endpoint relative to `apiBase` (default `user_token`).
        public var loginPath: String?
        /// Pages to move to with `window.navigateAppTo`, one after each `pageLoaded`.
        public var navigateOnPageLoaded: [String]?
        /// End the run (as `closeMiniApp` would) this long after the Nth `pageLoaded`: a
        /// Corva page never closes itself, so CI runs stop here rather than at `--timeout`.
        public var closeAfterPageLoaded: Int?
        /// Whether to fetch `app_sets` and `assets` after the page opens and record them
        /// (default: true when `apiBase` is set).
        public var listNavigation: Bool?

        /// A section with only the web domain (tests build the rest field by field).
        public init(webDomain: String) {
            self.webDomain = webDomain
        }
    }
}
