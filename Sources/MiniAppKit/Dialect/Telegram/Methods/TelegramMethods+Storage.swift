import Foundation

extension TelegramMethods {
    /// DeviceStorage, SecureStorage and custom methods (CloudStorage among them).
    static var storage: [(TelegramMethod, Body)] {
        [
            (.deviceStorageSaveKey, .later { endpoint, call in await save(.deviceStorageSaveKey, endpoint.stores.device, call, limit: nil) }),
            (.deviceStorageGetKey, .later { endpoint, call in await get(.deviceStorageGetKey, endpoint.stores.device, call) }),
            (.deviceStorageClear, .later { endpoint, call in await clear(.deviceStorageClear, endpoint.stores.device, call) }),
            (.secureStorageSaveKey, .later { endpoint, call in
                await save(.secureStorageSaveKey, endpoint.stores.secure, call, limit: TelegramStores.secureStorageMaxItems)
            }),
            (.secureStorageGetKey, .later { endpoint, call in await get(.secureStorageGetKey, endpoint.stores.secure, call) }),
            (.secureStorageRestoreKey, .now { _, call in
                // Nothing was kept on another device for this host to restore.
                guard case .storageKey(_, let key) = call.parameters.arguments, key?.stringValue != nil else {
                    return refusal(.secureStorageRestoreKey, call, code: "KEY_INVALID")
                }
                return refusal(.secureStorageRestoreKey, call, code: "RESTORE_UNAVAILABLE")
            }),
            (.secureStorageClear, .later { endpoint, call in await clear(.secureStorageClear, endpoint.stores.secure, call) }),
            (.invokeCustomMethod, .later { endpoint, call in
                guard case .customMethod(let id, let method, let params) = call.parameters.arguments else { return .none }
                do throws(TelegramFailure) {
                    let result = try await endpoint.invokeCustomMethod(method, params: params)
                    return .event(TelegramEvent("custom_method_invoked", [("req_id", .string(id)), ("result", result)]))
                } catch {
                    return refusal(.invokeCustomMethod, call, code: error.code)
                }
            }),
        ]
    }

    /// `save_key`: a string value stores, `null` removes; as Telegram for iOS answers,
    /// a key that is not a string is `KEY_INVALID`, a value that is neither `VALUE_INVALID`,
    /// and a store past its limit `QUOTA_EXCEEDED`.
    private static func save(_ method: TelegramMethod, _ store: SecureStorage, _ call: Call, limit: Int?) async -> TelegramReply {
        guard case .storageSave(let id, let key, let value) = call.parameters.arguments else { return .none }
        guard let key = key?.stringValue else { return refusal(method, call, code: "KEY_INVALID") }
        let text: String?
        switch value {
        case .string(let string)?: text = string
        case .null?, nil: text = nil
        default: return refusal(method, call, code: "VALUE_INVALID")
        }
        if let limit, text != nil {
            let keys = (try? await store.keys()) ?? []
            guard keys.contains(key) || keys.count < limit else { return refusal(method, call, code: "QUOTA_EXCEEDED") }
        }
        do {
            try await store.store(text, for: key)
        } catch {
            return refusal(method, call, code: error.code == .full ? "QUOTA_EXCEEDED" : "UNKNOWN_ERROR")
        }
        return .event(TelegramEvent(method.successEvent ?? "", [("req_id", .string(id))]))
    }

    /// `get_key`: the value, or `null` for a key never stored. SecureStorage's answer says
    /// `can_restore: false`: this host keeps nothing of another device to restore.
    private static func get(_ method: TelegramMethod, _ store: SecureStorage, _ call: Call) async -> TelegramReply {
        guard case .storageKey(let id, let key) = call.parameters.arguments else { return .none }
        guard let key = key?.stringValue else { return refusal(method, call, code: "KEY_INVALID") }
        var members: [(String, JSONValue)] = [("req_id", .string(id)), ("value", await store.value(of: key).map(JSONValue.string) ?? .null)]
        if method == .secureStorageGetKey { members.append(("can_restore", .bool(false))) }
        return .event(TelegramEvent(method.successEvent ?? "", .object(members)))
    }

    private static func clear(_ method: TelegramMethod, _ store: SecureStorage, _ call: Call) async -> TelegramReply {
        guard case .request(let id) = call.parameters.arguments else { return .none }
        do {
            try await store.removeAll()
        } catch {
            return refusal(method, call, code: "UNKNOWN_ERROR")
        }
        return .event(TelegramEvent(method.successEvent ?? "", [("req_id", .string(id))]))
    }
}

extension TelegramEndpoint {
    /// A custom method: CloudStorage's, `getCurrentTime` (Unix seconds, as Telegram's demo
    /// reads it) and `getRequestedContact` (the contact last shared, `""` before one) are
    /// answered here; any other goes to the account's bot backend.
    func invokeCustomMethod(_ method: String, params: JSONValue) async throws(TelegramFailure) -> JSONValue {
        if TelegramCloudStorage.handles(method) { return try await stores.cloud.invoke(method, params: params) }
        switch method {
        case "getCurrentTime": return .number(Double(Int64(Date().timeIntervalSince1970)))
        case "getRequestedContact": return .string(sharedContact ?? "")
        default:
            guard let account = services.account else { throw .unsupported }
            return try await account.invokeCustomMethod(method, params: params)
        }
    }
}
