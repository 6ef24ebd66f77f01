import Foundation
import Testing

/// `miniapp open` end to end: the real CLI, WebKitGTK under its own Xvfb, our bridge
/// JS, the native side and the transcript.
@Suite(.serialized) struct OpenEndToEndTests {
    static let quietProfile = #"{"echoJSON": false}"#

    @Test func showcaseAutorunAnswersEveryCall() throws {
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-\(UUID().uuidString).png")
        let run = try OpenRun.open(["Examples/Showcase", "--query", "autorun=1", "--screenshot", screenshot.path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.everyCallAnswered())
        let summary = run.lines("console").compactMap { $0["text"] as? String }.first { $0.contains("showcase: ") && $0.contains(" ok, ") }
        #expect(summary?.contains(" 0 errors") == true, "summary: \(summary ?? "none")")
        let png = try Data(contentsOf: screenshot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(run.lines("load").contains { $0["event"] as? String == "finished" })
    }

    @Test func hostileInputIsAnsweredAsSpecified() throws {
        let run = try OpenRun.open(["\(OpenRun.fixtures.path)/probe", "--query", "scenario=hostile"], profile: Self.quietProfile, timeout: 120)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let results = try run.probeResults()
        let unexpected = "EunexpectedMessageFormat: Please check the message format that is sent to Javascript SDK."
        for key in ["notJSON", "object", "number", "nullBody", "undefinedBody", "wrongType", "wrongNested", "wrongEnum", "missingId", "numericId", "missingAction"] {
            #expect(results[key] as? String == unexpected, "\(key): \(results[key] ?? "nil")")
        }
        #expect((results["unknownAction"] as? String)?.hasPrefix(#"E{"type":"FAILED_TO_CONFORM_PROTOCOL""#) == true)
        #expect((results["duplicateId"] as? [String]) == ["Sminiapp-unique-id-0001", "Sfalse"])
        #expect((results["tenMegabytes"] as? String)?.hasPrefix(#"E{"type":"PayloadTooLargeError""#) == true)
        #expect(results["oneMegabyte"] as? String == "SSUCCESS")
        let flood = results["flood"] as? [String: Any]
        #expect(flood?["fulfilled"] as? Int == 10_000)
        #expect(flood?["rejected"] as? Int == 0)
        #expect(run.everyCallAnswered())
        #expect(run.lines("session").last?["openCalls"] as? Int == 0)
    }

    @Test func accessRulesRefuseIframesAndForeignCode() throws {
        let run = try OpenRun.open(["\(OpenRun.fixtures.path)/probe", "--query", "scenario=access"], profile: Self.quietProfile)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let results = try run.probeResults()
        #expect(results["mainFrame"] as? String == "ok miniapp-unique-id-0001")
        #expect((results["publicHandler"] as? String)?.contains("main-frame-only") == true)
        let frames = results["frames"] as? [String: String] ?? [:]
        #expect(frames.count == 3, "frames: \(frames)")
        for (name, outcome) in frames {
            #expect(outcome.hasPrefix("error") && outcome.contains("main-frame-only"), "\(name): \(outcome)")
        }
        let enumerable = results["enumerable"] as? [String: Int]
        #expect(enumerable?.values.allSatisfy { $0 == 0 } == true, "handler names are enumerable: \(enumerable ?? [:])")
        let rules = Set(run.lines("denied").compactMap { $0["rule"] as? String })
        #expect(rules == ["main-frame-only"])
    }

    @Test func eventsPermissionsAndStorageReachThePage() throws {
        let profile = #"{"echoJSON": false, "sendJsonOnLoad": "{\"greeting\":\"山田 \\\"q\\\" \\\\ 😀\"}"}"#
        let run = try OpenRun.open(["\(OpenRun.fixtures.path)/probe", "--query", "scenario=events"], profile: profile)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let results = try run.probeResults()
        #expect(results["storage"] as? String == "error: MiniApp Secure Storage Error")
        #expect(results["json"] as? String == #"{"greeting":"山田 \"q\" \\ 😀"}"#)
        #expect(results["userName"] as? String == "Taro Yamada")
        #expect((results["contactsBeforeGrant"] as? String)?.contains("contactsPermissionError") == true)
        #expect((results["grant"] as? String)?.contains(#""status":"ALLOWED""#) == true)
        #expect(results["contactsAfterGrant"] as? Int == 2)
        #expect((results["undeclared"] as? String)?.contains(#""status":"DENIED""#) == true)
        #expect(results["setItem"] as? String == "ok")
        #expect(results["getItem"] as? String == #"こんにちは "quoted" \ 😀"#)
        #expect(run.lines("event").contains { $0["name"] as? String == "miniappsecurestorageloaderror" })
    }

    @Test func aHostedMiniAppOnAPortGetsTheBridge() throws {
        // WebKit's script allow-list cannot name a port; the bridge checks the origin itself.
        let server = try LocalHTTPServer(serving: OpenRun.root.appendingPathComponent("Examples/Showcase"))
        defer { server.stop() }
        let run = try OpenRun.open(["http://127.0.0.1:\(server.port)/index.html", "--app-id", "hosted", "--query", "autorun=1"], profile: Self.quietProfile, timeout: 60)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.everyCallAnswered())
        #expect(run.lines("call").count > 20)
    }

    @Test func aPageOnAnotherOriginIsRefused() throws {
        let server = try LocalHTTPServer(serving: OpenRun.fixtures.appendingPathComponent("away"))
        defer { server.stop() }
        let run = try OpenRun.open([
            "\(OpenRun.fixtures.path)/probe", "--load-external-in-view",
            "--query", "scenario=away&to=http://127.0.0.1:\(server.port)/away.html",
        ], profile: Self.quietProfile, timeout: 8)
        #expect(run.status == 1)
        let denials = run.lines("denied")
        #expect(!denials.isEmpty)
        #expect(denials.allSatisfy { $0["rule"] as? String == "same-origin" })
        #expect(run.lines("load").contains { ($0["url"] as? String)?.hasPrefix("http://127.0.0.1") == true })
    }

    @Test func aForeignBridgeWorksAgainstOurNativeSide() throws {
        let script = OpenRun.fixtures.appendingPathComponent("reference-bridge/bridge.js").path
        let run = try OpenRun.open(["Examples/Showcase", "--query", "autorun=1", "--bridge-script", script])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.everyCallAnswered())
        #expect(run.lines("denied").isEmpty)
        #expect(run.lines("call").count > 40)
        // The page's console reaches the transcript with a foreign bridge too.
        let summary = run.lines("console").compactMap { $0["text"] as? String }.first { $0.contains("showcase: ") && $0.contains(" ok, ") }
        #expect(summary != nil, "console lines: \(run.lines("console").count)")
    }

    @Test func badArgumentsFailClearly() throws {
        let missing = try OpenRun.run(["open", "/no/such/miniapp"])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("no such file or directory"))
        let grant = try OpenRun.run(["open", "Examples/Showcase", "--grant", "rakuten.miniapp.NOPE"])
        #expect(grant.status == 64)
        #expect(grant.stderr.contains("not a custom permission"))
    }

    @Test func loadFailuresAndTimeoutsExitNonZero() throws {
        let failed = try OpenRun.open(["http://127.0.0.1:59999/"], timeout: 20)
        #expect(failed.status == 2, "stderr: \(failed.stderr)")
        #expect(failed.stderr.contains("failed to load"))
        let slow = try OpenRun.open(["\(OpenRun.fixtures.path)/probe", "--query", "scenario=wait"], timeout: 3)
        #expect(slow.status == 1)
        #expect(slow.stderr.contains("timed out"))
    }
}

/// Every event the host pushes reaches the page with the specified message.
@Suite(.serialized) struct PushedEventsEndToEndTests {
    @Test func everyPushedEventArrives() throws {
        let profile = #"""
        {"echoJSON": false, "hostEvents": [
          {"name": "pause", "at": 50}, {"name": "resume", "at": 100},
          {"name": "keyboardShown", "at": 150}, {"name": "keyboardHidden", "at": 200},
          {"name": "json", "at": 250, "text": "{\"n\":1}"}]}
        """#
        let run = try OpenRun.open(["\(OpenRun.fixtures.path)/probe", "--query", "scenario=hostEvents"], profile: profile)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let results = try run.probeResults()
        let seen = (results["seen"] as? [[String: Any]] ?? []).map { "\($0["name"] ?? ""): \($0["message"] ?? "")" }
        #expect(seen == [
            "miniappsecurestorageloaderror: MiniApp Secure Storage Error",
            "miniapppause: Host app will resign active",
            "miniappresume: Host app did become active",
            "miniappkeyboardshown: Keyboard was shown",
            "miniappkeyboardhidden: Keyboard was hidden",
            "miniappreceivejsoninfo: {\"n\":1}",
            "miniapppause: MiniApp opened external webview",
            "miniappwebviewclosed: https://example.com/elsewhere",
            "miniappresume: MiniApp close external webview",
        ], "\(seen)")
        let keyboard = (results["seen"] as? [[String: Any]] ?? []).first { $0["name"] as? String == "miniappkeyboardshown" }
        #expect(keyboard?["heights"] as? [String] == ["44.0", "844.0", "336.0"])
        #expect(results["stillHere"] as? String == "mscheme.probe:")
        #expect(run.lines("host").contains { $0["name"] as? String == "external" && $0["detail"] as? String == "https://example.com/elsewhere" })
    }

    @Test func secureStorageIsReadyOnTheNextLaunch() throws {
        let first = try OpenRun.open(["\(OpenRun.fixtures.path)/probe", "--query", "scenario=events"], profile: #"{"echoJSON": false, "sendJsonOnLoad": "x"}"#)
        #expect(try first.probeResults()["storage"] as? String == "error: MiniApp Secure Storage Error")
        // Same data directory: the store created by the first run now exists.
        let second = try OpenRun.run([
            "open", "\(OpenRun.fixtures.path)/probe", "--query", "scenario=events", "--headless",
            "--data", first.directory.appendingPathComponent("data").path,
            "--transcript", first.directory.appendingPathComponent("second.jsonl").path,
            "--profile", first.directory.appendingPathComponent("profile.json").path,
        ], in: first.directory)
        #expect(second.status == 0, "stderr: \(second.stderr)")
        let lines = try String(contentsOf: first.directory.appendingPathComponent("second.jsonl"), encoding: .utf8)
        #expect(lines.contains(#""name":"miniappsecurestorageready""#))
        #expect(lines.contains(#"ready: MiniApp Secure Storage Ready"#))
    }
}

/// Error paths through the real engine: a host that refuses everything.
@Suite(.serialized) struct RefusingHostEndToEndTests {
    static let refusing = #"""
    {"uniqueId": {"error": "no id today"}, "userName": {"error": "no name"},
     "permissions": {"custom": {"rakuten.miniapp.user.USER_NAME": "ALLOWED", "rakuten.miniapp.user.PROFILE_PHOTO": "ALLOWED"},
                     "customDefault": "DENIED", "device": "DENIED"},
     "ads": {"loadError": "no fill", "showError": "no fill"}, "shareError": "share refused",
     "hostMessagingError": "host busy", "themeColors": {"error": "no theme"}, "echoJSON": false}
    """#

    /// The value of the first reply to `action`.
    func reply(_ run: OpenRun, _ action: String) -> String? {
        run.lines("reply").first { $0["action"] as? String == action }?["value"] as? String
    }

    @Test func everyRefusalHasItsSpecifiedError() throws {
        let run = try OpenRun.open(["Examples/Showcase", "--query", "autorun=1"], profile: Self.refusing)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.everyCallAnswered())
        #expect(reply(run, "getUniqueId") == "no id today")
        #expect(reply(run, "getUserName") == "no name")
        #expect(reply(run, "requestPermission") == "DENIED: User has explicitly denied authorization")
        #expect(reply(run, "getContacts") == #"{"type":"contactsPermissionError","message":"Cannot get contacts: Permission has not been accepted yet for getting contacts."}"#)
        #expect(reply(run, "getPoints") == #"{"type":"pointsPermissionError","message":"Cannot get points: Permission has not been accepted yet for getting points."}"#)
        #expect(reply(run, "getAccessToken") == #"{"type":"accessTokenPermissionError","message":"Cannot get access token: Permission has not been accepted yet for getting access token."}"#)
        #expect(reply(run, "getCurrentPosition") == #"{"code":1,"message":"User denied Geolocation"}"#)
        #expect(reply(run, "downloadFile") == #"{"type":"userDenied","message":"User denied to share the detail"}"#)
        #expect(reply(run, "shareInfo") == "share refused")
        #expect(reply(run, "loadAd") == "no fill")
        #expect(reply(run, "sendJsonToHostapp") == #"{"type":"host busy","message":"host busy"}"#)
        #expect(reply(run, "getHostAppThemeColors") == #"{"type":"FAILED_TO_CONFORM_PROTOCOL","message":"Host app failed to implement required interface"}"#)
        #expect(reply(run, "sendMessageToContactId") == "contactsPermissionError: Cannot get contacts: Permission has not been accepted yet for getting contacts.")
    }

    @Test func aRefusedRequiredPermissionStopsTheLaunch() throws {
        let run = try OpenRun.open(["Examples/Showcase"], profile: #"{"permissions": {"customDefault": "DENIED"}}"#, timeout: 20)
        #expect(run.status == 3)
        #expect(run.stderr.contains("Mini App has not been granted all of the required permissions."))
    }
}

/// js-miniapp 1.17+'s actions through `miniapp open`: the profile's `services`, the SDK's
/// own preferences, and `miniAppFinishedLoading` in the transcript.
@Suite struct NewerServicesEndToEndTests {
    @Test func aNewerMiniAppGetsItsAnswersAndTheTranscriptHearsItLoaded() throws {
        let profile = #"""
            {"echoJSON": false, "services": {"loggedIn": false, "simInstalled": {"error": "FAILED_TO_CHECK"}},
             "hostEvents": [{"name": "queryParams", "at": 100, "text": "navigateTo=home&x=1"}]}
            """#
        let run = try OpenRun.open(["\(OpenRun.fixtures.path)/newer"], profile: profile)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let results = try run.probeResults()
        func ok(_ name: String) -> Any? { (results[name] as? [String: Any])?["ok"] }
        #expect(ok("finished") as? String == "SUCCESS")
        #expect(ok("set") as? String == "SUCCESS")
        #expect(ok("get") as? String == "dark")
        #expect(ok("loggedIn") as? Bool == false)
        #expect(ok("phone") as? String == "+81-90-1234-5678")
        #expect((results["sim"] as? [String: Any])?["error"] as? String == "FAILED_TO_CHECK: Failed to check the SIM")
        #expect(ok("purchase") as? String == "transaction-product-1")
        #expect(ok("features") as? Bool == true)
        let query = results["queryParams"] as? [[String: String]]
        #expect(query == [["name": "navigateTo", "value": "home"], ["name": "x", "value": "1"]])
        #expect(run.lines("host").contains { $0["name"] as? String == "miniAppFinishedLoading" })
        #expect(run.everyCallAnswered())
    }
}
