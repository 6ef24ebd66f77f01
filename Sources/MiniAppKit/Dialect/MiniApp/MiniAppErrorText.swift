/// The error values of the `miniapp` dialect, exactly as 5.6.1 sends them (§4).
///
/// Two shapes matter: PT, `<name>: <description>` (rejected raw by most methods),
/// and JE, a JSON object `{"type","message"}` with empty keys omitted (parsed by
/// `parseMiniAppError` in JS).
enum MiniAppErrorText {
    /// `<name>: <description>`.
    static func plain(_ name: String, _ description: String) -> String {
        "\(name): \(description)"
    }

    /// `{"type":…,"message":…}`, leaving out an empty type or message.
    /// With `keepingEmpty` they stay, empty (§4.5: `type` is always there).
    static func json(type: String?, message: String?, code: Int? = nil, keepingEmpty: Bool = false) -> String {
        var members: [String] = []
        if let type, keepingEmpty || !type.isEmpty { members.append("\"type\":" + JavaScriptLiteral.string(type)) }
        if let message, keepingEmpty || !message.isEmpty { members.append("\"message\":" + JavaScriptLiteral.string(message)) }
        if let code { members.append("\"code\":\(code)") }
        return "{" + members.joined(separator: ",") + "}"
    }

    static let unexpectedFormatDescription = "Please check the message format that is sent to Javascript SDK."
    static let conformDescription = "Host app failed to implement required interface"
    static let internalDescription = "Host app failed to retrieve data"

    /// PT `unexpectedMessageFormat: …`, the answer to a body that does not decode.
    static let unexpectedFormatPlain = plain("unexpectedMessageFormat", unexpectedFormatDescription)
    /// JE `unexpectedMessageFormat`.
    static let unexpectedFormatJSON = json(type: "unexpectedMessageFormat", message: unexpectedFormatDescription)
    /// PT `valueIsEmpty: …`.
    static let valueIsEmptyPlain = plain("valueIsEmpty", "The value which is passed is empty.")
    /// JE `valueIsEmpty`.
    static let valueIsEmptyJSON = json(type: "valueIsEmpty", message: "The value which is passed is empty.")
    /// JE `FAILED_TO_CONFORM_PROTOCOL` (universal bridge, analytics, close, theme, dark mode).
    static let conformJSON = json(type: "FAILED_TO_CONFORM_PROTOCOL", message: conformDescription)
    /// JE `FailedToConformToProtocol` (access token, points, download).
    static let conformCamelJSON = json(type: "FailedToConformToProtocol", message: conformDescription)
    /// PT `FAILED_TO_CONFORM_PROTOCOL: …`.
    static let conformPlain = plain("FAILED_TO_CONFORM_PROTOCOL", conformDescription)
    /// PT `hostAppError: Host app Error`.
    static let hostAppErrorPlain = plain("hostAppError", "Host app Error")
    /// PT `internalError: Host app failed to retrieve data`.
    static let internalPlain = plain("internalError", internalDescription)
    /// JE `internalError`.
    static let internalJSON = json(type: "internalError", message: internalDescription)
    /// The free text 5.6.1 sends for a profile method the host does not implement.
    static let profileNotImplemented = "Unknown error occurred in Host app Error domain with error code 1: Host app failed to implement required interface"

    /// JE for a custom permission that is not allowed, e.g. `userNamePermissionError`.
    static func permissionJSON(_ name: String, _ what: String) -> String {
        json(type: name, message: "Cannot get \(what): Permission has not been accepted yet for getting \(what).")
    }

    /// The §6 answer for an action this host does not offer.
    static func notSupported(_ action: String) -> String {
        json(type: "FAILED_TO_CONFORM_PROTOCOL", message: "\(conformDescription) (\(action) is not supported by this host)")
    }
}
