package import Foundation

/// Where a Telegram mini app's data lives: files beside its other data, under the
/// display's `<dataDirectory>/<appId>/`, each a ``SecureStorage`` (SQLite, one writer,
/// all-or-nothing batches, Data Protection on iOS). None exists until its first write.
///
/// - `telegram-devicestorage.sqlite`: `DeviceStorage`, 5 MB as Telegram allows a bot.
/// - `telegram-securestorage.sqlite`: `SecureStorage`, at most 10 items, as Telegram allows.
/// - `telegram-cloudstorage.sqlite`: `CloudStorage`, answered here with Telegram's
///   limits (``TelegramCloudStorage``).
/// - `telegram-state.sqlite`: what Telegram keeps per bot besides: biometric and
///   location access, the biometric token, the device id.
package struct TelegramStores: Sendable {
    /// DeviceStorage's limit: 5 MB per bot and user.
    package static let deviceStorageMaxBytes = 5 * 1024 * 1024
    /// SecureStorage's limit: 10 items per bot and user.
    package static let secureStorageMaxItems = 10

    package let device: SecureStorage
    package let secure: SecureStorage
    package let cloud: TelegramCloudStorage
    package let state: SecureStorage

    package init(directory: URL) {
        device = SecureStorage(directory: directory, fileName: "telegram-devicestorage.sqlite", maxBytes: Self.deviceStorageMaxBytes)
        secure = SecureStorage(directory: directory, fileName: "telegram-securestorage.sqlite", maxBytes: Self.deviceStorageMaxBytes)
        cloud = TelegramCloudStorage(storage: SecureStorage(directory: directory, fileName: "telegram-cloudstorage.sqlite", maxBytes: 16 * 1024 * 1024))
        state = SecureStorage(directory: directory, fileName: "telegram-state.sqlite", maxBytes: 1024 * 1024)
    }
}

extension SecureStorage {
    /// The value of `key`, `nil` when absent or before the first write.
    package func value(of key: String) -> String? {
        (try? get(key)) ?? nil
    }

    /// Stores `value` for `key`, or removes the key for `nil` (absent keys are no error).
    package func store(_ value: String?, for key: String) throws(StorageError) {
        if let value {
            try set([key: value])
        } else if exists {
            try remove([key], ignoringAbsentKey: true)
        }
    }

    /// Removes every entry; nothing to do before the first write.
    package func removeAll() throws(StorageError) {
        if exists { try clear() }
    }
}
