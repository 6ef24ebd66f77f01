/// A wallet request's `data`, decoded into the command's typed model.
///
/// The codec knows the commands the seed names (`getAddress`, `sendAssets`) and
/// checks their input's shape at the edge; anything else is passed on as sent, so
/// the method table decides whether the command exists (`UNKNOWN_COMMAND`) and a
/// host may add commands of its own that read ``other(_:)``.
package enum WalletParameters: Sendable, Equatable {
    /// `getAddress`'s checked input.
    case getAddress(GetAddressRequest)
    /// `sendAssets`'s checked input.
    case sendAssets(SendAssetsRequest)
    /// A command the codec has no model for, with its `data` as sent (`nil` if absent).
    case other(JSONValue?)
}

/// The commands of the seed, by their wire name.
package enum WalletCommand: String, Sendable, CaseIterable {
    /// An address of the user's for a protocol.
    case getAddress
    /// A payment from the user's wallet.
    case sendAssets

    /// Why a command's `data` does not have the command's shape (sent as `MALFORMED_INPUT`).
    package struct InputError: Error, Sendable, Equatable {
        /// What is wrong, naming the field (`'data.to' is missing…`).
        package var reason: String
    }

    /// Decodes `data` (absent or `null` is `nil`) into this command's model.
    package func parameters(from data: JSONValue?) throws(InputError) -> WalletParameters {
        switch self {
        case .getAddress:
            guard let data, data != .null else { return .getAddress(GetAddressRequest()) }
            let fields = try Self.object(data, example: #"{"protocol":"BCH"}"#)
            return .getAddress(GetAddressRequest(protocol: try Self.string(fields, "protocol", required: false)))
        case .sendAssets:
            guard let data, data != .null else {
                throw InputError(reason: #"'sendAssets' needs 'data' such as {"to":"bitcoincash:q…","protocol":"BCH","value":"0.000123"}"#)
            }
            let fields = try Self.object(data, example: #"{"to":"bitcoincash:q…","protocol":"BCH","value":"0.000123"}"#)
            if case .number? = fields["value"] {
                throw InputError(reason: #"'data.value' must be a decimal string such as "0.000123" (a number loses precision); got a number"#)
            }
            return .sendAssets(SendAssetsRequest(
                to: try Self.string(fields, "to", required: true) ?? "",
                protocol: try Self.string(fields, "protocol", required: true) ?? "",
                assetId: try Self.string(fields, "assetId", required: false),
                value: try Self.string(fields, "value", required: true) ?? "",
                opReturn: try Self.strings(fields, "opReturn")))
        }
    }

    /// `data` itself, checked to be an object (its members are read by key).
    private static func object(_ data: JSONValue, example: String) throws(InputError) -> JSONValue {
        guard case .object = data else {
            throw InputError(reason: "'data' must be an object such as \(example); got \(data.kindDescription)")
        }
        return data
    }

    /// A string member; absent or `null` is `nil` when not required. Required ones must not be empty.
    private static func string(_ fields: JSONValue, _ key: String, required: Bool) throws(InputError) -> String? {
        switch fields[key] {
        case .none, .null?:
            if required { throw InputError(reason: "'data.\(key)' is missing; it must be a string") }
            return nil
        case .string(let text)?:
            if required, text.isEmpty { throw InputError(reason: "'data.\(key)' must not be empty") }
            return text
        case let other?:
            throw InputError(reason: "'data.\(key)' must be a string; got \(other.kindDescription)")
        }
    }

    /// An optional array of strings.
    private static func strings(_ fields: JSONValue, _ key: String) throws(InputError) -> [String]? {
        switch fields[key] {
        case .none, .null?:
            return nil
        case .array(let elements)?:
            var texts: [String] = []
            for (index, element) in elements.enumerated() {
                guard case .string(let text) = element else {
                    throw InputError(reason: "'data.\(key)[\(index)]' must be a string; got \(element.kindDescription)")
                }
                texts.append(text)
            }
            return texts
        case let other?:
            throw InputError(reason: "'data.\(key)' must be an array of strings; got \(other.kindDescription)")
        }
    }
}
