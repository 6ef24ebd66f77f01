extension MiniAppMethods {
    /// Rows 22–26: the per-mini-app secure storage (§5.1).
    static var secureStorage: [M] {
        [set, get, remove, clear, size]
    }

    /// JE for a storage failure (§4.6).
    static func storageError(_ error: StorageError) -> String {
        switch error.code {
        case .full: MiniAppErrorText.json(type: "SecureStorageFullError", message: "Storage size exceeded")
        case .io: MiniAppErrorText.json(type: "SecureStorageIOError", message: "IO Error")
        case .unavailable: MiniAppErrorText.json(type: "SecureStorageUnavailableError", message: "Storage not available")
        }
    }

    /// Row 22. Without `secureStorageItems` 5.6.1 never answers; we send `unexpectedMessageFormat`.
    private static var set: M {
        M("setSecureStorageItems") { call, context in
            guard let items = call.parameters.secureStorageItems else {
                return .reply(.failure(MiniAppErrorText.unexpectedFormatJSON))
            }
            do throws(StorageError) {
                try await context.secureStorage.set(items)
                return .reply(.success("success"))
            } catch {
                return .reply(.failure(storageError(error)))
            }
        }
    }

    /// Row 23: an absent key is the 4-character string `null`, as in 5.6.1.
    private static var get: M {
        M("getSecureStorageItem") { call, context in
            guard let key = call.parameters.secureStorageKey else {
                return .reply(.failure(MiniAppErrorText.unexpectedFormatJSON))
            }
            do throws(StorageError) {
                return .reply(.success(try await context.secureStorage.get(key) ?? "null"))
            } catch {
                return .reply(.failure(storageError(error)))
            }
        }
    }

    /// Row 24.
    private static var remove: M {
        M("removeSecureStorageItems") { call, context in
            guard let keys = call.parameters.secureStorageKeyList else {
                return .reply(.failure(MiniAppErrorText.unexpectedFormatJSON))
            }
            do throws(StorageError) {
                try await context.secureStorage.remove(keys)
                return .reply(.success("success"))
            } catch {
                return .reply(.failure(storageError(error)))
            }
        }
    }

    /// Row 25: always `success`, even when there is nothing to clear.
    private static var clear: M {
        M("clearSecureStorage") { _, context in
            try? await context.secureStorage.clear()
            return .reply(.success("success"))
        }
    }

    /// Row 26.
    private static var size: M {
        M("getSecureStorageSize") { _, context in
            let (used, max) = await context.secureStorage.size()
            return .reply(.success("{\"used\":\(used),\"max\":\(max)}"))
        }
    }
}
