import Foundation

extension LiquidStateRequest {
    /// Why request data does not fit its event: a sentence for the caller.
    package struct DecodingFailure: Error, Sendable, Equatable {
        package var message: String
    }

    /// Reads `data` (the request data object, or `nil` when the request has none) as `event`'s.
    ///
    /// Strict about what the seed requires (a required field missing or of the wrong
    /// type fails) and lenient about what it does not mention: unknown fields are ignored.
    /// - Throws: ``DecodingFailure`` naming the field and what was expected.
    package static func decode(_ event: LiquidStateEventName, data: JSONValue?) throws(DecodingFailure) -> LiquidStateRequest {
        let fields = try Fields(event: event, data: data)
        switch event {
        case .reset: return .reset
        case .onlineStatus: return .onlineStatus
        case .userLocation: return .userLocation
        case .clearAll: return .clearAll
        case .openFile:
            let path = try fields.string("path")
            guard !path.isEmpty else { throw fields.failure("'path' must not be empty") }
            return .openFile(path: path)
        case .setAuthenticationStatus:
            return .setAuthenticationStatus(isAuthenticated: try fields.bool("is_authenticated"))
        case .setNotificationPresentationStatus:
            return .setNotificationPresentationStatus(isReady: try fields.bool("is_ready"))
        case .setBackOverride:
            return .setBackOverride(isEnabled: try fields.bool("is_enabled"))
        case .featureStatus:
            return .featureStatus(feature: try fields.string("feature"))
        case .switchTab:
            return .switchTab(try switchTab(fields))
        case .setTabAppearance:
            return .setTabAppearance(try tabAppearance(fields))
        }
    }

    private static func switchTab(_ fields: Fields) throws(DecodingFailure) -> SwitchTabRequest {
        let id = try fields.string("id")
        guard !id.isEmpty else { throw fields.failure("'id' must not be empty") }
        var params = fields.members["params"]
        if case .null? = params { params = nil }
        // The table types `params` as a String holding "a JSON object": unwrap such a string.
        if case .string(let text)? = params, let object = try? JSONValue.parse(text), case .object = object {
            params = object
        }
        return SwitchTabRequest(
            id: id,
            reset: try fields.optionalBool("reset") ?? true,
            params: params,
            route: try fields.optionalString("route"))
    }

    private static func tabAppearance(_ fields: Fields) throws(DecodingFailure) -> [TabAppearanceChange] {
        guard !fields.members.isEmpty else { throw fields.failure("name at least one tab id") }
        var changes: [TabAppearanceChange] = []
        for (tabId, value) in fields.members {
            guard case .object = value else {
                throw fields.failure("tab '\(tabId)' must be an object; got \(value.kindDescription)")
            }
            let tab = Fields(event: fields.event, members: value, context: "tab '\(tabId)': ")
            var change = TabAppearanceChange(tabId: tabId, hidden: try tab.optionalBool("hidden"))
            switch tab.members["title"] {
            case nil, .null?: break
            case .string(let text)?: change.title = .text(text)
            case .object?:
                let title = Fields(event: fields.event, members: tab.members["title"] ?? .null, context: "tab '\(tabId)' title: ")
                guard case .object(let entries)? = title.members["translations"] else {
                    throw title.failure("'translations' must be an object of language → text")
                }
                var translations: [String: String] = [:]
                for (language, text) in entries {
                    guard case .string(let text) = text else {
                        throw title.failure("translation '\(language)' must be a string; got \(text.kindDescription)")
                    }
                    translations[language] = text
                }
                change.title = .translations(key: try title.optionalString("key"), translations)
            case let other?:
                throw tab.failure("'title' must be a string or a translations object; got \(other.kindDescription)")
            }
            let name = try tab.optionalString("icon_name")
            let font = try tab.optionalString("icon_font_name")
            let codePointText = try tab.optionalString("icon_code_point")
            switch (font, codePointText) {
            case (let font?, let text?):
                guard let codePoint = codePoint(text) else {
                    throw tab.failure("'icon_code_point' must be a Unicode code point such as \"E234\", \"U+E234\", \"\\\\uE234\" or the glyph itself; got \(JavaScriptLiteral.string(text))")
                }
                change.icon = .glyph(font: font, codePoint: codePoint)
            case (nil, nil):
                change.icon = name.map(TabAppearance.Icon.named)
            case (_?, nil) where name == nil:
                throw tab.failure("'icon_font_name' needs 'icon_code_point'")
            case (nil, _?) where name == nil:
                throw tab.failure("'icon_code_point' needs 'icon_font_name'")
            default:
                // Half a glyph next to an icon name: the name is complete, use it.
                change.icon = name.map(TabAppearance.Icon.named)
            }
            changes.append(change)
        }
        return changes
    }

    /// Reads a code point written as hex (`E234`, `0xE234`, `U+E234`, `\uE234`, `\U234`)
    /// or as the glyph itself (one Unicode scalar that is not a hex digit).
    static func codePoint(_ text: String) -> UInt32? {
        let scalars = Array(text.unicodeScalars)
        if scalars.count == 1, !scalars[0].properties.isASCIIHexDigit, !scalars[0].properties.isWhitespace {
            return scalars[0].value
        }
        var hex = Substring(text.trimmingCharacters(in: .whitespaces))
        for prefix in ["U+", "u+", "\\u", "\\U", "0x", "0X", "U", "u"] where hex.hasPrefix(prefix) {
            hex = hex.dropFirst(prefix.count)
            break
        }
        guard !hex.isEmpty, hex.count <= 6, let value = UInt32(hex, radix: 16), Unicode.Scalar(value) != nil else { return nil }
        return value
    }
}

/// The members of a request data object, with typed reads that fail with a sentence.
private struct Fields {
    let event: LiquidStateEventName
    let members: Members
    let context: String

    init(event: LiquidStateEventName, data: JSONValue?) throws(LiquidStateRequest.DecodingFailure) {
        switch data {
        case nil, .null?:
            self.init(event: event, members: .object([]), context: "")
        case .object?:
            self.init(event: event, members: data ?? .null, context: "")
        case let other?:
            throw LiquidStateRequest.DecodingFailure(message: "'\(event.rawValue)': the request data must be an object; got \(other.kindDescription)")
        }
    }

    init(event: LiquidStateEventName, members: JSONValue, context: String) {
        self.event = event
        if case .object(let pairs) = members { self.members = .init(pairs) } else { self.members = .init([]) }
        self.context = context
    }

    func failure(_ text: String) -> LiquidStateRequest.DecodingFailure {
        LiquidStateRequest.DecodingFailure(message: "'\(event.rawValue)': \(context)\(text)")
    }

    func string(_ key: String) throws(LiquidStateRequest.DecodingFailure) -> String {
        guard let value = try optionalString(key) else { throw failure("'\(key)' (a string) is required") }
        return value
    }

    func bool(_ key: String) throws(LiquidStateRequest.DecodingFailure) -> Bool {
        guard let value = try optionalBool(key) else { throw failure("'\(key)' (a boolean) is required") }
        return value
    }

    func optionalString(_ key: String) throws(LiquidStateRequest.DecodingFailure) -> String? {
        switch members[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let other?: throw failure("'\(key)' must be a string; got \(other.kindDescription)")
        }
    }

    func optionalBool(_ key: String) throws(LiquidStateRequest.DecodingFailure) -> Bool? {
        switch members[key] {
        case nil, .null?: return nil
        case .bool(let flag)?: return flag
        case let other?: throw failure("'\(key)' must be a boolean; got \(other.kindDescription)")
        }
    }
}

/// Object members in order, read by key.
private struct Members: Sequence {
    private let pairs: [(String, JSONValue)]
    init(_ pairs: [(String, JSONValue)]) { self.pairs = pairs }
    var isEmpty: Bool { pairs.isEmpty }
    subscript(key: String) -> JSONValue? { pairs.first { $0.0 == key }?.1 }
    func makeIterator() -> IndexingIterator<[(String, JSONValue)]> { pairs.makeIterator() }
}
