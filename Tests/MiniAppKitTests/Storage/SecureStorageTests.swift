import Foundation
import Testing
@testable import MiniAppKit

/// The secure storage on a real SQLite file (§5.1).
@Suite final class SecureStorageTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("storage-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func isUnavailableUntilTheFirstWrite() async throws {
        let storage = SecureStorage(directory: directory)
        await #expect(throws: StorageError(.unavailable, "Storage not available")) { try await storage.load() }
        try await storage.set(["a": "1"])
        try await storage.load()
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("securestorage.sqlite").path))
    }

    @Test func persistsAcrossInstances() async throws {
        try await SecureStorage(directory: directory).set(["key": "välue ✓"])
        #expect(try await SecureStorage(directory: directory).get("key") == "välue ✓")
    }

    /// Keys and values are kept whole, NUL characters included: none is cut at the
    /// first NUL, so two keys that differ after one stay two keys.
    @Test func keepsNULCharactersInKeysAndValues() async throws {
        try await SecureStorage(directory: directory).set(["k\0a": "v1\0tail", "k\0b": "v2"])
        let storage = SecureStorage(directory: directory)
        #expect(try await storage.get("k\0a") == "v1\0tail")
        #expect(try await storage.get("k\0b") == "v2")
        #expect(try await storage.get("k") == nil)
    }

    @Test func writesAllOrNothingAtTheLimit() async throws {
        let storage = SecureStorage(directory: directory, maxBytes: 30_000)
        try await storage.set(["small": "x"])
        let batch = Dictionary(uniqueKeysWithValues: (0..<50).map { ("k\($0)", String(repeating: "v", count: 1000)) })
        await #expect(throws: StorageError.self) { try await storage.set(batch) }
        #expect(try await storage.get("k0") == nil)
        #expect(try await storage.get("small") == "x")
        #expect(await storage.size().used <= 30_000)
    }

    @Test func removesAndClears() async throws {
        let storage = SecureStorage(directory: directory)
        try await storage.set(["a": "1", "b": "2"])
        await #expect(throws: StorageError.self) { try await storage.remove(["zzz"]) }
        try await storage.remove(["a", "zzz"])
        #expect(try await storage.get("a") == nil)
        try await storage.clear()
        #expect(try await storage.get("b") == nil)
    }
}
