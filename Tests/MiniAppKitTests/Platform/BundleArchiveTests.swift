import Foundation
import Testing
@testable import MiniAppBundle
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

    /// Extracts the zip `base64` encodes; the extracted files, or the refusal. Either way
    /// the zip is deleted, and a refusal must leave no folder behind.
    func extract(base64: String) throws -> Result<[BundleArchive.File], BundleError> {
        let zip = FileManager.default.temporaryDirectory.appendingPathComponent("zip-\(UUID().uuidString).zip")
        try #require(Data(base64Encoded: base64)).write(to: zip)
        defer { try? FileManager.default.removeItem(at: zip) }
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("unpacked-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: target) }
        do throws(BundleError) {
            let files = try BundleArchive.extract(zip, to: target)
            for file in files {
                let size = (try? FileManager.default.attributesOfItem(atPath: target.appendingPathComponent(file.path).path))?[.size] as? Int
                #expect(size == file.size && file.size > 0, "\(file.path)")
            }
            return .success(files)
        } catch {
            #expect(!FileManager.default.fileExists(atPath: target.path))
            return .failure(error)
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

    /// Found by the `bundle` and `registry-ingest` fuzz targets: a deflated entry whose
    /// stream has not ended when the file does. ZIPFoundation's Linux inflater read past
    /// the entry to the end of the file and then asked for more for ever, at full CPU,
    /// so before ``ZipEntryReader`` these extractions never returned; now each stops at
    /// the entry's last compressed byte and is refused naming the entry.
    @Test(arguments: [
        // The directory says 211 compressed bytes for 200,000; the stream runs on.
        "UEsDBBQAAAAIAMKdBgVLUOBc0wAAAEANAwAKACEBAAAAAAAAaHRtbO3BMQEAAADCoPVPbQZ/oAAAAAAAAAAAAAD/////AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAACIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAbmRleC5odG1s7cExAQAAAMKg9U9tBn+gAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACQAAACA1wBQSwECFAMUAAAACADCnXhde1jgXNMAAABADQMACgAAAAAAAAAAAAAAgAEAAAAAaW5kZXguaHRtbFBLBQYAAAAAAQABADgAAAD7AAAAAAA=",
        // Two entries; the first's stream is cut short.
        "UEsDBBQAAAAIAMKdeF3xJ6pmERMAAAAAAABpAG4AAABkZXguaHRtbLPJKMnNsUscBUQDG31wkDIAUEsDBBQAAAAIANKdeF1o/gFDEAAAAA4AAAAJAAAAanMvYXDOq3NwS88uas7PSdXLyU/XMNQEAFBLAQIUAxQAAAAIAMKdeF3xJ6pmEQAAADkBAAAKAAAAAAAAAAAAAACAAQAAAABpbmRleC5odG1sUEsBAhQDFAAAAAgAwp14XWj+AUMQAAAADgAAAAkAAAAAAAAAAAAAAIABOQAAAGpzL2FwcC5qc1BLBQYAAAAAAgACAG8AAABwAAAAAAA=",
    ])
    func aDeflateStreamCutShortIsRefusedNotFollowedForEver(base64: String) throws {
        let error = try #require(throws: BundleError.self) { try extract(base64: base64).get() }
        #expect(error.code == .notAZip, "\(error)")
        #expect(error.message.hasPrefix("index.html cannot be read"), "\(error.message)")
    }

    /// Found by the `bundle` fuzz target in its hour on the final code, under ASan: a
    /// heap over-read in zlib. ZIPFoundation's inflater tells zlib that every input chunk
    /// is a full buffer long, so when an entry's last chunk is shorter and its stream
    /// still wants bytes (here a stored block claiming 65,531 of them from a 17-byte
    /// entry), zlib copied heap memory beyond the chunk into the file being extracted.
    /// ``ZipEntryReader`` now hands over each entry's compressed bytes as one chunk of
    /// exactly the buffer's size, so zlib never reads past them and the entry is refused
    /// as cut short.
    @Test func aStoredBlockLongerThanItsEntryIsRefusedWithoutReadingPastIt() throws {
        let base64 = "UEsDBBQAAAAIAMKdeF3xJ6pmEQAAADkBAAAKAAAAaW5kZXguaHRtiKj//wAAAAAAAAAUG31wkAEAUEsDBBQAAAAIAMKdeF1o/gFDEAAAAA4AAAAJAAAAanMvYXBwLmpzS87/////////Lk/XMNQEAFBLAQIUAxQAAAAIAMKdeF3xJ6pmEQAAADkBAAAKAAAAAAAAAAAAAACAAQAAAABpbmRleC5odG1sUEsBAhQDVAAAAAgAwp14XWj+AUMQAAAADnBwLmpzUEsFBgAAAAACAAIAbwAAAHAAAAAAAA=="
        let error = try #require(throws: BundleError.self) { try extract(base64: base64).get() }
        #expect(error.code == .notAZip, "\(error)")
        #expect(error.message.hasSuffix("(the deflate stream ends before its end marker)"), "\(error.message)")

        // What zlib gave out: before, the 65,531 bytes it copied from past the entry.
        let bytes = [UInt8](try #require(Data(base64Encoded: base64)))
        let record = try #require(try ZipLayout(bytes).records.first)
        var delivered = 0
        #expect(throws: ZipEntryReader.Damaged.self) { try ZipEntryReader.read(record, in: bytes) { delivered += $0.count } }
        #expect(delivered < Int(record.compressedSize), "a stored block yields fewer bytes than it takes")
    }

    /// Zips written by other tools extract with ``ZipLayout`` and ``ZipEntryReader``:
    /// ZIP64 fields, data descriptors, folder entries, a comment that looks like the end
    /// record; each file comes out with the bytes the archive's own CRC-32 vouches for.
    @Test(arguments: [
        // Info-ZIP 3.0 `zip -r`, with a folder entry and Unix extra fields.
        "UEsDBAoAAAAAAIAMeV0K+k+3CwAAAAsAAAAKABwAaW5kZXguaHRtbFVUCQADfzsGa387Bmt1eAsAAQQAAAAABAAAAAA8aDE+eDwvaDE+ClBLAwQKAAAAAACADHldAAAAAAAAAAAAAAAAAwAcAGpzL1VUCQADfzsGa387Bmt1eAsAAQQAAAAABAAAAABQSwMEFAAAAAgAgAx5Xe+00OQ/AAAAbwAAAAkAHABqcy9hcHAuanNVVAkAA387Bmt/OwZrdXgLAAEEAAAAAAQAAAAADczBAcAwCAOx/02DbULC/ou1GkDChOYwXB6LCgkZBTU6aNBFDy0uLGwc3PjgwRc/vKSIyF+GNDlkyCWPLF18UEsBAh4DCgAAAAAAgAx5XQr6T7cLAAAACwAAAAoAGAAAAAAAAQAAAKSBAAAAAGluZGV4Lmh0bWxVVAUAA387Bmt1eAsAAQQAAAAABAAAAABQSwECHgMKAAAAAACADHldAAAAAAAAAAAAAAAAAwAYAAAAAAAAABAA7UFPAAAAanMvVVQFAAN/OwZrdXgLAAEEAAAAAAQAAAAAUEsBAh4DFAAAAAgAgAx5Xe+00OQ/AAAAbwAAAAkAGAAAAAAAAQAAAKSBjAAAAGpzL2FwcC5qc1VUBQADfzsGa3V4CwABBAAAAAAEAAAAAFBLBQYAAAAAAwADAOgAAAAOAQAAAAA=",
        // Info-ZIP `zip -fz`: ZIP64 sizes in the extra fields.
        "UEsDBC0AAAAAAIAMeV0K+k+3//////////8KADAAaW5kZXguaHRtbFVUCQADfzsGa387Bmt1eAsAAQQAAAAABAAAAAABABAACwAAAAAAAAALAAAAAAAAADxoMT54PC9oMT4KUEsDBC0AAAAAAIAMeV0AAAAA//////////8DADAAanMvVVQJAAN/OwZrfzsGa3V4CwABBAAAAAAEAAAAAAEAEAAAAAAAAAAAAAAAAAAAAAAAUEsDBC0AAAAIAIAMeV3vtNDk//////////8JADAAanMvYXBwLmpzVVQJAAN/OwZrfzsGa3V4CwABBAAAAAAEAAAAAAEAEABvAAAAAAAAAD8AAAAAAAAADczBAcAwCAOx/02DbULC/ou1GkDChOYwXB6LCgkZBTU6aNBFDy0uLGwc3PjgwRc/vKSIyF+GNDlkyCWPLF18UEsBAh4DLQAAAAAAgAx5XQr6T7cLAAAA/////woAJAAAAAAAAQAAAKSBAAAAAGluZGV4Lmh0bWxVVAUAA387Bmt1eAsAAQQAAAAABAAAAAABAAgACwAAAAAAAABQSwECHgMKAAAAAACADHldAAAAAAAAAAD/////AwAkAAAAAAAAABAA7UFjAAAAanMvVVQFAAN/OwZrdXgLAAEEAAAAAAQAAAAAAQAIAAAAAAAAAAAAUEsBAh4DLQAAAAgAgAx5Xe+00OQ/AAAA/////wkAJAAAAAAAAQAAAKSBtAAAAGpzL2FwcC5qc1VUBQADfzsGa3V4CwABBAAAAAAEAAAAAAEACABvAAAAAAAAAFBLBgYsAAAAAAAAAB4DLQAAAAAAAAAAAAMAAAAAAAAAAwAAAAAAAAAMAQAAAAAAAEoBAAAAAAAAUEsGBwAAAABWAgAAAAAAAAEAAABQSwUGAAAAAAMAAwAMAQAA/////wAA",
        // Python `zipfile` with `force_zip64`.
        "UEsDBC0AAAAIAAAAIQDvhh67//////////8KABQAaW5kZXguaHRtbAEAEAAmAgAAAAAAABIAAAAAAAAAs8kwtMvItNEHUjajzFEmdiYAUEsDBC0AAAAIAAAAIQAm8NsA//////////8JABQAanMvYXBwLmpzAQAQAIgTAAAAAAAAFgAAAAAAAADtwTEBAAAAwqDai28KP6AAAAAAgLcBUEsBAi0DLQAAAAgAAAAhAO+GHrsSAAAAJgIAAAoAAAAAAAAAAAAAAIABAAAAAGluZGV4Lmh0bWxQSwECLQMtAAAACAAAACEAJvDbABYAAACIEwAACQAAAAAAAAAAAAAAgAFOAAAAanMvYXBwLmpzUEsFBgAAAAACAAIAbwAAAJ8AAAAAAA==",
        // Python `zipfile` writing to a stream: data descriptors after each entry.
        "UEsDBBQACAAIAHoMeV0AAAAAAAAAAAAAAAAKAAAAaW5kZXguaHRtbLPJMLTLyLTRB1I2o8xRJnYmAFBLBwjvhh67EgAAACYCAABQSwMEFAAIAAgAegx5XQAAAAAAAAAAAAAAAAUAAABhLnR4dEtMSk4cRcQhAFBLBwiEuMTQCQAAACwBAABQSwECFAMUAAgACAB6DHld74YeuxIAAAAmAgAACgAAAAAAAAAAAAAAgAEAAAAAaW5kZXguaHRtbFBLAQIUAxQACAAIAHoMeV2EuMTQCQAAACwBAAAFAAAAAAAAAAAAAACAAUoAAABhLnR4dFBLBQYAAAAAAgACAGsAAACGAAAAAAA=",
        // an archive comment that holds an end-of-directory signature.
        "UEsDBBQAAAAIAH0MeV0TjxBoCwAAAAsAAAAKAAAAaW5kZXguaHRtbLPJMLTLyLTRB1IAUEsBAhQDFAAAAAgAfQx5XROPEGgLAAAACwAAAAoAAAAAAAAAAAAAAIABAAAAAGluZGV4Lmh0bWxQSwUGAAAAAAEAAQA4AAAAMwAAABAAUEsFBiBub3QgdGhlIGVuZA==",
    ])
    func zipsFromOtherToolsExtract(base64: String) throws {
        let files = try extract(base64: base64).get()
        #expect(files.contains { $0.path == "index.html" })
    }

    /// Found by the `registry-ingest` fuzz target: a ZIP64 end record whose directory
    /// offset is 2^63 or more made ZIPFoundation trap (the whole process ended) while it
    /// listed the entries. ``ZipLayout`` reads the zip first and refuses it.
    @Test func aDirectoryOffsetBeyondTheFileIsRefusedBeforeZIPFoundationSeesIt() throws {
        let error = try #require(throws: BundleError.self) { try extract(base64: "UAAAAAAAAAAAAAAAAAAAAP////////////////////////9QSwYGEwAAAAAAAHunOCNgAMKdWF2DBgAAAABQSwECAQADAAldMRbcjAEAAAABAAABAHvnOR69kFBLBgcAgAEAYwAAbWFpbi5odG1sUEsFBgAAAAABAAEAMwAAACglAAAAAA==").get() }
        #expect(error.code == .notAZip, "\(error)")
        #expect(error.message.contains("is not a well-formed zip archive"), "\(error.message)")
    }

    /// Found by the `bundle` fuzz target: ZIPFoundation took a size from an entry's
    /// extra field that our reading of the directory did not, and adding such sizes up
    /// overflowed (a trap). The two readings must now agree before any size is added.
    @Test func sizesTheTwoReadersDisagreeOnAreRefusedBeforeTheyAreAdded() throws {
        let error = try #require(throws: BundleError.self) { try extract(base64: "UEsDBBQAAAAAAMKdeF2D5SOMAQAACAEAAAAKAH4AaW5kZXhoBlBLBS4AAAAAAQAAOAABAEMBAAAAAQAVAAAAFQAAAA0AAABtYW5pZmVzdC6Wk29feWiJXI6vmo2SlnNzaZWRjN3F38qCUEsBAhQDbWFuaWZlc3QuanNvbhaMAAAAAQAAAAoAAAAAAAAAAAAAEIABAAAAAGZuZGV4Lmh0bWxQSwECFAOUAAgA/////////3NeAAAAAAAAAC8ADQAnAAAAAAAAygAAAAAAAAAAfX19fX19fV19fX19fX19fX19fX19fX19fX19fX19fX19fX19AAAAAQAAAQAAAAAAAHgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAB9fX19fX1fbG8AAMKdeF2DFtxvblBLBQYAAAAAAgACAHMAAABpAAAAAAA=").get() }
        #expect(error.code == .notAZip, "\(error)")
    }
}
