/// An error a wallet request ends with: `error: {type, description?, data?}` on the wire.
///
/// Providers throw it to choose the `type` the web app sees; the bridge produces the
/// others (malformed messages, unknown commands, timeouts…). Every type is listed in
/// ``WalletError/Kind`` and in `docs/dialects/wallet.md`.
public struct WalletError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The machine-readable kind (`CANCELED`, `PROVIDER_ERROR`…).
    public var type: WalletError.Kind
    /// A sentence for developers.
    public var errorDescription: String?
    /// Extra JSON for the web app, if any; objects are written in their members' order
    /// (parsed or decoded ones have sorted keys, ``JSONValue/object(sortingKeys:)`` sorts built ones).
    public var data: JSONValue?

    /// - Parameters:
    ///   - type: the wire's `error.type`.
    ///   - description: `error.description`, omitted when `nil`.
    ///   - data: `error.data`, omitted when `nil`.
    public init(_ type: WalletError.Kind, _ description: String? = nil, data: JSONValue? = nil) {
        self.type = type
        self.errorDescription = description
        self.data = data
    }

    /// The user rejected the request.
    public static func canceled(_ description: String = "The user rejected the request") -> WalletError {
        WalletError(.canceled, description)
    }

    /// The provider could not do what was asked.
    public static func providerFailure(_ description: String) -> WalletError {
        WalletError(.providerError, description)
    }

    /// `TYPE: description`, or the type alone when there is no description.
    public var description: String {
        errorDescription.map { "\(type.rawValue): \($0)" } ?? type.rawValue
    }
}

extension WalletError {
    /// The `error.type` values of the `wallet` dialect.
    ///
    /// Open for growth (a provider may use a type of its own, such as `SEND_ERROR`), with
    /// the ones MiniAppKit produces as constants. The user rejection keeps the spelling
    /// of the Bitcoin.com wallet API family the seed comes from (`CANCELED`).
    public struct Kind: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral {
        /// The text on the wire.
        public var rawValue: String

        /// A type by its wire text (a provider's own, such as `SEND_ERROR`).
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A type written as a literal: `"SEND_ERROR"`.
        public init(stringLiteral value: String) { self.rawValue = value }
        /// Reads the wire text (profiles name error types as strings).
        public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
        /// Writes the wire text.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        /// The message is not a JSON object with a string `messageId` and `command`, or it
        /// is shaped as a reply (carries `error`), which native never asked for.
        public static let malformedMessage: WalletError.Kind = "MALFORMED_MESSAGE"
        /// The command is known but its `data` does not have the command's shape.
        public static let malformedInput: WalletError.Kind = "MALFORMED_INPUT"
        /// The command is not one this wallet knows.
        public static let unknownCommand: WalletError.Kind = "UNKNOWN_COMMAND"
        /// A request with this `messageId` is still outstanding.
        public static let duplicateMessageId: WalletError.Kind = "DUPLICATE_MESSAGE_ID"
        /// The user rejected the request.
        public static let canceled: WalletError.Kind = "CANCELED"
        /// The provider failed (threw an error that is not a ``WalletError``).
        public static let providerError: WalletError.Kind = "PROVIDER_ERROR"
        /// The provider does not support the requested protocol.
        public static let protocolError: WalletError.Kind = "PROTOCOL_ERROR"
        /// Nobody answered within the bridge's timeout.
        public static let timeout: WalletError.Kind = "TIMEOUT"
        /// The message is larger than the bridge accepts; it was not read.
        public static let messageTooLarge: WalletError.Kind = "MESSAGE_TOO_LARGE"
        /// The access gate refused the sender (another origin, a sub-frame where the engine
        /// can tell, the host's command lists).
        public static let accessDenied: WalletError.Kind = "ACCESS_DENIED"
        /// The web app was closed before the request was answered.
        public static let closed: WalletError.Kind = "CLOSED"
        /// Something in MiniAppKit failed that has no type of its own.
        public static let internalError: WalletError.Kind = "INTERNAL_ERROR"
    }
}
