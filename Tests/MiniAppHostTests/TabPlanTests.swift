import Foundation
@testable import MiniAppHost
import MiniAppKit
import Testing

/// The profile's `tabs`: decoding, the checks, and how they combine with the command-line app.
struct TabPlanTests {
    static func decode(_ json: String) throws -> HostProfile {
        try JSONDecoder().decode(HostProfile.self, from: Data(json.utf8))
    }

    static func located(_ path: String, appId: String?) -> MiniAppLocator.Located {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let source: MiniAppSource = path.contains("://")
            ? .remote(URL(string: path) ?? URL(fileURLWithPath: path)) : .directory(URL(fileURLWithPath: path))
        return MiniAppLocator.Located(source: source, identity: MiniAppIdentity(appId: appId ?? name), manifest: MiniAppManifest())
    }

    static func plan(_ json: String, commandLineApp: String? = nil) throws -> TabPlan {
        try TabPlan.make(
            profile: try decode(json), profileDirectory: URL(fileURLWithPath: "/profiles"),
            commandLineApp: commandLineApp.map { located($0, appId: nil) }, locate: { located($0, appId: $1) })
    }

    @Test func iconsDecodeInEveryDocumentedSpelling() throws {
        let profile = try Self.decode("""
            {"tabs": [
              {"id": "a", "icon": {"name": "go-home"}},
              {"id": "b", "icon": {"font": "F", "codePoint": "e88a"}},
              {"id": "c", "icon": {"font": "F", "codePoint": "U+E88A"}},
              {"id": "d", "icon": {"font": "F", "codePoint": "0xE88A"}},
              {"id": "e", "icon": {"font": "F", "codePoint": 59530}},
              {"id": "f", "title": "Eff", "hidden": true}
            ]}
            """)
        let tabs = try #require(profile.tabs)
        #expect(tabs[0].icon == .named("go-home"))
        #expect(tabs[1...4].allSatisfy { $0.icon == .glyph(font: "F", codePoint: 0xE88A) })
        #expect(tabs[5].appearance == TabAppearance(title: "Eff", icon: nil, hidden: true))
        #expect(tabs[0].appearance == TabAppearance(title: "a", icon: .named("go-home"), hidden: false))
        let encoded = try JSONEncoder().encode(profile)
        #expect(try JSONDecoder().decode(HostProfile.self, from: encoded).tabs == tabs)
    }

    @Test func badIconsAreRefusedWithTheRule() {
        for (icon, words) in [
            (#"{"name": ""}"#, "must not be empty"),
            (#"{"font": "F"}"#, "a tab icon is"),
            (#"{"codePoint": "41"}"#, "a tab icon is"),
            (#"{"font": "F", "codePoint": "D800"}"#, "Unicode scalar"),
            (#"{"font": "F", "codePoint": "110000"}"#, "Unicode scalar"),
            (#"{"font": "F", "codePoint": "zz"}"#, "Unicode scalar"),
            (#"{"font": "F", "codePoint": true}"#, "codePoint"),
        ] {
            let error = #expect(throws: (any Error).self) {
                _ = try Self.decode(#"{"tabs": [{"id": "a", "icon": \#(icon)}]}"#)
            }
            #expect(error.map { "\($0)".contains(words) } == true, "\(icon): \(String(describing: error))")
        }
    }

    @Test func theCommandLineAppFillsTabsWithoutAnApp() throws {
        let plan = try Self.plan("""
            {"selectedTab": "b", "tabs": [
              {"id": "a", "appId": "first"}, {"id": "b", "appId": "second"}, {"id": "c", "app": "other", "appId": "third"},
              {"id": "d", "app": "https://example.com/app/", "appId": "web"}
            ]}
            """, commandLineApp: "/apps/main")
        #expect(plan.selectedTab == "b")
        #expect(plan.tabs.map(\.app.identity.appId) == ["first", "second", "third", "web"])
        #expect(plan.tabs[0].app.source == .directory(URL(fileURLWithPath: "/apps/main")))
        #expect(plan.tabs[2].app.source == .directory(URL(fileURLWithPath: "/profiles/other")), "relative to the profile")
        #expect(plan.tabs[3].app.source == .remote(try #require(URL(string: "https://example.com/app/"))), "URLs pass through unchanged")
        #expect(try Self.plan(#"{"tabs": [{"id": "x", "app": "/abs/app"}]}"#).selectedTab == "x")
    }

    @Test func everyBadCombinationHasItsOwnMessage() {
        let cases: [(String, String?, String)] = [
            (#"{"tabs": []}"#, "/a", #""tabs" is empty"#),
            (#"{"tabs": [{"id": ""}]}"#, "/a", "empty \"id\""),
            (#"{"tabs": [{"id": "x"}, {"id": "x"}]}"#, "/a", "two tabs have the id x"),
            (#"{"tabs": [{"id": "x"}], "selectedTab": "y"}"#, "/a", "no tab has the id y"),
            (#"{"tabs": [{"id": "x"}], "hostEvents": [{"name": "selectTab"}]}"#, "/a", "selectTab needs \"tab\""),
            (#"{"tabs": [{"id": "x"}], "hostEvents": [{"name": "json", "tab": "q"}]}"#, "/a", "host event json: no tab has the id q"),
            (#"{"tabs": [{"id": "x"}], "hostEvents": [{"name": "back", "tab": "x"}]}"#, "/a", "acts on the selected tab"),
            (#"{"tabs": [{"id": "x"}]}"#, nil, "tab x has no \"app\""),
            (#"{"tabs": [{"id": "x", "app": "/b"}]}"#, "/a", "is not used"),
            (#"{"tabs": [{"id": "x"}, {"id": "y"}]}"#, "/a", "tabs x and y both run app id a"),
            (#"{"tabs": [{"id": "x", "app": "/b"}, {"id": "y", "app": "/c", "appId": "b"}]}"#, nil, "tabs x and y both run app id b"),
        ]
        for (json, app, message) in cases {
            let error = #expect(throws: TabPlan.Failure.self) {
                _ = try Self.plan(json, commandLineApp: app)
            }
            #expect(error?.description.contains(message) == true, "\(json): \(String(describing: error))")
        }
    }

    @MainActor @Test func aScopedTranscriptTagsEveryLine() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("transcript-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            let transcript = try Transcript(path: url.path)
            transcript.record("session", ["event": .string("end")])
            let tab = transcript.scoped(tab: "home \"1\"")
            tab.record(.finished(URL(string: "mscheme.x://miniapp/index.html")))
            tab.scoped(tab: "list").record("host", ["name": .string("back")])
        }
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(!lines[0].contains("\"tab\""))
        #expect(lines[1].contains(#""kind":"load","tab":"home \"1\"","event":"finished""#))
        #expect(lines[2].contains(#""kind":"host","tab":"list","name":"back""#))
    }
}
