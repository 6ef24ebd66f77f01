import Foundation

/// `Telegram.WebApp.CloudStorage`, which Telegram's servers keep and this host answers
/// itself, with Telegram's limits: at most 1,024 keys per bot and user, each key 1 to
/// 128 characters of `A-Z a-z 0-9 _ -`, each value at most 4,096 characters.
///
/// The official JS reaches it through `web_app_invoke_custom_method` with
/// `saveStorageValue {key, value}`, `getStorageValues {keys}`, `deleteStorageValues
/// {keys}` and `getStorageKeys {}`; the answers are what it reads (`true`, a key →
/// value object with `""` for a missing key, the sorted keys). A call past a limit
/// fails with a Telegram-style code the page's callback receives as its error, and
/// changes nothing: `KEY_INVALID`, `VALUE_INVALID`, `QUOTA_EXCEEDED`, `PARAMS_INVALID`.
package struct TelegramCloudStorage: Sendable {
    package static let maxKeys = 1024
    package static let maxKeyLength = 128
    package static let maxValueLength = 4096

    let storage: SecureStorage

    /// Whether `method` is one of CloudStorage's.
    package static func handles(_ method: String) -> Bool {
        ["saveStorageValue", "getStorageValues", "deleteStorageValues", "getStorageKeys"].contains(method)
    }

    /// Runs CloudStorage's `method` with `params`; the result, or the failure code.
    package func invoke(_ method: String, params: JSONValue) async throws(TelegramFailure) -> JSONValue {
        switch method {
        case "saveStorageValue":
            guard let key = params["key"]?.stringValue else { throw TelegramFailure("PARAMS_INVALID") }
            try Self.check(key)
            guard let value = params["value"]?.stringValue else { throw TelegramFailure("VALUE_INVALID") }
            guard value.utf16.count <= Self.maxValueLength else { throw TelegramFailure("VALUE_INVALID") }
            let keys = await existingKeys()
            guard keys.contains(key) || keys.count < Self.maxKeys else { throw TelegramFailure("QUOTA_EXCEEDED") }
            do { try await storage.set([key: value]) } catch { throw TelegramFailure("QUOTA_EXCEEDED") }
            return .bool(true)
        case "getStorageValues":
            let keys = try Self.keys(in: params)
            var members: [(String, JSONValue)] = []
            for key in keys where !members.contains(where: { $0.0 == key }) {
                members.append((key, .string(await storage.value(of: key) ?? "")))
            }
            return .object(members)
        case "deleteStorageValues":
            let keys = try Self.keys(in: params)
            do {
                if await storage.exists { try await storage.remove(keys, ignoringAbsentKey: true) }
            } catch { throw TelegramFailure("UNKNOWN_ERROR") }
            return .bool(true)
        default:
            return .array(await existingKeys().map(JSONValue.string))
        }
    }

    private func existingKeys() async -> [String] {
        (try? await storage.keys()) ?? []
    }

    /// `keys`: one key or an array of them, each checked.
    private static func keys(in params: JSONValue) throws(TelegramFailure) -> [String] {
        let keys: [String]
        switch params["keys"] {
        case .string(let key)?: keys = [key]
        case .array(let items)?:
            keys = try items.map { item throws(TelegramFailure) in
                guard let key = item.stringValue else { throw TelegramFailure("KEY_INVALID") }
                return key
            }
        default: throw TelegramFailure("PARAMS_INVALID")
        }
        for key in keys { try check(key) }
        return keys
    }

    /// 1 to 128 characters of `A-Z a-z 0-9 _ -`.
    package static func check(_ key: String) throws(TelegramFailure) {
        guard (1...maxKeyLength).contains(key.count),
              key.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == "-") })
        else { throw TelegramFailure("KEY_INVALID") }
    }
}
