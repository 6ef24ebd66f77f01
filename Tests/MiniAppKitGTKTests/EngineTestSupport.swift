#if os(Linux)
import Foundation
import MiniAppKit
import MiniAppKitGTK

/// Records everything an engine reports, and answers navigations and replies as told.
@MainActor
final class RecordingDelegate: WebEngineDelegate {
    var messages: [EngineMessage] = []
    var actions: [NavigationAction] = []
    var events: [LoadEvent] = []
    var closed = false
    /// Navigations to these schemes are cancelled (as a dialect listening on them would).
    var cancelledSchemes: Set<String> = ["liquidstate", "http", "https"]
    /// Answers reply-handler messages; `nil` drops the reply unanswered.
    var answer: (MessageBody) -> ScriptMessageReply.Value? = { _ in nil }

    func webEngine(_ engine: any WebEngine, didReceive message: EngineMessage) {
        // Recorded without its reply: a kept reply would keep the page's Promise pending.
        var recorded = message
        recorded.reply = nil
        messages.append(recorded)
        if let reply = message.reply, let value = answer(message.body) { reply.settle(value) }
    }

    func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) -> NavigationDecision {
        actions.append(action)
        return cancelledSchemes.contains(action.url.scheme ?? "") ? .cancel : .allow
    }

    func webEngine(_ engine: any WebEngine, didChange event: LoadEvent) {
        events.append(event)
    }

    func webEngineDidClose(_ engine: any WebEngine) {
        closed = true
    }

    var finishedLoads: Int {
        events.filter { if case .finished = $0 { true } else { false } }.count
    }
}

/// Pages served from memory for `test://<host>/<path>`.
struct PageServer: SchemeHandler {
    let pages: [String: String]

    func respond(to request: SchemeRequest) -> SchemeResponse {
        let key = (request.url.host ?? "") + request.url.path
        guard let page = pages[key] else { return .text(404, "not found") }
        return SchemeResponse(status: 200, mimeType: "text/html", body: Data(page.utf8))
    }
}

struct TimedOut: Error, CustomStringConvertible {
    let what: String
    var description: String { "timed out waiting for \(what)" }
}

/// Starts the loop (Xvfb when there is no display), runs `body` with a fresh engine on the
/// main actor, and closes the engine afterwards.
///
/// Nonisolated on purpose: ``GLibMainLoop/attach(display:)`` must run before the test
/// enters the main actor (see its documentation).
func withEngine(
    _ body: @MainActor (WebKitGTKEngine, RecordingDelegate) async throws -> Void
) async throws {
    try await GLibMainLoop.attach()
    try await runOnMain(body)
}

@MainActor
private func runOnMain(_ body: @MainActor (WebKitGTKEngine, RecordingDelegate) async throws -> Void) async throws {
    let engine = try WebKitGTKEngine(configuration: .init(title: "MiniAppKitGTK tests", isEphemeral: true))
    let delegate = RecordingDelegate()
    engine.delegate = delegate
    defer { engine.close() }
    try await body(engine, delegate)
}

/// Polls `condition` on the main actor every 10 ms until it holds or `seconds` pass.
@MainActor
func waitUntil(_ what: String, seconds: Double = 10, _ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while !condition() {
        guard ContinuousClock.now < deadline else { throw TimedOut(what: what) }
        try await Task.sleep(for: .milliseconds(10))
    }
}

/// Polls a JavaScript expression until it is not `undefined`/`null`, and returns its JSON.
@MainActor
func waitForJS(_ engine: WebKitGTKEngine, _ expression: String, seconds: Double = 10) async throws -> String {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while true {
        if let value = try await engine.evaluateJavaScript(expression), value != "null" { return value }
        guard ContinuousClock.now < deadline else { throw TimedOut(what: expression) }
        try await Task.sleep(for: .milliseconds(10))
    }
}

/// Loads `url` and waits for the main frame to finish.
@MainActor
func load(_ engine: WebKitGTKEngine, _ delegate: RecordingDelegate, _ url: String) async throws {
    let before = delegate.finishedLoads
    guard let target = URL(string: url) else { throw TimedOut(what: "a valid URL \(url)") }
    engine.load(target)
    try await waitUntil("load of \(url)") { delegate.finishedLoads > before }
}

/// Decodes JSON text from the page into a dictionary.
func object(_ json: String) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]) as? [String: Any] ?? [:]
}
#endif
