import Foundation
import MiniAppKit
import Testing

/// A real temporary mini app directory, with a secret file beside it and a symlink out.
struct FileServerFixture: ~Copyable {
    let base: URL
    let root: URL
    let server: MiniAppFileServer

    init() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("fileserver-\(UUID().uuidString)")
        root = base.appendingPathComponent("app")
        let files = FileManager.default
        try files.createDirectory(at: root.appendingPathComponent("sub/dir"), withIntermediateDirectories: true)
        try files.createDirectory(at: root.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try Data("<h1>home</h1>".utf8).write(to: root.appendingPathComponent("index.html"))
        try Data("<p>sub</p>".utf8).write(to: root.appendingPathComponent("sub/index.html"))
        try Data("export const x = 1".utf8).write(to: root.appendingPathComponent("sub/dir/mod.mjs"))
        try Data("0123456789".utf8).write(to: root.appendingPathComponent("digits.txt"))
        try Data("a b".utf8).write(to: root.appendingPathComponent("with space.json"))
        try Data("secret".utf8).write(to: base.appendingPathComponent("secret.txt"))
        try files.createSymbolicLink(at: root.appendingPathComponent("escape.txt"), withDestinationURL: base.appendingPathComponent("secret.txt"))
        try files.createSymbolicLink(at: root.appendingPathComponent("inside.txt"), withDestinationURL: root.appendingPathComponent("digits.txt"))
        server = MiniAppFileServer(root: root)
    }

    func get(_ url: String, headers: [String: String] = [:]) -> SchemeResponse {
        server.respond(to: SchemeRequest(url: URL(string: url) ?? URL(fileURLWithPath: "/"), headers: headers))
    }

    deinit {
        try? FileManager.default.removeItem(at: base)
    }
}

@Suite struct MiniAppFileServerTests {
    @Test func servesIndexForEmptyPathAndTrailingSlash() throws {
        let fixture = try FileServerFixture()
        for url in ["mscheme.app://miniapp", "mscheme.app://miniapp/", "mscheme.app://miniapp/?q=1#top"] {
            let response = fixture.get(url)
            #expect(response.status == 200, "\(url)")
            #expect(response.body == Data("<h1>home</h1>".utf8))
            #expect(response.mimeType == "text/html; charset=utf-8")
        }
        #expect(fixture.get("mscheme.app://miniapp/sub/").body == Data("<p>sub</p>".utf8))
        #expect(fixture.get("mscheme.app://miniapp/sub").body == Data("<p>sub</p>".utf8))
    }

    @Test func setsHeadersAndTypes() throws {
        let fixture = try FileServerFixture()
        let module = fixture.get("mscheme.app://miniapp/sub/dir/mod.mjs?v=2")
        #expect(module.status == 200)
        #expect(module.mimeType == "application/javascript; charset=utf-8")
        #expect(module.headers["Accept-Ranges"] == "bytes")
        #expect(module.headers["Cache-Control"] == "no-cache")
        #expect(module.headers["Content-Length"] == "18")
        #expect(fixture.get("mscheme.app://miniapp/with%20space.json").body == Data("a b".utf8))
    }

    @Test func refusesEscapes() throws {
        let fixture = try FileServerFixture()
        let attempts = [
            "mscheme.app://miniapp/../secret.txt",
            "mscheme.app://miniapp/sub/../../secret.txt",
            "mscheme.app://miniapp/%2E%2E/secret.txt",
            "mscheme.app://miniapp/sub%2F..%2F..%2Fsecret.txt",
            "mscheme.app://miniapp/..%5Csecret.txt",
            "mscheme.app://miniapp/digits.txt%00.html",
            "mscheme.app://miniapp/escape.txt",
            "mscheme.app://miniapp/missing.txt",
            "mscheme.app://miniapp/empty/",
            "mscheme.app://miniapp/\(FileManager.default.temporaryDirectory.path)/secret.txt",
        ]
        for url in attempts {
            let response = fixture.get(url)
            #expect(response.status == 404, "\(url)")
            #expect(response.body == Data("not found".utf8), "\(url)")
        }
        #expect(fixture.get("mscheme.app://miniapp/inside.txt").status == 200)
    }

    @Test(arguments: [
        ("bytes=2-4", "234", "bytes 2-4/10"),
        ("bytes=7-", "789", "bytes 7-9/10"),
        ("bytes=-3", "789", "bytes 7-9/10"),
        ("bytes=8-100", "89", "bytes 8-9/10"),
        ("bytes=0-0, 5-6", "0", "bytes 0-0/10"),
        ("BYTES=2-4", "234", "bytes 2-4/10"),
        ("bytes=20-30, 7-8", "78", "bytes 7-8/10"),
        // Positions past Int.max mean past the end of any file (issue 29, defect 4:
        // `end + 1` trapped the host at Int.max).
        ("bytes=0-9223372036854775807", "0123456789", "bytes 0-9/10"),
        ("bytes=3-99999999999999999999999", "3456789", "bytes 3-9/10"),
        ("bytes=-9223372036854775807", "0123456789", "bytes 0-9/10"),
        ("bytes=-99999999999999999999999", "0123456789", "bytes 0-9/10"),
    ])
    func servesRanges(header: String, body: String, contentRange: String) throws {
        let fixture = try FileServerFixture()
        let response = fixture.get("mscheme.app://miniapp/digits.txt", headers: ["Range": header])
        #expect(response.status == 206)
        #expect(response.body == Data(body.utf8))
        #expect(response.headers["Content-Range"] == contentRange)
        #expect(response.headers["Content-Length"] == String(body.utf8.count))
    }

    @Test(arguments: [
        "bytes=10-", "bytes=5-2", "bytes=-0", "bytes=x-y", "bytes=", "bytes=-", "bytes=+1-2", "bytes=1-+2", "bytes=1 - 2",
        "bytes=9223372036854775807-", "bytes=9223372036854775807-9223372036854775807", "bytes=99999999999999999999-",
        "bytes=0-1-2", "bytes=--1", "bytes=10-20, 30-",
    ])
    func refusesUnsatisfiableRanges(header: String) throws {
        let fixture = try FileServerFixture()
        let response = fixture.get("mscheme.app://miniapp/digits.txt", headers: ["Range": header])
        #expect(response.status == 416)
        #expect(response.headers["Content-Range"] == "bytes */10")
    }

    /// A range of a unit the server does not know must be ignored (RFC 9110 §14.2).
    @Test(arguments: ["items=0-1", "bytes 0-1", "none"])
    func ignoresRangesOfAnotherUnit(header: String) throws {
        let fixture = try FileServerFixture()
        let response = fixture.get("mscheme.app://miniapp/digits.txt", headers: ["Range": header])
        #expect(response.status == 200)
        #expect(response.body == Data("0123456789".utf8))
    }

    @Test func mediaTypes() {
        #expect(MediaType.forPath("a/b.WASM") == "application/wasm")
        #expect(MediaType.forPath("font.woff2") == "font/woff2")
        #expect(MediaType.forPath("clip.mp4") == "video/mp4")
        #expect(MediaType.forPath("noext") == "application/octet-stream")
        #expect(MediaType.forPath("dir.v1/noext") == "application/octet-stream")
    }
}
