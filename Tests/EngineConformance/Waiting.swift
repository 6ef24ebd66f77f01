package import Foundation
package import MiniAppKit

/// How long a check waits for a page before it says what it was waiting for. Generous:
/// the machines that run the suite are shared, and a first web process starts slowly.
package let defaultWait: Double = 15

/// Polls `condition` on the main actor every 10 ms until it holds or `seconds` pass.
@MainActor
package func waitUntil(
    _ what: String, seconds: Double = defaultWait, fileID: String = #fileID, line: Int = #line, _ condition: () -> Bool
) async throws {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while !condition() {
        guard ContinuousClock.now < deadline else {
            throw CheckFailure(expected: what, actual: "nothing within \(seconds) s", fileID: fileID, line: line)
        }
        try await Task.sleep(for: .milliseconds(10))
    }
}

/// Lets the engine run for `milliseconds`: the time in which something that must not
/// happen would have.
@MainActor
package func settle(_ milliseconds: Int = 300) async throws {
    try await Task.sleep(for: .milliseconds(milliseconds))
}

/// Polls a JavaScript expression until it is neither `undefined` nor `null`, and
/// returns its JSON text.
@MainActor
package func waitForJS(
    _ engine: any WebEngine, _ expression: String, seconds: Double = defaultWait, fileID: String = #fileID, line: Int = #line
) async throws -> String {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while true {
        if let value = try await engine.evaluateJavaScript(expression), value != "null" { return value }
        guard ContinuousClock.now < deadline else {
            throw CheckFailure(expected: "`\(expression)` to have a value", actual: "none within \(seconds) s", fileID: fileID, line: line)
        }
        try await Task.sleep(for: .milliseconds(10))
    }
}

/// Polls a JavaScript expression until it is an object (not `undefined` or `null`) and
/// returns it decoded; the object is serialised in the page, so it may hold `null`s.
@MainActor
package func waitForObject(
    _ engine: any WebEngine, _ expression: String, seconds: Double = defaultWait, fileID: String = #fileID, line: Int = #line
) async throws -> [String: Any] {
    let json = try await waitForJS(
        engine, "(() => { const v = (\(expression)); return v === undefined || v === null ? null : JSON.stringify(v); })()",
        seconds: seconds, fileID: fileID, line: line)
    return try jsonObject(try JSONDecoder().decode(String.self, from: Data(json.utf8)))
}

/// Loads `url` and waits for the main frame to finish it.
@MainActor
package func load(
    _ engine: any WebEngine, _ delegate: RecordingDelegate, _ url: String, fileID: String = #fileID, line: Int = #line
) async throws {
    let target = try require(URL(string: url), "a valid URL \(url)", fileID: fileID, line: line)
    let before = delegate.events.count
    engine.load(target)
    try await waitUntil("the load of \(url) to finish", fileID: fileID, line: line) {
        delegate.events.dropFirst(before).contains(.finished(target))
    }
}

/// Decodes JSON text into a dictionary.
package func jsonObject(_ json: String) throws -> [String: Any] {
    guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]) as? [String: Any] else {
        throw CheckFailure(expected: "a JSON object", actual: json)
    }
    return object
}

/// `url` as a `URL`, or a failure naming it.
package func url(_ text: String, fileID: String = #fileID, line: Int = #line) throws -> URL {
    try require(URL(string: text), "a valid URL \(text)", fileID: fileID, line: line)
}
