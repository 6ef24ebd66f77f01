import XCTest

/// The iOS app in the iOS Simulator: launched with `-autorun`, the showcase mini app makes
/// every `miniapp` call it knows in turn (its autorun), each awaited at most 5 s, and
/// closes itself; the app then shows how the run went. Every call must have been answered:
/// ok, or the error it is meant to get, and none in error (a wrong answer, a refusal, or no
/// answer within 5 s).
final class AppleHostUITests: XCTestCase {
    @MainActor
    func testTheShowcaseRunsEveryCallAndNoneFails() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-autorun"]
        app.launch()

        // About 45 calls, a few of which wait out their 5 s on purpose: minutes at most.
        let result = app.staticTexts["result"]
        XCTAssertTrue(result.waitForExistence(timeout: 300), "the showcase did not close itself; the screen shows: \(app.debugDescription)")
        let line = result.label
        let numbers = try XCTUnwrap(
            line.firstMatch(of: /Showcase: (\d+) ok, (\d+) errors, (\d+) expected errors \((\d+) calls\)/),
            "not the showcase's result: \(line)")
        let (ok, errors, expected, total) = (Int(numbers.1) ?? -1, Int(numbers.2) ?? -1, Int(numbers.3) ?? -1, Int(numbers.4) ?? -1)
        XCTAssertEqual(errors, 0, line)
        XCTAssertGreaterThan(ok, 30, line)
        XCTAssertEqual(ok + expected, total, line)
    }
}
