import Foundation
import MiniAppRegistry
import Testing

/// Every bundle the registry must refuse, refused with a clear reason and nothing stored.
@Suite("Hostile bundles")
struct HostileBundleTests {
    /// Incompressible bytes, so sizes on the wire match sizes in the zip.
    static func noise(_ count: Int) -> Data {
        var generator = SystemRandomNumberGenerator()
        return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }

    static let cases: [(name: String, reason: String, zip: @Sendable () throws -> Data)] = [
        ("a '..' entry", "unsafePath", { try BundleZip.minimal().adding("../escape.txt", "x").data() }),
        ("a nested '..' entry", "unsafePath", { try BundleZip.minimal().adding("js/../../escape.txt", "x").data() }),
        ("an absolute path", "unsafePath", { try BundleZip.minimal().adding("/etc/cron.d/evil", "x").data() }),
        ("a backslash path", "unsafePath", { try BundleZip.minimal().adding("..\\escape.txt", "x").data() }),
        ("a symbolic link", "link", { try BundleZip.minimal().addingLink("passwd", to: "/etc/passwd").data() }),
        ("a duplicate name", "duplicateEntry", { try BundleZip.minimal().adding("index.html", "again").data() }),
        ("a duplicate name in another case", "duplicateEntry", { try BundleZip.minimal().adding("INDEX.html", "again").data() }),
        ("no index.html", "missingIndex", { try BundleZip().adding("main.html", "x").data() }),
        ("index.html only in a folder", "missingIndex", { try BundleZip().adding("app/index.html", "x").data() }),
        ("a file over the per-file limit", "tooLarge", { try BundleZip.minimal().adding("big.bin", bytes: noise(2 << 20 + 1)).data() }),
        ("a bundle over the total limit", "tooLarge", {
            try BundleZip.minimal().adding("1.bin", bytes: noise(1_500_000)).adding("2.bin", bytes: noise(1_500_000))
                .adding("3.bin", bytes: noise(1_500_000)).data()
        }),
        ("too many entries", "tooManyFiles", {
            try (0..<60).reduce(BundleZip.minimal()) { $0.adding("f\($1).txt", "\($1)") }.data()
        }),
        ("a zip bomb", "zipBomb", { try BundleZip.minimal().adding("zeros.bin", bytes: Data(count: 1_900_000), deflate: true).data() }),
        ("not a zip", "notAZip", { Data("this is not a zip file at all".utf8) }),
        // Found by fuzzing: a deflate stream that has not ended when the file does once
        // held the upload's thread at full CPU for ever (BundleArchiveTests has both inputs).
        ("a deflate stream cut short", "notAZip", {
            Data(base64Encoded: "UEsDBBQAAAAIAMKdeF3xJ6pmERMAAAAAAABpAG4AAABkZXguaHRtbLPJKMnNsUscBUQDG31wkDIAUEsDBBQAAAAIANKdeF1o/gFDEAAAAA4AAAAJAAAAanMvYXDOq3NwS88uas7PSdXLyU/XMNQEAFBLAQIUAxQAAAAIAMKdeF3xJ6pmEQAAADkBAAAKAAAAAAAAAAAAAACAAQAAAABpbmRleC5odG1sUEsBAhQDFAAAAAgAwp14XWj+AUMQAAAADgAAAAkAAAAAAAAAAAAAAIABOQAAAGpzL2FwcC5qc1BLBQYAAAAAAgACAG8AAABwAAAAAAA=") ?? Data()
        }),
        // Found by fuzzing: a ZIP64 directory offset of 2^63 or more made ZIPFoundation trap
        // and end the server.
        ("a directory offset beyond the file", "notAZip", {
            Data(base64Encoded: "UAAAAAAAAAAAAAAAAAAAAP////////////////////////9QSwYGEwAAAAAAAHunOCNgAMKdWF2DBgAAAABQSwECAQADAAldMRbcjAEAAAABAAABAHvnOR69kFBLBgcAgAEAYwAAbWFpbi5odG1sUEsFBgAAAAABAAEAMwAAACglAAAAAA==") ?? Data()
        }),
        // Found by fuzzing under ASan: a stored block longer than its entry had zlib copy
        // heap memory from past the upload's bytes into the extracted file.
        ("a stored block longer than its entry", "notAZip", {
            Data(base64Encoded: "UEsDBBQAAAAIAMKdeF3xJ6pmEQAAADkBAAAKAAAAaW5kZXguaHRtiKj//wAAAAAAAAAUG31wkAEAUEsDBBQAAAAIAMKdeF1o/gFDEAAAAA4AAAAJAAAAanMvYXBwLmpzS87/////////Lk/XMNQEAFBLAQIUAxQAAAAIAMKdeF3xJ6pmEQAAADkBAAAKAAAAAAAAAAAAAACAAQAAAABpbmRleC5odG1sUEsBAhQDVAAAAAgAwp14XWj+AUMQAAAADnBwLmpzUEsFBgAAAAACAAIAbwAAAHAAAAAAAA==") ?? Data()
        }),
        ("an invalid manifest", "invalidManifest", { try BundleZip.minimal(["manifest.json": "{ not json"]).data() }),
        ("an icon.png that is not an image", "invalidIcon", { try BundleZip.minimal(["icon.png": "<html>not a picture</html>"]).data() }),
    ]

    @Test("hostile bundles are refused with a 422, their reason, and nothing stored", arguments: TestBackend.available)
    func refused(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            for hostile in Self.cases {
                let answer = try await registry.upload(try hostile.zip())
                #expect(answer.status == 422, "\(hostile.name)")
                #expect(answer.object["reason"] as? String == hostile.reason, "\(hostile.name)")
                #expect(answer.object["code"] as? Int == 422)
                #expect((answer.object["message"] as? String)?.contains("refused") == true, "\(hostile.name): \(answer.object)")
            }
            #expect(registry.blobCount() == 0)
            #expect(try await registry.store.versions(project: "demo", app: "hello").isEmpty)
            #expect(DataDirectory(registry.place.data).leftovers.isEmpty)
            let preview = try await registry.http.get("host/demo/miniapps/preview", headers: registry.apiKey)
            #expect(preview.array.isEmpty)
        }
    }

    @Test("an upload over the body limit is a 413 and nothing is stored", arguments: TestBackend.available)
    func oversizedUpload(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let answer = try await registry.upload(Self.noise(6 << 20))
            #expect(answer.status == 413)
            #expect(registry.blobCount() == 0)
            #expect(try await registry.upload(Data()).status == 400)
        }
    }
}
