/// A reply in the `wallet` dialect, before it becomes the `receiveMessage` argument.
///
/// The envelope's `messageId` and `command` come from the call it answers
/// (`WalletDialect.deliver(_:to:inline:)`), so a reply is only its outcome.
package enum WalletReply: BridgeReply, Equatable {
    /// `data`, when the command returns any.
    case success(JSONValue?)
    /// `error: {type, description?, data?}`.
    case failure(WalletError)

    /// `success` or `error`, for transcripts.
    package var status: ReplyStatus {
        switch self {
        case .success: .success
        case .failure: .error
        }
    }

    /// The `data` or the `error` object as JSON text, for transcripts.
    package var value: String? {
        switch self {
        case .success(let data): data?.jsonText
        case .failure(let error): Self.errorObject(error).jsonText
        }
    }

    /// The whole message `{messageId, command, data?, error?}` as JSON text (also a
    /// JavaScript expression). A missing id or command is `null`: the message they
    /// answer did not carry a usable one.
    package func message(messageId: String?, command: String?) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(96)
        output.append(contentsOf: #"{"messageId":"#.utf8)
        if let messageId { JavaScriptLiteral.append(messageId, to: &output) } else { output.append(contentsOf: "null".utf8) }
        output.append(contentsOf: #","command":"#.utf8)
        if let command { JavaScriptLiteral.append(command, to: &output) } else { output.append(contentsOf: "null".utf8) }
        switch self {
        case .success(let data):
            if let data {
                output.append(contentsOf: #","data":"#.utf8)
                data.append(to: &output)
            }
        case .failure(let error):
            output.append(contentsOf: #","error":"#.utf8)
            Self.errorObject(error).append(to: &output)
        }
        output.append(UInt8(ascii: "}"))
        return String(decoding: output, as: UTF8.self)
    }

    private static func errorObject(_ error: WalletError) -> JSONValue {
        var members: [String: JSONValue] = ["type": .string(error.type.rawValue)]
        if let description = error.errorDescription { members["description"] = .string(description) }
        if let data = error.data { members["data"] = data }
        return .object(sortingKeys: members)
    }
}
