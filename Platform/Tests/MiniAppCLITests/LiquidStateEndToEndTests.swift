import Foundation
import Testing

/// The `liquidstate` dialect end to end: the real `miniapp` binary, WebKitGTK under
/// Xvfb, `liquidstate://` navigations from the page, `window.communicate` replies.
@Suite(.serialized) struct LiquidStateEndToEndTests {
    static let fixture = "\(OpenRun.fixtures.path)/liquidstate"

    static let profile = #"""
    {"echoJSON": false,
     "location": {"latitude": -27.502520099999998, "longitude": 153.0462454, "accuracy": 7.21},
     "liquidstate": {
       "online": false, "locale": "fr-CA",
       "biometrics": {"status": "available", "types": ["touch", "face"]},
       "tabs": [{"id": "t1", "title": "Home", "icon": "home"}, {"id": "t2", "title": "News"}, {"id": "t3", "title": "More"}]
     }}
    """#

    func run(_ scenario: String, profile: String = LiquidStateEndToEndTests.profile, timeout: Int = 60) throws -> OpenRun {
        try OpenRun.open([Self.fixture, "--query", "scenario=\(scenario)"], profile: profile, timeout: timeout)
    }

    /// Host activity lines as `name: detail`.
    func activity(_ run: OpenRun) -> [String] {
        run.lines("host").compactMap { line in
            guard let name = line["name"] as? String, name != "sendJsonToHostapp", name != "close" else { return nil }
            return "\(name): \(line["detail"] as? String ?? "")"
        }
    }

    func json(_ value: Any?) -> String {
        guard let value, JSONSerialization.isValidJSONObject(value),
              let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]) else { return "\(value ?? "nil")" }
        return String(decoding: data, as: UTF8.self)
    }

    func error(_ value: Any?) -> String? {
        ((value as? [String: Any])?["error"] as? [String: Any])?["type"] as? String
    }

    @Test func everyEventAnswersAsTheSeedShows() throws {
        let run = try run("events")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let r = try run.probeResults()
        #expect(json(r["online"]) == #"{"event_type":"online_status","purpose":"response","request_id":"q1","response_data":{"status":false}}"#)
        #expect(json(r["location"]) == #"{"event_type":"user_location","purpose":"response","request_id":"q2","response_data":{"location":{"accuracy":"7.21","latitude":"-27.502520099999998","longitude":"153.0462454"},"type":"fine"}}"#)
        let detail = #"{"feature":"biometrics","status":"available","type":["touch","face"]}"#
        #expect(json((r["biometrics"] as? [String: Any])?["response_data"]) == #"{"detail":\#(detail),"details":\#(detail),"status":"available"}"#)
        #expect(json((r["biometricsFlat"] as? [String: Any])?["response_data"]) == #"{"detail":\#(detail),"details":\#(detail),"status":"available"}"#)
        #expect(json((r["unknownFeature"] as? [String: Any])?["response_data"]) == #"{"status":"unknown"}"#)
        for key in ["openRelative", "openHttp", "authenticated", "appearance", "switchParams", "ready", "backOverride"] {
            #expect(r[key] as? String == "none", "\(key): \(json(r[key]))")
        }
        #expect(error(r["openOutside"]) == "path_outside_root")
        #expect(error(r["openMissing"]) == "file_not_found")
        #expect(error(r["openFileURL"]) == "path_outside_root")
        #expect(error(r["openBad"]) == "unsupported_path")
        #expect(error(r["appearanceUnknown"]) == "unknown_tab")
        #expect(error(r["switchUnknown"]) == "unknown_tab")
        #expect(json(r["switchMessage"]) == #"{"params":{"foo1":"bar1","foo2":"bar2"},"purpose":"switch_tab"}"#)
        let route = r["switchRoute"] as? [String: Any]
        #expect(route?["purpose"] as? String == "switch_tab" && route?["route"] as? String == "/page1" && route?.count == 2, "\(json(route))")

        let sample = URL(fileURLWithPath: Self.fixture).appendingPathComponent("files/sample.txt").resolvingSymlinksInPath().absoluteString
        #expect(activity(run) == [
            "external: \(sample)",
            "external: https://example.com/doc.pdf",
            "liquidstate.authentication: authenticated",
            "tabs.appearance: t1 title=Favourites icon=name:star hidden=false",
            "tabs.appearance: t3 title=Favoris icon=glyph:custom:U+E234 hidden=true",
            "tabs.select: t2 reset=true",
            "tabs.select: t1 reset=false",
        ])
        #expect(run.lines("event").filter { $0["dialect"] as? String == "liquidstate" }.count == 2)
        #expect(run.lines("session").last?["openCalls"] as? Int == 0)
    }

    @Test func requestsArriveByEveryNavigationPath() throws {
        let run = try run("paths")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let r = try run.probeResults()
        for via in ["href", "iframe", "open", "link"] {
            let reply = r[via] as? [String: Any]
            #expect(reply?["event_type"] as? String == "online_status", "\(via): \(json(r[via]))")
        }
        #expect(r["stillHere"] as? Bool == true)
        // Intercepted, never loaded: the only page loads are the mini app's.
        #expect(run.lines("load").allSatisfy { ($0["url"] as? String)?.hasPrefix("liquidstate:") != true })
    }

    @Test func malformedInputGetsDocumentedErrors() throws {
        let run = try run("malformed", timeout: 90)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let r = try run.probeResults()
        #expect(error(r["badEncoding"]) == "malformed_request")
        #expect(error(r["notJSON"]) == "malformed_request")
        #expect(r["notObject"] as? String == "timeout")
        #expect(r["idNotString"] as? String == "timeout")
        #expect(error(r["missingField"]) == "invalid_request")
        #expect(error(r["wrongType"]) == "invalid_request")
        #expect(error(r["unknownEvent"]) == "unknown_event")
        #expect(error(r["unknownDomain"]) == "unknown_event")
        #expect(error(r["severalMegabytes"]) == "request_too_large", "\(json(r["severalMegabytes"]))")
        #expect((r["afterwards"] as? [String: Any])?["event_type"] as? String == "online_status")
        // Errors without an id reach the transcript only.
        let failures = run.lines("failed").filter { $0["dialect"] as? String == "liquidstate" }.compactMap { $0["message"] as? String }
        #expect(failures.contains("the request must be a JSON object; got an array"))
        #expect(failures.contains("'request_id' must be a string; got a number"))
        #expect(failures.contains { $0.contains("percent-encoded") })
    }

    @Test func backOverrideTakesTheHostsBackAction() throws {
        let profile = #"{"echoJSON": false, "hostEvents": [{"name": "back", "at": 800}, {"name": "back", "at": 1800}]}"#
        let run = try run("back", profile: profile)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let r = try run.probeResults()
        #expect(json(r["lifecycle"]) == #"{"id":"back","purpose":"lifecycle"}"#)
        #expect(r["lifecycleCount"] as? Int == 1)
        #expect(activity(run) == ["liquidstate.backOverride: enabled", "liquidstate.backOverride: disabled"])
    }

    @Test func notificationsWaitForReadinessInOrder() throws {
        let profile = #"""
        {"echoJSON": false, "liquidstate": {"notifications": [
          {"id": "n1", "title": "First", "at": 0}, {"id": "n2", "title": "Second", "body": "two", "at": 100},
          {"id": "n3", "title": "Third", "at": 300}, {"id": "n4", "title": "Later", "at": 1800}]}}
        """#
        let run = try run("notifications", profile: profile)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(activity(run) == [
            "liquidstate.notification: n1 | First",
            "liquidstate.notification: n2 | Second | two",
            "liquidstate.notification: n3 | Third",
            "liquidstate.notification: n4 | Later",
        ])
        // Nothing was presented before the page said it was ready.
        let readyAt = run.lines("call").first { $0["action"] as? String == "set_notification_presentation_status" }?["t"] as? Double ?? .infinity
        let presented = run.lines("host").filter { $0["name"] as? String == "liquidstate.notification" }.compactMap { $0["t"] as? Double }
        #expect(presented.allSatisfy { $0 >= readyAt })
    }

    @Test func clearAllAndResetReloadAndKeepAuthentication() throws {
        let run = try run("lifecycle")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let r = try run.probeResults()
        #expect(r["stages"] as? String == "cleared, reset, reloaded")
        #expect(activity(run) == [
            "liquidstate.authentication: authenticated",
            "liquidstate.backOverride: enabled",
            "liquidstate.backOverride: disabled",
            "liquidstate.clearall: ",
            "tabs.reset: t1",
            "liquidstate.reset: ",
            "tabs.reset: t1",
        ], "\(activity(run))")
        #expect(run.lines("load").filter { $0["event"] as? String == "finished" }.count == 3)
    }

    /// The showcase page, opened as a mini app of its own (`miniapp open` starts at
    /// `index.html`), sends every event with `?autorun=1` and counts the answers.
    @Test func showcasePageAnswersEveryEvent() throws {
        let showcase = OpenRun.root.appendingPathComponent("Examples/Showcase")
        let app = FileManager.default.temporaryDirectory.appendingPathComponent("liquid-showcase-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: app) }
        for name in ["style.css", "manifest.json"] {
            try FileManager.default.copyItem(at: showcase.appendingPathComponent(name), to: app.appendingPathComponent(name))
        }
        try FileManager.default.copyItem(at: showcase.appendingPathComponent("liquidstate.html"), to: app.appendingPathComponent("index.html"))
        let run = try OpenRun.open([app.path, "--query", "autorun=1"], profile: Self.profile)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let summary = run.lines("console").compactMap { $0["text"] as? String }.first { $0.contains("liquidstate showcase: ") }
        #expect(summary?.hasSuffix(" ok, 0 errors") == true, "summary: \(summary ?? "none")")
    }

    @Test func everyLocationErrorReason() throws {
        let cases: [(String, String)] = [
            (#""location": {"error": "denied"}"#, "nopermission"),
            (#""liquidstate": {"locationError": "disabled"}"#, "disabled"),
            (#""liquidstate": {"locationError": "nolocation"}"#, "nolocation"),
            (#""liquidstate": {"locationError": "unknown", "locationErrorMessage": "GPS chip on fire"}"#, "unknown"),
        ]
        for (fragment, reason) in cases {
            let run = try run("location", profile: #"{"echoJSON": false, \#(fragment)}"#)
            #expect(run.status == 0, "stderr: \(run.stderr)")
            let data = ((try run.probeResults())["location"] as? [String: Any])?["response_data"] as? [String: Any]
            #expect(data?["type"] as? String == "none")
            let failure = data?["error"] as? [String: Any]
            #expect(failure?["reason"] as? String == reason, "\(reason): \(json(data))")
            #expect((failure?["message"] as? String)?.isEmpty == false)
        }
    }
}
