public import MiniAppKit

extension HostProfile {
    /// The profile's `wallet` section: how `miniapp open` answers the `wallet` dialect.
    ///
    /// Every field is optional: `{}` approves every command and answers with demo
    /// addresses and transaction ids. Documented in `docs/HOST-PROFILE.md`.
    public struct Wallet: Sendable, Codable, Equatable {
        /// What the simulated user does with a request.
        public enum Decision: String, Sendable, Codable, CaseIterable {
            /// Fulfil without asking.
            case approve
            /// Answer `CANCELED` without asking.
            case reject
            /// Show a real dialog in the window and do what the user (or `dialog.autoAnswer`) says.
            case ask
        }

        /// How one command is answered.
        public struct Command<Value: Sendable & Codable & Equatable>: Sendable, Codable, Equatable {
            /// This command's decision (overrides the section's `decision`).
            public var decision: Decision?
            /// The value to answer with, instead of the default.
            public var result: Value?
            /// Fail with this error instead (after the decision approves).
            public var error: ErrorAnswer?
            /// Milliseconds the provider takes before answering (after the decision).
            public var delayMs: Int?
        }

        /// An error a command fails with: the wire's `{type, description?, data?}`.
        public struct ErrorAnswer: Sendable, Codable, Equatable {
            /// The `error.type`; `PROVIDER_ERROR` when absent.
            public var type: String?
            /// The `error.description`, if any.
            public var description: String?
            /// The `error.data`, if any.
            public var data: JSONValue?
        }

        /// The programmed answer to dialogs, for headless runs.
        public struct Dialog: Sendable, Codable, Equatable {
            /// `approve` or `reject`; absent: the dialog waits for a person.
            public var autoAnswer: Decision?
            /// Milliseconds the dialog stays up before the automatic answer (default 300).
            public var afterMs: Int?
        }

        /// The decision for commands that do not set one; `approve` by default.
        public var decision: Decision?
        /// How `getAddress` is answered.
        public var getAddress: Command<GetAddressResponse>?
        /// How `sendAssets` is answered.
        public var sendAssets: Command<SendAssetsResponse>?
        /// Addresses by protocol for `getAddress` (default: demo `BCH`, `SLP` and `BTC`
        /// addresses); a protocol not listed fails with `PROTOCOL_ERROR`.
        public var addresses: [String: GetAddressResponse]?
        /// The protocol `getAddress` uses when the request names none (default `BCH`).
        public var defaultProtocol: String?
        /// The programmed answer to `ask` dialogs.
        public var dialog: Dialog?
        /// Only these commands may be called (`ACCESS_DENIED`, rule `host-policy`, otherwise).
        public var allowedCommands: [String]?
        /// These commands are refused (`ACCESS_DENIED`, rule `host-policy`).
        public var deniedCommands: [String]?
        /// Milliseconds before an unanswered request gets `TIMEOUT` (default 120,000).
        public var timeoutMs: Int?
        /// Messages larger than this many bytes get `MESSAGE_TOO_LARGE` (default 1 MiB).
        public var maxMessageBytes: Int?

        /// The defaults: approve everything, demo answers.
        public init() {}

        /// Demo addresses, one per protocol the seed's examples name.
        public static let demoAddresses: [String: GetAddressResponse] = [
            "BCH": GetAddressResponse(address: "bitcoincash:qz7demo0wallet0address0for0miniappkit0bch0", label: "Demo wallet"),
            "SLP": GetAddressResponse(address: "simpleledger:qz7demo0wallet0address0for0miniappkit0slp0", label: "Demo wallet"),
            "BTC": GetAddressResponse(address: "bc1qdemo0wallet0address0for0miniappkit0btc0", label: "Demo wallet"),
        ]
    }
}
