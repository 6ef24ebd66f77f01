import Foundation
@testable import MiniAppHost
import MiniAppKit
import Testing

/// The control object behind `miniapp open --control`: answers checked as strictly as a
/// profile, the held launch, the transcript so far. (The HTTP API and the real page are
/// tested end to end by scripts/test-workbench.)
@MainActor
struct SessionControlTests {
    @Test func answersAreCheckedAsStrictlyAsAProfile() throws {
        let control = SessionControl()
        try control.setAnswer(for: "getPoints", json: Data(#"{"value": {"standard": 1}, "delayMs": 20}"#.utf8))
        #expect(control.answer(for: "getPoints")?.scripted == ScriptedAnswer(outcome: .value(.object([("standard", .number(1))])), delay: .milliseconds(20)))
        #expect(control.status.scriptedActions == ["getPoints"])

        let refusals: [(String, String)] = [
            (#"{"value": 1, "error": "no"}"#, "give either value or error"),
            (#"{}"#, "give value, error or delayMs"),
            (#"{"delayMs": -1}"#, "delayMs must be 0 to 600000"),
            (#"{"error": "x", "dealyMs": 5}"#, "dealyMs"),
            (#"{"value": 1,}"#, "line 1"),
        ]
        for (json, reason) in refusals {
            do {
                try control.setAnswer(for: "getUniqueId", json: Data(json.utf8))
                Issue.record("accepted \(json)")
            } catch {
                #expect(error.isInvalid)
                #expect(error.message.contains(reason), "\(json): \(error.message)")
            }
        }
        #expect(control.answer(for: "getUniqueId") == nil)
        control.removeAnswer(for: "getPoints")
        #expect(control.answer(for: "getPoints") == nil)
    }

    @Test func aHeldRunLaunchesOnceAndOnlyWhenAsked() async throws {
        let control = SessionControl(holdsLaunch: true)
        #expect(control.status.state == .held)
        let launched = Task { await control.waitForLaunch() }
        try control.launch()
        await launched.value
        #expect(control.status.state == .running)
        #expect(throws: SessionControl.Refusal.self) { try control.launch() }
        #expect(throws: SessionControl.Refusal.self) { try SessionControl().launch() }
        control.ended()
        #expect(control.status.state == .ended)
    }

    @Test func eventsWaitForALaunchedPage() {
        let control = SessionControl(holdsLaunch: true)
        do {
            try control.push(eventJSON: Data(#"{"name": "pause"}"#.utf8))
            Issue.record("a held run took an event")
        } catch {
            #expect(!error.isInvalid && error.message.contains("not launched"))
        }
        do {
            try control.push(eventJSON: Data(#"{"name": "pasue"}"#.utf8))
            Issue.record("an unknown event was taken")
        } catch {
            #expect(error.isInvalid && error.message.contains("pasue"))
        }
    }

    @Test func theTranscriptSoFarKeepsCountingPastWhatItDrops() {
        let control = SessionControl()
        for index in 0 ..< 3 { control.record("{\"n\":\(index)}\n") }
        #expect(control.transcript(since: 0).lines == [#"{"n":0}"#, #"{"n":1}"#, #"{"n":2}"#])
        #expect(control.transcript(since: 2) == ([#"{"n":2}"#], 3))
        #expect(control.transcript(since: 9) == ([], 3))
        for index in 3 ..< SessionControl.maxKeptLines + 1 { control.record("{\"n\":\(index)}") }
        let (lines, next) = control.transcript(since: 0)
        #expect(next == SessionControl.maxKeptLines + 1)
        #expect(lines.count < SessionControl.maxKeptLines)
        #expect(lines.last == "{\"n\":\(SessionControl.maxKeptLines)}")
        #expect(control.transcript(since: next - 1).lines == [lines.last].compactMap { $0 })
    }
}
