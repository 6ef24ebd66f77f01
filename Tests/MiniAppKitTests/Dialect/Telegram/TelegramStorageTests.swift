import EngineConformance
import Foundation
import Testing
@testable import MiniAppKit

/// DeviceStorage, SecureStorage and CloudStorage, with Telegram's limits and error codes.
@MainActor
@Suite struct TelegramStorageTests {
    @Test func deviceStorageSavesReadsRemovesAndClears() async throws {
        let h = try TelegramHarness()
        #expect(await h.answer("web_app_device_storage_get_key", #"{"req_id":"0","key":"a"}"#).object?["value"] is NSNull)
        #expect(await h.answer("web_app_device_storage_clear", #"{"req_id":"c0"}"#).name == "device_storage_cleared")
        #expect(await h.answer("web_app_device_storage_save_key", #"{"req_id":"1","key":"a","value":"x"}"#).name == "device_storage_key_saved")
        let read = await h.answer("web_app_device_storage_get_key", #"{"req_id":"2","key":"a"}"#)
        #expect(read.name == "device_storage_key_received" && read.object?["value"] as? String == "x" && read.object?["req_id"] as? String == "2")
        #expect(await h.answer("web_app_device_storage_save_key", #"{"req_id":"3","key":"a","value":null}"#).name == "device_storage_key_saved")
        #expect(await h.answer("web_app_device_storage_get_key", #"{"req_id":"4","key":"a"}"#).object?["value"] is NSNull)
        _ = await h.answer("web_app_device_storage_save_key", #"{"req_id":"5","key":"b","value":"y"}"#)
        #expect(await h.answer("web_app_device_storage_clear", #"{"req_id":"6"}"#).object?["req_id"] as? String == "6")
        #expect(await h.answer("web_app_device_storage_get_key", #"{"req_id":"7","key":"b"}"#).object?["value"] is NSNull)
    }

    @Test func storageRefusesWhatTelegramRefuses() async throws {
        let h = try TelegramHarness()
        let key = await h.answer("web_app_device_storage_save_key", #"{"req_id":"k","key":5,"value":"x"}"#)
        #expect(key.name == "device_storage_failed" && key.object?["error"] as? String == "KEY_INVALID" && key.object?["req_id"] as? String == "k")
        #expect(await h.answer("web_app_device_storage_save_key", #"{"req_id":"v","key":"a","value":{}}"#).object?["error"] as? String == "VALUE_INVALID")
        #expect(await h.answer("web_app_secure_storage_get_key", #"{"req_id":"g"}"#).object?["error"] as? String == "KEY_INVALID")
        for index in 0..<10 {
            #expect(await h.answer("web_app_secure_storage_save_key", #"{"req_id":"s\#(index)","key":"k\#(index)","value":"v"}"#).name == "secure_storage_key_saved")
        }
        let full = await h.answer("web_app_secure_storage_save_key", #"{"req_id":"s10","key":"k10","value":"v"}"#)
        #expect(full.name == "secure_storage_failed" && full.object?["error"] as? String == "QUOTA_EXCEEDED")
        // Replacing an existing key is no new item.
        #expect(await h.answer("web_app_secure_storage_save_key", #"{"req_id":"r","key":"k3","value":"w"}"#).name == "secure_storage_key_saved")
        let secret = await h.answer("web_app_secure_storage_get_key", #"{"req_id":"g2","key":"k3"}"#)
        #expect(secret.object?["value"] as? String == "w" && secret.object?["can_restore"] as? Bool == false)
        #expect(await h.answer("web_app_secure_storage_clear", #"{"req_id":"c"}"#).name == "secure_storage_cleared")
        let big = String(repeating: "x", count: 3_000_000)
        #expect(await h.answer("web_app_device_storage_save_key", #"{"req_id":"b1","key":"a","value":"\#(big)"}"#).name == "device_storage_key_saved")
        #expect(await h.answer("web_app_device_storage_save_key", #"{"req_id":"b2","key":"b","value":"\#(big)"}"#).object?["error"] as? String == "QUOTA_EXCEEDED")
    }

    @Test func storageIsKeptPerMiniAppAcrossLaunches() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("telegram-stores-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = TelegramStores(directory: directory)
        try await first.device.store("kept", for: "a")
        #expect(await TelegramStores(directory: directory).device.value(of: "a") == "kept")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("telegram-devicestorage.sqlite").path))
    }

    private func cloud(_ h: TelegramHarness, _ method: String, _ params: String) async -> [String: Any]? {
        await h.answer("web_app_invoke_custom_method", #"{"req_id":"r","method":"\#(method)","params":\#(params)}"#).object
    }

    @Test func cloudStorageAnswersAsTelegramsServers() async throws {
        let h = try TelegramHarness()
        #expect(await cloud(h, "saveStorageValue", #"{"key":"name","value":"Ann"}"#)?["result"] as? Bool == true)
        #expect(await cloud(h, "saveStorageValue", #"{"key":"city_1","value":""}"#)?["result"] as? Bool == true)
        #expect(await cloud(h, "getStorageValues", #"{"keys":["name","missing","name"]}"#)?["result"] as? [String: String] == ["name": "Ann", "missing": ""])
        #expect(await cloud(h, "getStorageValues", #"{"keys":"name"}"#)?["result"] as? [String: String] == ["name": "Ann"])
        #expect(await cloud(h, "getStorageKeys", "{}")?["result"] as? [String] == ["city_1", "name"])
        #expect(await cloud(h, "deleteStorageValues", #"{"keys":["name","nothing"]}"#)?["result"] as? Bool == true)
        #expect(await cloud(h, "getStorageKeys", "{}")?["result"] as? [String] == ["city_1"])
        let time = try #require(await cloud(h, "getCurrentTime", "{}")?["result"] as? Int)
        #expect(abs(time - Int(Date().timeIntervalSince1970)) < 5)
        #expect(h.account.log.isEmpty)
    }

    @Test func cloudStorageLimitsFailWithClearCodesAndChangeNothing() async throws {
        let h = try TelegramHarness()
        let refusals: [(String, String, String)] = [
            ("saveStorageValue", #"{"key":"","value":"x"}"#, "KEY_INVALID"),
            ("saveStorageValue", #"{"key":"a b","value":"x"}"#, "KEY_INVALID"),
            ("saveStorageValue", #"{"key":"ключ","value":"x"}"#, "KEY_INVALID"),
            ("saveStorageValue", "{\"key\":\"\(String(repeating: "k", count: 129))\",\"value\":\"x\"}", "KEY_INVALID"),
            ("saveStorageValue", "{\"key\":\"a\",\"value\":\"\(String(repeating: "é", count: 4097))\"}", "VALUE_INVALID"),
            ("saveStorageValue", #"{"key":"a","value":5}"#, "VALUE_INVALID"),
            ("saveStorageValue", #"{"value":"x"}"#, "PARAMS_INVALID"),
            ("getStorageValues", #"{"keys":[1]}"#, "KEY_INVALID"),
            ("getStorageValues", "{}", "PARAMS_INVALID"),
            ("deleteStorageValues", #"{"keys":["ok","bad key"]}"#, "KEY_INVALID"),
        ]
        for (method, params, code) in refusals {
            let answer = await cloud(h, method, params)
            #expect(answer?["error"] as? String == code, "\(method) \(params.prefix(40))")
            #expect(answer?["req_id"] as? String == "r")
        }
        #expect(await cloud(h, "saveStorageValue", "{\"key\":\"\(String(repeating: "k", count: 128))\",\"value\":\"\(String(repeating: "é", count: 4096))\"}")?["result"] as? Bool == true)
        try await h.endpoint.stores.cloud.storage.set(Dictionary(uniqueKeysWithValues: (1..<TelegramCloudStorage.maxKeys).map { ("key\($0)", "v") }))
        #expect(await cloud(h, "saveStorageValue", #"{"key":"one_more","value":"x"}"#)?["error"] as? String == "QUOTA_EXCEEDED")
        #expect(await cloud(h, "saveStorageValue", #"{"key":"key7","value":"replaced"}"#)?["result"] as? Bool == true)
        #expect((await cloud(h, "getStorageKeys", "{}")?["result"] as? [String])?.count == TelegramCloudStorage.maxKeys)
    }
}
