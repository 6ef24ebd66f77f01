import Foundation
import Testing
@testable import MiniAppKit

/// Hostile bundles are refused before anything is written, with a clear error.
@Suite struct BundleArchiveTests {
    let index = ZipFixture.Entry.file("index.html", Data("<h1>hi</h1>".utf8))

    func extract(_ entries: [ZipFixture.Entry], limits: BundleLimits = BundleLimits()) throws -> (Result<[BundleArchive.File], BundleError>, URL) {
        let zip = try ZipFixture.make(entries)
        defer { try? FileManager.default.removeItem(at: zip) }
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("unpacked-\(UUID().uuidString)")
        do {
            return (.success(try BundleArchive.extract(zip, to: target, limits: limits)), target)
        } catch {
            return (.failure(error), target)
        }
    }

    @Test func extractsAGoodBundle() throws {
        let (result, target) = try extract([index, .directory("js/"), .file("js/app.js", Data("x()".utf8), compressed: true)])
        defer { try? FileManager.default.removeItem(at: target) }
        #expect(try result.get().map(\.path) == ["index.html", "js/app.js"])
        #expect(try String(contentsOf: target.appendingPathComponent("js/app.js"), encoding: .utf8) == "x()")
    }

    /// Many zip tools write UTF-8 names without setting the "names are UTF-8" flag:
    /// such a name is read as UTF-8, and CP437 only when it is not valid UTF-8.
    @Test func readsUTF8NamesWithoutTheirFlagAsUTF8() throws {
        let zip = try ZipFixture.make([index, .file("café/メモ.txt", Data("x".utf8))])
        defer { try? FileManager.default.removeItem(at: zip) }
        var bytes = [UInt8](try Data(contentsOf: zip))
        // Clear bit 11 of the general-purpose flags in every local and central header.
        for offset in 0..<(bytes.count - 10) {
            let signature = UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
            if signature == 0x0403_4B50 { bytes[offset + 7] &= ~0x08 }
            if signature == 0x0201_4B50 { bytes[offset + 9] &= ~0x08 }
        }
        try Data(bytes).write(to: zip)
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("unpacked-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: target) }
        let files = try BundleArchive.extract(zip, to: target)
        #expect(files.map(\.path).sorted() == ["café/メモ.txt", "index.html"])
        #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent("café/メモ.txt").path))
    }

    @Test(arguments: [
        ("../evil.html", BundleError.Code.unsafePath),
        ("/etc/passwd", .unsafePath),
        ("a/../../b", .unsafePath),
        ("a\\b", .unsafePath),
        ("C:/x", .unsafePath),
        ("./index2.html", .unsafePath),
    ])
    func refusesUnsafePaths(path: String, code: BundleError.Code) throws {
        let (result, target) = try extract([index, .file(path, Data("x".utf8))])
        #expect(throws: BundleError.self) { try result.get() }
        if case .failure(let error) = result { #expect(error.code == code) }
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test func refusesSymlinks() throws {
        let (result, target) = try extract([index, .symlink("link", target: "/etc/passwd")])
        if case .failure(let error) = result { #expect(error.code == .link) } else { Issue.record("accepted a symlink") }
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test func refusesDuplicates() throws {
        let (result, _) = try extract([index, .file("a.js", Data("1".utf8)), .file("A.js", Data("2".utf8))])
        if case .failure(let error) = result { #expect(error.code == .duplicateEntry) } else { Issue.record("accepted duplicates") }
    }

    @Test func requiresIndexAtTheRoot() throws {
        let (result, _) = try extract([.file("app/index.html", Data("x".utf8))])
        if case .failure(let error) = result { #expect(error.code == .missingIndex) } else { Issue.record("accepted a bundle without index.html") }
    }

    @Test func enforcesSizeLimits() throws {
        let big = ZipFixture.Entry.file("big.bin", Data(count: 5000))
        let (perFile, _) = try extract([index, big], limits: BundleLimits(maxTotalBytes: 100_000, maxFileBytes: 4000))
        if case .failure(let error) = perFile { #expect(error.code == .tooLarge) } else { Issue.record("accepted a large file") }
        let (total, _) = try extract([index, big], limits: BundleLimits(maxTotalBytes: 4000, maxFileBytes: 100_000))
        if case .failure(let error) = total { #expect(error.code == .tooLarge) } else { Issue.record("accepted a large bundle") }
    }

    @Test func refusesZipBombs() throws {
        let (result, target) = try extract([index, .file("zeros.bin", Data(count: 8 << 20), compressed: true)])
        if case .failure(let error) = result { #expect(error.code == .zipBomb) } else { Issue.record("accepted a zip bomb") }
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test func refusesFilesThatAreNotZips() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("not-\(UUID().uuidString).zip")
        try Data("hello".utf8).write(to: url)
        #expect(throws: BundleError.self) { try BundleArchive.extract(url, to: url.appendingPathExtension("out")) }
    }

    /// Found by the `registry-ingest` fuzz target: an entry whose data cannot be read
    /// (here a local header naming compression method 99) passed the checks on the
    /// central directory, then failed extraction as `io` with ZIPFoundation's own
    /// message, which the registry reported as an I/O failure.
    @Test func anEntryWhoseDataCannotBeReadIsNotAZip() throws {
        let zip = try ZipFixture.make([index])
        defer { try? FileManager.default.removeItem(at: zip) }
        var bytes = [UInt8](try Data(contentsOf: zip))
        // The local header comes first, its compression method at byte 8.
        bytes[8] = 99
        try Data(bytes).write(to: zip)
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("unpacked-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: target) }
        #expect(throws: BundleError.self) { try BundleArchive.extract(zip, to: target) }
        do {
            try BundleArchive.extract(zip, to: target)
        } catch {
            #expect(error.code == .notAZip)
            #expect(error.message.hasPrefix("index.html cannot be read"))
        }
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }
}
