import Foundation
import Testing

/// `miniapp open` with a tabbed shell, end to end: the real CLI, one WebKitGTK engine per
/// tab in one GTK window under its own Xvfb, host events acting on tabs, and the
/// transcript tagged by tab.
@Suite(.serialized) struct ShellEndToEndTests {
    static let tabs = OpenRun.fixtures.appendingPathComponent("tabs")

    /// Three tabs: two run the command-line app under their own ids, one its own app.
    static func profile(events: String) -> String {
        """
        {
          "echoJSON": false,
          "selectedTab": "home",
          "tabs": [
            {"id": "home", "title": "Home", "icon": {"name": "go-home"}, "appId": "tab-home"},
            {"id": "list", "title": "List", "icon": {"font": "DejaVu Sans", "codePoint": "U+2630"}, "appId": "tab-list"},
            {"id": "more", "title": "More", "hidden": true, "app": "\(tabs.appendingPathComponent("other").path)", "appId": "tab-more"}
          ],
          "hostEvents": \(events)
        }
        """
    }

    @Test func liquidstateRequestsDriveTheRealTabBar() throws {
        let profile = """
            {
              "echoJSON": false,
              "tabs": [
                {"id": "switcher", "title": "Switcher", "app": "\(Self.tabs.appendingPathComponent("switcher").path)"},
                {"id": "receiver", "title": "Receiver", "app": "\(Self.tabs.appendingPathComponent("receiver").path)"}
              ]
            }
            """
        let run = try OpenRun.open([], profile: profile, timeout: 60)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let host = run.lines("host")
        let appearance = host.first { $0["name"] as? String == "tabAppearance" }
        #expect(appearance?["tab"] as? String == "receiver")
        #expect((appearance?["detail"] as? String)?.contains("Renamed") == true)
        #expect(host.contains { $0["name"] as? String == "tabSelected" && $0["tab"] as? String == "receiver" })
        let reports = host.filter { $0["name"] as? String == "sendJsonToHostapp" }.compactMap { $0["detail"] as? String }
        #expect(reports.contains { $0.hasPrefix("receiver ") && $0.contains(#""purpose":"switch_tab""#) && $0.contains(#""greeting":"hi""#) }, "reports: \(reports)")
        #expect(!reports.contains { $0.hasPrefix("switcher ") && $0.contains("error") }, "reports: \(reports)")
    }

    @Test func everyTabLoadsAndHostEventsActOnTheRightTab() throws {
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("tabs-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: screenshot) }
        let events = """
            [
              {"name": "selectTab", "tab": "list", "at": 100},
              {"name": "back", "at": 300},
              {"name": "json", "tab": "home", "text": "hello home", "at": 500},
              {"name": "selectTab", "tab": "home", "reset": true, "at": 700},
              {"name": "pause", "at": 900},
              {"name": "resume", "tab": "list", "at": 1000},
              {"name": "keyboardShown", "at": 1100},
              {"name": "json", "tab": "more", "text": "close", "at": 3000}
            ]
            """
        let run = try OpenRun.open([Self.tabs.appendingPathComponent("app").path, "--screenshot", screenshot.path], profile: Self.profile(events: events))
        #expect(run.status == 0, "stderr: \(run.stderr)")

        // Every tab started its own app and loaded.
        let starts = run.lines("session").filter { $0["event"] as? String == "start" }
        #expect(Set(starts.compactMap { $0["tab"] as? String }) == ["home", "list", "more"])
        #expect(starts.first { $0["tab"] as? String == "more" }?["appId"] as? String == "tab-more")
        #expect((starts.first { $0["tab"] as? String == "list" }?["url"] as? String)?.hasPrefix("mscheme.tab-list://miniapp/") == true)
        for tab in ["home", "list", "more"] {
            #expect(run.lines("load").contains { $0["tab"] as? String == tab && $0["event"] as? String == "finished" }, "tab \(tab) loaded")
        }

        // The shell's changes, in order, each tagged with its tab.
        let shell = run.lines("host").filter { ["tabSelected", "back"].contains($0["name"] as? String) }
        let steps = shell.map { "\($0["name"] ?? "") \($0["tab"] ?? "") \($0["detail"] ?? "")" }
        #expect(steps == ["tabSelected home ", "tabSelected list ", "back list ", "tabSelected home reset"])

        // back went to the selected tab (list) only; json to the tab it named.
        let reports = run.lines("host").filter { $0["name"] as? String == "sendJsonToHostapp" }
        #expect(reports.filter { ($0["detail"] as? String)?.hasPrefix("popstate") == true }.compactMap { $0["tab"] as? String } == ["list"])
        #expect(reports.contains { $0["tab"] as? String == "home" && $0["detail"] as? String == "json hello home" })

        // pause goes to every tab, resume only to the one it names, the keyboard to the selected one.
        let pushed = { (name: String) in Set(run.lines("event").filter { $0["name"] as? String == name }.compactMap { $0["tab"] as? String }) }
        #expect(pushed("miniapppause") == ["home", "list", "more"])
        #expect(pushed("miniappresume") == ["list"])
        #expect(pushed("miniappkeyboardshown") == ["home"])

        // reset: the home tab loaded its launch URL again.
        let homeLoads = run.lines("load").filter { $0["tab"] as? String == "home" && $0["event"] as? String == "finished" }
        #expect(homeLoads.count >= 2, "home loads: \(homeLoads)")

        // The hidden tab's mini app closed the run.
        #expect(run.lines("host").contains { $0["tab"] as? String == "more" && $0["name"] as? String == "close" })
        let end = run.lines("session").last
        #expect(end?["event"] as? String == "end")
        #expect(end?["outcome"] as? String == "closed")
        #expect(end?["openCalls"] as? Int == 0)

        // Every line but the run's end and the screenshots belongs to a tab.
        let untagged = run.transcript.filter { $0["tab"] == nil && $0["kind"] as? String != "screenshot" && $0["event"] as? String != "end" }
        #expect(untagged.isEmpty, "untagged: \(untagged)")

        let png = try Data(contentsOf: screenshot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(!run.lines("screenshot").isEmpty)
    }

    @Test func aProfileWithTabsNeedsNoCommandLineApp() throws {
        let profile = """
            {"echoJSON": false, "tabs": [
              {"id": "only", "title": "Only", "app": "\(Self.tabs.appendingPathComponent("other").path)"}
            ], "hostEvents": [{"name": "json", "text": "close", "at": 100}]}
            """
        let run = try OpenRun.open([], profile: profile)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.lines("session").first?["appId"] as? String == "other")
        #expect(run.lines("host").contains { $0["tab"] as? String == "only" && $0["name"] as? String == "close" })
    }

    @Test func badTabProfilesAreRefusedBeforeOpening() throws {
        let app = Self.tabs.appendingPathComponent("app").path
        let other = Self.tabs.appendingPathComponent("other").path
        let cases: [(arguments: [String], profile: String, message: String)] = [
            ([app], #"{"tabs": [{"id": "a"}, {"id": "b"}]}"#, "both run app id app"),
            ([app], #"{"tabs": [{"id": "a", "app": "\#(other)"}]}"#, "not used"),
            ([], #"{"tabs": [{"id": "a"}]}"#, "no mini app was given"),
            ([app], #"{"tabs": []}"#, "\"tabs\" is empty"),
            ([app], #"{"tabs": [{"id": "a"}, {"id": "a", "appId": "x"}]}"#, "two tabs have the id a"),
            ([app], #"{"tabs": [{"id": "a"}], "selectedTab": "z"}"#, "no tab has the id z"),
            ([app], #"{"tabs": [{"id": "a"}], "hostEvents": [{"name": "selectTab", "tab": "z"}]}"#, "no tab has the id z"),
            ([app], #"{"tabs": [{"id": "a"}], "hostEvents": [{"name": "back", "tab": "a"}]}"#, "acts on the selected tab"),
            ([app], #"{"tabs": [{"id": "a", "icon": {"font": "X", "codePoint": "D800"}}]}"#, "Unicode scalar"),
            ([app], #"{"tabs": [{"id": "a", "icon": {"size": 3}}]}"#, "a tab icon is"),
            ([app], #"{"tabs": [{"id": "a", "app": "/no/such/dir"}]}"#, "tab a: /no/such/dir: no such file"),
            ([], "{}", "give a mini app"),
        ]
        for (arguments, profile, message) in cases {
            let run = try OpenRun.open(arguments, profile: profile, timeout: 20)
            #expect(run.status == 64, "\(profile): status \(run.status)")
            #expect(run.stderr.contains(message), "\(profile): \(run.stderr)")
            #expect(run.transcript.isEmpty)
        }
    }
}
