import Foundation
import Testing

/// A host profile's `methods` (docs/HOST-PROFILE.md): any action answered with a value,
/// a host error or a delay, through the real CLI, engine and bridge.
@Suite(.serialized) struct ScriptedMethodsTests {
    @Test func profileMethodsAnswerWithValuesErrorsAndDelays() throws {
        let profile = #"""
        {"methods": {
            "getPoints": {"value": {"standard": 5, "term": 6, "cash": 7}},
            "getAccessToken": {"error": {"type": "AuthorizationFailureError", "message": "token expired"}},
            "getUniqueId": {"delayMs": 400}
        }}
        """#
        let run = try OpenRun.open(["\(OpenRun.fixtures.path)/scripted"], profile: profile)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let replies = Dictionary(run.lines("reply").compactMap { line in (line["action"] as? String).map { ($0, line) } }, uniquingKeysWith: { first, _ in first })
        #expect(replies["getPoints"]?["status"] as? String == "success")
        // Objects are sent with their keys sorted, as every JSON value the SDK reads.
        #expect(replies["getPoints"]?["value"] as? String == #"{"cash":7,"standard":5,"term":6}"#)
        #expect(replies["getAccessToken"]?["status"] as? String == "error")
        #expect(replies["getAccessToken"]?["value"] as? String == #"{"message":"token expired","type":"AuthorizationFailureError"}"#)
        // The host's own id, 400 ms late.
        #expect(replies["getUniqueId"]?["status"] as? String == "success")
        let asked = run.lines("call").first { $0["action"] as? String == "getUniqueId" }?["t"] as? Double
        let answered = replies["getUniqueId"]?["t"] as? Double
        #expect((answered ?? 0) - (asked ?? 0) >= 400, "asked at \(asked ?? -1) ms, answered at \(answered ?? -1) ms")
        #expect(run.everyCallAnswered())
    }

    @Test func aWrongMethodAnswerIsAUsageErrorNamingTheProblem() throws {
        let run = try OpenRun.open(["\(OpenRun.fixtures.path)/scripted"], profile: #"{"methods": {"getPoints": {"value": 1, "error": "no"}}}"#)
        #expect(run.status == 64)
        #expect(run.stderr.contains("methods.getPoints") && run.stderr.contains("give either value or error"), "stderr: \(run.stderr)")
    }

    @Test func holdNeedsControl() throws {
        let run = try OpenRun.open(["\(OpenRun.fixtures.path)/scripted", "--hold"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--hold needs --control"), "stderr: \(run.stderr)")
    }
}
