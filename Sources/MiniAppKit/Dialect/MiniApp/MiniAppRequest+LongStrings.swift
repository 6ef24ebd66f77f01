import Foundation

// The shortcut for large bodies: long escaped strings unescaped in bulk (see ``MiniAppRequest/decode(_:)``).

/// A body whose long escaped string values were replaced by placeholders, and those
/// strings, unescaped.
///
/// Only string values are lifted (object keys stay), and only when their whole literal
/// is valid JSON (read by ``JSONTextReader``, which unescapes as `JSONDecoder` does) the literal is
/// replaced by another valid literal, so the body's structure, and whether it is valid,
/// do not change. ``MiniAppRequest/restore(_:)`` puts the strings back and reports
/// whether each one was found exactly once; when not, the caller decodes the original.
struct LongStrings {
    /// The body with placeholders.
    var body: Data
    /// Placeholder → the text it stands for.
    var strings: [String: String]

    /// Bodies and string literals shorter than these are left to `JSONDecoder`.
    static let minimumBodyBytes = 16 * 1024
    static let minimumStringBytes = 4 * 1024

    /// Per process, so no text a mini app sends can be mistaken for a placeholder.
    static let placeholderPrefix: String = {
        var generator = SystemRandomNumberGenerator()
        return "MiniAppKit.lifted." + (0..<2).map { _ in String(generator.next() as UInt64, radix: 16) }.joined() + "."
    }()

    static func lift(_ bytes: UnsafeBufferPointer<UInt8>) -> LongStrings? {
        guard bytes.count >= minimumBodyBytes else { return nil }
        var strings: [String: String] = [:]
        var body: [UInt8] = []
        var copied = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\"") else {
                index += 1
                continue
            }
            let start = index
            var escaped = false
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\") {
                    escaped = true
                    index += 2
                } else {
                    index += 1
                }
            }
            guard index < bytes.count else { return nil }
            index += 1
            guard escaped, index - start >= minimumStringBytes, !isKey(bytes, at: index) else { continue }
            guard let text = JSONTextReader.string(literal: UnsafeBufferPointer(rebasing: bytes[start..<index])) else { return nil }
            let placeholder = placeholderPrefix + String(strings.count)
            strings[placeholder] = text
            if body.isEmpty { body.reserveCapacity(bytes.count) }
            body.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<start]))
            body.append(UInt8(ascii: "\""))
            body.append(contentsOf: placeholder.utf8)
            body.append(UInt8(ascii: "\""))
            copied = index
        }
        guard !strings.isEmpty else { return nil }
        body.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<bytes.count]))
        return LongStrings(body: Data(body), strings: strings)
    }

    /// Whether the string literal ending before `index` is an object key (a `:` follows).
    private static func isKey(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var index = index
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
            index += 1
        }
        return index < bytes.count && bytes[index] == UInt8(ascii: ":")
    }
}

extension MiniAppRequest {
    /// Puts lifted strings back wherever the decoded request holds a placeholder.
    ///
    /// - Returns: whether every placeholder was found exactly once; otherwise the request
    ///   is not what the original body decodes to (a string in a field this does not
    ///   visit, a duplicate key, parameters that failed) and must not be used.
    mutating func restore(_ strings: [String: String]) -> Bool {
        guard case .success(var parameters) = parameters else { return false }
        var restorer = Restorer(strings: strings)
        restorer.restore(&action)
        restorer.restore(&id)
        restorer.restore(&parameters.action)
        restorer.restore(&parameters.permission)
        if var entries = parameters.permissions {
            for index in entries.indices {
                restorer.restore(&entries[index].name)
                restorer.restore(&entries[index].description)
            }
            parameters.permissions = entries
        }
        if var info = parameters.shareInfo {
            restorer.restore(&info.content)
            parameters.shareInfo = info
        }
        restorer.restore(&parameters.adUnitId)
        restorer.restore(&parameters.audience)
        restorer.restore(&parameters.scopes)
        if var message = parameters.messageToContact {
            restorer.restore(&message.image)
            restorer.restore(&message.text)
            restorer.restore(&message.caption)
            restorer.restore(&message.action)
            restorer.restore(&message.bannerMessage)
            parameters.messageToContact = message
        }
        restorer.restore(&parameters.contactId)
        restorer.restore(&parameters.filename)
        restorer.restore(&parameters.url)
        restorer.restore(&parameters.headers)
        restorer.restore(&parameters.secureStorageKey)
        restorer.restore(&parameters.secureStorageItems)
        restorer.restore(&parameters.secureStorageKeyList)
        if var info = parameters.closeAlertInfo {
            restorer.restore(&info.title)
            restorer.restore(&info.description)
            parameters.closeAlertInfo = info
        }
        if var info = parameters.jsonInfo {
            restorer.restore(&info.content)
            parameters.jsonInfo = info
        }
        if var info = parameters.analyticsInfo {
            restorer.restore(&info.pageName)
            restorer.restore(&info.componentName)
            restorer.restore(&info.elementType)
            restorer.restore(&info.data)
            parameters.analyticsInfo = info
        }
        if var info = parameters.universalBridgeInfo {
            restorer.restore(&info.key)
            restorer.restore(&info.value)
            restorer.restore(&info.description)
            parameters.universalBridgeInfo = info
        }
        self.parameters = .success(parameters)
        return restorer.isComplete
    }
}

/// Swaps placeholders for their strings and counts what it found.
private struct Restorer {
    let strings: [String: String]
    private var found: Set<String> = []
    private var repeated = false

    init(strings: [String: String]) {
        self.strings = strings
    }

    /// Every placeholder found, none twice.
    var isComplete: Bool { !repeated && found.count == strings.count }

    mutating func restore(_ value: inout String) {
        guard let original = strings[value] else { return }
        if !found.insert(value).inserted { repeated = true }
        value = original
    }

    mutating func restore(_ value: inout String?) {
        guard var text = value else { return }
        restore(&text)
        value = text
    }

    mutating func restore(_ values: inout [String]?) {
        guard var list = values else { return }
        for index in list.indices { restore(&list[index]) }
        values = list
    }

    /// Values only: keys are never lifted.
    mutating func restore(_ values: inout [String: String]?) {
        guard var dictionary = values else { return }
        for key in dictionary.keys { restore(&dictionary[key]) }
        values = dictionary
    }
}
