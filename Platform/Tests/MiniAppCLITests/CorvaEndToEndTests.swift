import Foundation
import Testing

/// `miniapp open corva:…` end to end: the real CLI in WebKitGTK under Xvfb, against a
/// local server playing both the Corva API and the web frontend (`Fixtures/corva`).
@Suite(.serialized) struct CorvaEndToEndTests {
    /// An unsigned token the client accepts (it never checks signatures): user 42, valid
    /// 1 h (or expired, with a negative `validFor`). The test server did not issue it, so
    /// its API answers 401 to it.
    static func token(validFor: Int = 3600) -> String {
        func segment(_ json: String) -> String {
            Data(json.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        }
        let exp = Int(Date().timeIntervalSince1970) + validFor
        return segment(#"{"alg":"none"}"#) + "." + segment(#"{"user_id":42,"exp":\#(exp)}"#) + ".c2ln"
    }

    static func profile(_ fields: String) -> String { #"{"echoJSON": false, "corva": {\#(fields)}}"# }

    func strings(_ lines: [[String: Any]], _ key: String) -> [String] { lines.compactMap { $0[key] as? String } }

    @Test func aDashboardGetsItsTokenPostsNotificationsAndMovesWithoutReloading() throws {
        let server = try CorvaTestServer()
        defer { server.stop() }
        let profile = Self.profile(#""webDomain": "\#(server.origin)", "apiBase": "\#(server.origin)/api/", "email": "ana@example.com", "password": "secret", "navigateOnPageLoaded": ["/assets/7/drilling"], "closeAfterPageLoaded": 2"#)
        let run = try OpenRun.open(["corva:/dashboards/1"], profile: profile, timeout: 60)
        #expect(run.status == 0, "stderr: \(run.stderr)")

        // The API: a login, then Bearer on every call.
        let requests = server.requests
        #expect(requests.first?["method"] == "POST" && requests.first?["path"] == "/api/user_token")
        let page = try #require(requests.first { $0["path"] == "/dashboards/1" })
        let query = URLComponents(string: "?" + (page["query"] ?? ""))?.queryItems ?? []
        #expect(query.first { $0.name == "native" }?.value == "true")
        let jwt = try #require(query.first { $0.name == "jwt" }?.value)
        #expect(jwt.split(separator: ".").count == 3)
        for path in ["/api/users/42/app_sets/", "/api/assets"] {
            let call = requests.first { $0["path"] == path }
            #expect(call?["authorization"] == "Bearer \(jwt)", "\(path): \(call ?? [:])")
        }
        // The page saw native=true and the token; navigateAppTo moved it with no second load.
        let reports = server.reports
        #expect(reports.first { $0["seen"] == "load" }?["jwt"] == jwt)
        #expect(reports.first { $0["seen"] == "load" }?["native"] == "true")
        let moved = try #require(reports.first { $0["seen"] == "navigateAppTo" })
        #expect(moved["path"] == "/assets/7/drilling")
        #expect(moved["loads"] == "1")
        #expect(requests.filter { ($0["path"] ?? "").hasPrefix("/dashboards/") || ($0["path"] ?? "").hasPrefix("/assets/") }.count == 1)
        #expect(run.lines("load").filter { $0["event"] as? String == "committed" }.count == 1)

        // Notifications reached the host, in order; the rest was logged and ignored.
        #expect(strings(run.lines("notification"), "name") == ["appMaximized", "appRestored", "pageLoaded", "pageLoaded"])
        let host = run.lines("host")
        #expect(strings(host.filter { $0["name"] as? String == "corva" }, "detail") == ["appMaximized", "appRestored", "pageLoaded", "pageLoaded"])
        #expect(strings(host.filter { $0["name"] as? String == "corvaNavigate" }, "detail") == ["/assets/7/drilling inPlace"])
        #expect(strings(host.filter { $0["name"] as? String == "corvaNavigation" }, "detail") == ["dashboards [1:Overview,2:Rig activity] tabs [11:drilling,12:completion] skipped 1"])
        #expect(strings(host.filter { $0["name"] as? String == "corvaAssets" }, "detail") == ["7:Well 7,8:Well 8"])
        let failed = run.lines("failed").filter { $0["dialect"] as? String == "corva" }
        #expect(strings(failed.filter { $0["code"] as? String == "unknownAction" }, "action") == ["bogusNotification", "reload"])
        #expect(failed.filter { $0["code"] as? String == "malformedMessage" }.count == 9, "\(failed)")
        #expect(failed.filter { $0["code"] as? String == "payloadTooLarge" }.count == 1)
        #expect(run.lines("denied").isEmpty)
        #expect(run.lines("reply").filter { $0["dialect"] as? String == "corva" }.isEmpty, "corva sends no replies")
        // A corva: page speaks only corva: nothing of the miniapp dialect is injected or pushed.
        #expect(run.lines("event").filter { $0["dialect"] as? String == "miniapp" }.isEmpty, "\(run.lines("event"))")
    }

    @Test func aPageOnAnotherHostGetsNoTokenAndIsNotHeard() throws {
        let server = try CorvaTestServer()
        defer { server.stop() }
        let token = Self.token()
        let profile = Self.profile(#""webDomain": "\#(server.origin)", "token": "\#(token)""#)
        // Nothing the page posts is heard, so nothing ends the run but the timeout.
        let run = try OpenRun.open(["corva:http://localhost:\(server.port)/dashboards/5", "--query", "scenario=away"], profile: profile, timeout: 8)
        #expect(run.status == 1, "stderr: \(run.stderr)")
        let page = try #require(server.requests.first { $0["path"] == "/dashboards/5" })
        #expect(page["host"] == "localhost:\(server.port)")
        #expect(page["query"] == "scenario=away")
        #expect(server.reports.first?["jwt"] == "")
        #expect(!server.requests.contains { ($0["query"] ?? "").contains(token) || ($0["authorization"] ?? "").contains(token) })
        let denied = run.lines("denied").filter { $0["dialect"] as? String == "corva" }
        #expect(strings(denied, "action") == ["pageLoaded", "appMaximized"])
        #expect(Set(strings(denied, "rule")) == ["same-origin"])
        #expect(run.lines("notification").isEmpty)
    }

    @Test func withoutNavigateAppToTheHostLoadsTheNextPage() throws {
        let server = try CorvaTestServer()
        defer { server.stop() }
        let token = Self.token()
        let profile = Self.profile(#""webDomain": "\#(server.origin)", "token": "\#(token)", "navigateOnPageLoaded": ["/dashboards/2"], "closeAfterPageLoaded": 2"#)
        let run = try OpenRun.open(["corva:/dashboards/1", "--query", "scenario=nonav"], profile: profile, timeout: 90)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let navigations = strings(run.lines("host").filter { $0["name"] as? String == "corvaNavigate" }, "detail")
        #expect(navigations == ["/dashboards/2 loaded (navigateAppToMissing)"])
        let second = try #require(server.requests.first { $0["path"] == "/dashboards/2" })
        #expect(second["query"] == "native=true&jwt=\(token)")
        #expect(strings(run.lines("notification"), "name") == ["pageLoaded", "pageLoaded"])
    }

    @Test func a401AndAnExpiredTokenLeadToALoginWithTheProfilesCredentials() throws {
        let server = try CorvaTestServer()
        defer { server.stop() }
        let credentials = #""webDomain": "\#(server.origin)", "apiBase": "\#(server.origin)/api/", "email": "ana@example.com", "password": "secret", "closeAfterPageLoaded": 1"#

        // A token the API does not accept: the first API call gets 401, the session asks
        // the host (the profile) to log in again and retries, and the page is given the new
        // token. The page posts pageLoaded only once the API takes its token, so the run
        // ends only if the page on screen got the new one, whether the renewal came while
        // the first page was still loading (the host's next load waits for it to start,
        // then replaces it) or after it was shown.
        let unknown = Self.token()
        let refused = try OpenRun.open(["corva:/dashboards/1", "--query", "scenario=token"], profile: Self.profile(credentials + #", "token": "\#(unknown)""#), timeout: 90)
        #expect(refused.status == 0, "stderr: \(refused.stderr)")
        let host = refused.lines("host")
        #expect(strings(host.filter { $0["name"] as? String == "corvaLogin" }, "detail") == ["unauthorized"])
        #expect(strings(host.filter { $0["name"] as? String == "corvaNavigation" }, "detail").count == 1, "\(host)")
        let calls = server.requests.filter { $0["path"] == "/api/users/42/app_sets/" }
        #expect(calls.map { $0["authorization"] ?? "" }.first == "Bearer \(unknown)")
        #expect(calls.count == 2)
        #expect(calls.last?["authorization"] != "Bearer \(unknown)")
        // The page was given the refused token in its URL: it is loaded again with the new
        // one (here before the first load completed, so the page the user sees has it).
        #expect(host.contains { $0["name"] as? String == "corvaTokenRenewed" }, "\(host)")
        let pages = server.requests.filter { $0["path"] == "/dashboards/1" }
        #expect(pages.last?["query"]?.contains("jwt=") == true && pages.last?["query"]?.contains(unknown) == false, "\(pages)")
        #expect(refused.lines("load").allSatisfy { $0["event"] as? String != "failed" }, "\(refused.lines("load"))")

        // An expired token: noticed before anything is called; the CLI logs in first and
        // the page gets the new token.
        let expired = Self.token(validFor: -60)
        let before = server.requests.count
        let renewed = try OpenRun.open(["corva:/dashboards/2", "--query", "scenario=nonav"], profile: Self.profile(credentials + #", "token": "\#(expired)", "listNavigation": false"#), timeout: 90)
        #expect(renewed.status == 0, "stderr: \(renewed.stderr)")
        let later = server.requests.dropFirst(before)
        #expect(later.first?["path"] == "/api/user_token")
        let page = try #require(later.first { $0["path"] == "/dashboards/2" })
        #expect(page["query"]?.contains("jwt=") == true)
        #expect(page["query"]?.contains(expired) == false)
    }

    @Test func aMissingProfileABadPageAndARefusedLoginFailClearly() throws {
        let noProfile = try OpenRun.open(["corva:/dashboards/1"], timeout: 10)
        #expect(noProfile.status == 64)
        #expect(noProfile.stderr.contains("no 'corva' section"))
        let badPage = try OpenRun.open(["corva:/settings/1"], profile: Self.profile(#""webDomain": "app.example.com", "token": "\#(Self.token())""#), timeout: 10)
        #expect(badPage.status == 64)
        #expect(badPage.stderr.contains("is not a Corva page"))
        let server = try CorvaTestServer()
        defer { server.stop() }
        let refused = try OpenRun.open(["corva:/dashboards/1"], profile: Self.profile(#""webDomain": "\#(server.origin)", "apiBase": "\#(server.origin)/api/", "email": "ana@example.com", "password": "wrong""#), timeout: 10)
        #expect(refused.status == 4)
        #expect(refused.stderr.contains("Invalid email or password"), "\(refused.stderr)")
    }
}
