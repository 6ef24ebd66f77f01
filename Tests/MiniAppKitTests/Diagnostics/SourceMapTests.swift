import Foundation
@testable import MiniAppKit
import Testing

/// The source-map decoder and the resolver that maps a mini app's errors back to its sources.
struct SourceMapTests {
    /// `function explode(n){throw new Error("mapped "+n)}explode("boom");` from a
    /// five-line `src/mapped.ts` (the CLI fixture `errors/mapped.js`).
    static let fixtureMap = #"{"version":3,"file":"mapped.js","sources":["src/mapped.ts"],"names":[],"mappings":"AACA,SAAS,WACP,MAAM,IAAI,MAAM,YAClB,CACA"}"#

    @Test func vlqDigitsDecodeWithSignAndContinuation() throws {
        // A=0, C=1, D=-1, gB=16 (two digits, the first continued), 2H=123.
        let lines = try SourceMap.decode(mappings: "AAAA,CACC;gBAAD,2HAAA", sourceCount: 1)
        #expect(lines.count == 2)
        #expect(lines[0].map(\.generatedColumn) == [0, 1])
        #expect(lines[0][1].originalLine == 1 && lines[0][1].originalColumn == 1)
        // The column starts again on each line; the original position carries on.
        #expect(lines[1].map(\.generatedColumn) == [16, 139])
        #expect(lines[1][0].originalColumn == 0)
        #expect(lines[1][0].originalLine == 1)
    }

    @Test func aPlaceMapsToTheSegmentAtOrBeforeIt() throws {
        let map = try SourceMap(json: Data(Self.fixtureMap.utf8))
        let atThrow = try #require(map.original(line: 0, column: 20))
        #expect(atThrow.source == "src/mapped.ts" && atThrow.line == 2 && atThrow.column == 2)
        // Inside `throw`: still the `throw` segment.
        #expect(map.original(line: 0, column: 23)?.column == 2)
        #expect(map.original(line: 0, column: 49)?.line == 4)
        #expect(map.original(line: 1, column: 0) == nil)
        #expect(map.original(line: 7, column: 0) == nil)
    }

    @Test func unusableMapsSayWhy() {
        let cases: [(String, String)] = [
            (#"{"version":2,"sources":[],"mappings":""}"#, "version 2 is not supported"),
            (#"{"version":3,"sections":[]}"#, "index maps"),
            (#"{"version":3,"sources":["a.js"]}"#, "no \"mappings\""),
            (#"{"version":3,"sources":["a.js"],"mappings":"AA!A"}"#, "'!' is not a Base64 VLQ digit"),
            (#"{"version":3,"sources":["a.js"],"mappings":"ACAA"}"#, "source index 1 is out of range"),
            (#"{"version":3,"sources":["a.js"],"mappings":"AAg"}"#, "cut short"),
            (#"{"version":3,"sources":["a.js"],"mappings":"AA"}"#, "2 fields"),
            ("[]", "not a source map"),
        ]
        for (json, reason) in cases {
            let error = #expect(throws: SourceMap.Failure.self) { try SourceMap(json: Data(json.utf8)) }
            #expect(error?.description.contains(reason) == true, "\(json): \(error?.description ?? "no error")")
        }
    }

    @Test func sourceRootAndRelativeSourcesBecomeBundlePaths() throws {
        let map = try SourceMap(json: Data(#"{"version":3,"sourceRoot":"../src","sources":["a.ts"],"mappings":"AAAA"}"#.utf8))
        #expect(map.sources == ["../src/a.ts"])
        #expect(SourceMapResolver.sourcePath("../src/a.ts", besideScript: "js/app.js") == "src/a.ts")
        #expect(SourceMapResolver.sourcePath("./a.ts", besideScript: "app.js") == "a.ts")
        #expect(SourceMapResolver.sourcePath("webpack://app/a.ts", besideScript: "js/app.js") == "webpack://app/a.ts")
    }

    @Test func theResolverMapsAnErrorAndItsStackFromTheBundle() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sourcemap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("function explode(n){throw new Error(\"mapped \"+n)}explode(\"boom\");\n//# sourceMappingURL=mapped.js.map\n".utf8)
            .write(to: root.appendingPathComponent("mapped.js"))
        try Data(Self.fixtureMap.utf8).write(to: root.appendingPathComponent("mapped.js.map"))
        try Data("plain();\n".utf8).write(to: root.appendingPathComponent("plain.js"))
        try Data("x();\n//# sourceMappingURL=gone.js.map\n".utf8).write(to: root.appendingPathComponent("broken.js"))

        let resolver = SourceMapResolver(root: root, origin: WebOrigin(scheme: "mscheme.demo", host: "miniapp"))
        let error = ScriptError(
            source: .uncaught, name: "Error", message: "Error: mapped boom", url: "mscheme.demo://miniapp/mapped.js",
            location: .init(file: "mscheme.demo://miniapp/mapped.js", line: 1, column: 21),
            stack: "explode@mscheme.demo://miniapp/mapped.js:1:31\nglobal code@mscheme.demo://miniapp/mapped.js:1:57\nother@https://cdn.example/x.js:1:1")
        let resolved = resolver.resolve(error)
        #expect(resolved.location == .init(file: "mapped.js", line: 1, column: 21))
        #expect(resolved.original == .init(file: "src/mapped.ts", line: 3, column: 3))
        #expect(resolved.originalStack == "explode@src/mapped.ts:3:13\nglobal code@src/mapped.ts:5:1\nother@https://cdn.example/x.js:1:1")

        #expect(resolver.original(url: "mscheme.demo://miniapp/plain.js", line: 1, column: 1) == nil)
        #expect(resolver.original(url: "mscheme.other://miniapp/mapped.js", line: 1, column: 21) == nil)
        #expect(resolver.problems.isEmpty)
        #expect(resolver.original(url: "mscheme.demo://miniapp/broken.js", line: 1, column: 1) == nil)
        #expect(resolver.problems == ["broken.js: its map gone.js.map does not exist"])
    }

    /// Issue 29, defect 11: "inside the app" was checked on the lexical path, so a
    /// symbolic link in the app reached a map (or a script) outside it, and "is outside
    /// the mini app" versus "does not exist" told a page whether an outside file exists.
    /// Real paths are compared now, and every map outside reads as a missing one.
    @Test func mapsAndScriptsOutsideTheAppAreNeverReadAndReadAsMissing() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("sourcemap-outside-\(UUID().uuidString)")
        let root = base.appendingPathComponent("app")
        let files = FileManager.default
        try files.createDirectory(at: root.appendingPathComponent("js"), withIntermediateDirectories: true)
        defer { try? files.removeItem(at: base) }
        let script = "function explode(n){throw new Error(\"mapped \"+n)}explode(\"boom\");\n//# sourceMappingURL="
        try Data(Self.fixtureMap.utf8).write(to: base.appendingPathComponent("outside.map"))
        try Data((script + "mapped.js.map\n").utf8).write(to: base.appendingPathComponent("outside.js"))
        try Data(Self.fixtureMap.utf8).write(to: base.appendingPathComponent("mapped.js.map"))
        // A link to a map outside, a link to a script outside (whose map sits beside it,
        // outside too), a path up and out, an outside file that does not exist, and a link
        // to a folder outside.
        try files.createSymbolicLink(at: root.appendingPathComponent("link.map"), withDestinationURL: base.appendingPathComponent("outside.map"))
        try Data((script + "link.map\n").utf8).write(to: root.appendingPathComponent("linked.js"))
        try files.createSymbolicLink(at: root.appendingPathComponent("script.js"), withDestinationURL: base.appendingPathComponent("outside.js"))
        try Data((script + "../outside.map\n").utf8).write(to: root.appendingPathComponent("up.js"))
        try Data((script + "../nothing.map\n").utf8).write(to: root.appendingPathComponent("nothing.js"))
        try files.createSymbolicLink(at: root.appendingPathComponent("out"), withDestinationURL: base)
        try Data((script + "../out/outside.map\n").utf8).write(to: root.appendingPathComponent("js/folder.js"))
        // A link that stays inside the app is followed.
        try Data(Self.fixtureMap.utf8).write(to: root.appendingPathComponent("js/real.map"))
        try files.createSymbolicLink(at: root.appendingPathComponent("inside.map"), withDestinationURL: root.appendingPathComponent("js/real.map"))
        try Data((script + "inside.map\n").utf8).write(to: root.appendingPathComponent("inside.js"))

        let resolver = SourceMapResolver(root: root, origin: WebOrigin(scheme: "mscheme.demo", host: "miniapp"))
        func original(_ path: String) -> ScriptError.Location? {
            resolver.original(url: "mscheme.demo://miniapp/\(path)", line: 1, column: 21)
        }
        for path in ["linked.js", "script.js", "up.js", "nothing.js", "js/folder.js", "out/outside.js"] {
            #expect(original(path) == nil, "\(path) is mapped through a file outside the app")
        }
        #expect(resolver.problems == [
            "linked.js: its map link.map does not exist",
            "up.js: its map ../outside.map does not exist",
            "nothing.js: its map ../nothing.map does not exist",
            "js/folder.js: its map ../out/outside.map does not exist",
        ])
        #expect(original("inside.js") == .init(file: "src/mapped.ts", line: 3, column: 3))
    }

    @Test func theMappingCommentIsTheLastNonEmptyLine() {
        #expect(SourceMapResolver.mappingURL(in: "a();\n//# sourceMappingURL=a.js.map\n\n") == "a.js.map")
        #expect(SourceMapResolver.mappingURL(in: "a();\n//@ sourceMappingURL=old.map") == "old.map")
        #expect(SourceMapResolver.mappingURL(in: "//# sourceMappingURL=a.js.map\na();\n") == nil)
    }
}
