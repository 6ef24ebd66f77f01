/// An error a wallet request ends with: `error: {type, description?, data?}` on the wire.
///
/// Providers throw it to choose the `type` the web app sees; the bridge produces the
/// others (malformed messages, unknown commands, timeouts…). Every type is listed in
/// ``WalletErrorType`` and in `docs/dialects/wallet.md`.
public struct WalletError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The machine-readable kind (`CANCELED`, `PROVIDER_ERROR`…).
    public var type: WalletErrorType
    /// A sentence for developers.
    public var errorDescription: String?
    /// Extra JSON for the web app, if any; objects are written in their members' order
    /// (parsed or decoded ones have sorted keys, ``JSONValue/object(sortingKeys:)`` sorts built ones).
    public var data: JSONValue?

    /// - Parameters:
    ///   - type: the wire's `error.type`.
    ///   - description: `error.description`, omitted when `nil`.
    ///   - data: `error.data`, omitted when `nil`.
    public init(_ type: WalletErrorType, _ description: String? = nil, data: JSONValue? = nil) {
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

    public var description: String {
        errorDescription.map { "\(type.rawValue): \($0)" } ?? type.rawValue
    }
}

/// The `error.type` values of the `wallet` dialect.
///
/// Open for growth (a provider may use a type of its own, such as `SEND_ERROR`), with
/// the ones MiniAppKit produces as constants. The user rejection keeps the spelling
/// of the Bitcoin.com wallet API family the seed comes from (`CANCELED`).
public struct WalletErrorType: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral {
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
    public static let malformedMessage: WalletErrorType = "MALFORMED_MESSAGE"
    /// The command is known but its `data` does not have the command's shape.
    public static let malformedInput: WalletErrorType = "MALFORMED_INPUT"
    /// The command is not one this wallet knows.
    public static let unknownCommand: WalletErrorType = "UNKNOWN_COMMAND"
    /// A request with this `messageId` is still outstanding.
    public static let duplicateMessageId: WalletErrorType = "DUPLICATE_MESSAGE_ID"
    /// The user rejected the request.
    public static let canceled: WalletErrorType = "CANCELED"
    /// The provider failed (threw an error that is not a ``WalletError``).
    public static let providerError: WalletErrorType = "PROVIDER_ERROR"
    /// The provider does not support the requested protocol.
    public static let protocolError: WalletErrorType = "PROTOCOL_ERROR"
    /// Nobody answered within the bridge's timeout.
    public static let timeout: WalletErrorType = "TIMEOUT"
    /// The message is larger than the bridge accepts; it was not read.
    public static let messageTooLarge: WalletErrorType = "MESSAGE_TOO_LARGE"
    /// The access gate refused the sender (another origin, a sub-frame where the engine
    /// can tell, the host's command lists).
    public static let accessDenied: WalletErrorType = "ACCESS_DENIED"
    /// The web app was closed before the request was answered.
    public static let closed: WalletErrorType = "CLOSED"
    /// Something in MiniAppKit failed that has no type of its own.
    public static let internalError: WalletErrorType = "INTERNAL_ERROR"
}
