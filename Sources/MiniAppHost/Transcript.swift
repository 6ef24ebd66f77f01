import Foundation
package import MiniAppKit

/// A live record of what crossed the bridge: one JSON object per line.
///
/// Every line has `t` (milliseconds since the session started) and `kind`:
/// `session`, `load`, `call`, `reply`, `denied`, `failed`, `event`, `console`,
/// `notification`, `host` (something the mini app handed to the host), `error` (a
/// JavaScript error of the page), `dialog`, `media` (a camera or microphone request and
/// its answer) and `screenshot`. The other keys depend on the kind; `docs/TRANSCRIPT.md` lists them.
/// Long values are cut at ``maxValueLength`` characters, with the full length noted.
@MainActor
public final class Transcript {
    /// A value in a transcript line.
    public enum Value: Sendable, Equatable {
        case string(String)
        case int(Int)
        case bool(Bool)
        case null
    }

    public static let maxValueLength = 4_000

    private let handle: FileHandle?
    private let closesHandle: Bool
    private let start: ContinuousClock.Instant
    /// The tab every line is tagged with (``scoped(tab:)``).
    private let tab: String?
    /// The transcript a scoped one writes through, kept open while the scoped one lives.
    private let parent: Transcript?

    /// Receives every line as it is written (with its newline): how the control API keeps
    /// the transcript so far. A scoped transcript's lines reach its parent's.
    public var onLine: ((String) -> Void)?

    /// Writes to `path`, or to standard output for `-`; to no file when `nil` (a run
    /// whose lines only ``onLine`` reads).
    public init(path: String?) throws {
        start = .now
        tab = nil
        parent = nil
        guard let path else {
            handle = nil
            closesHandle = false
            return
        }
        if path == "-" {
            handle = FileHandle.standardOutput
            closesHandle = false
        } else {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // A file that cannot be created makes the next line throw, with the reason.
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
            handle = try FileHandle(forWritingTo: url)
            closesHandle = true
        }
    }

    private init(parent: Transcript, tab: String) {
        handle = parent.handle
        closesHandle = false
        start = parent.start
        self.tab = tab
        self.parent = parent
    }

    /// The same transcript with every line tagged `"tab": tab` (a tabbed shell's lines).
    public func scoped(tab: String) -> Transcript {
        Transcript(parent: parent ?? self, tab: tab)
    }

    isolated deinit {
        if closesHandle { try? handle?.close() }
    }

    /// Writes one line.
    public func record(_ kind: String, _ fields: KeyValuePairs<String, Value?>) {
        let elapsed = start.duration(to: .now)
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        var line = "{\"t\":\(String(format: "%.1f", milliseconds)),\"kind\":\(JavaScriptLiteral.string(kind))"
        if let tab { line += ",\"tab\":\(JavaScriptLiteral.string(tab))" }
        for (key, value) in fields {
            guard let value else { continue }
            line += ",\(JavaScriptLiteral.string(key)):"
            switch value {
            case .string(let text):
                if text.count > Self.maxValueLength {
                    line += JavaScriptLiteral.string(String(text.prefix(Self.maxValueLength)) + "…")
                    line += ",\(JavaScriptLiteral.string(key + "Length")):\(text.utf8.count)"
                } else {
                    line += JavaScriptLiteral.string(text)
                }
            case .int(let number): line += "\(number)"
            case .bool(let flag): line += flag ? "true" : "false"
            case .null: line += "null"
            }
        }
        line += "}\n"
        handle?.write(Data(line.utf8))
        (parent ?? self).onLine?(line)
    }

    /// Records one bridge step.
    package func record(_ trace: BridgeTrace) {
        switch trace {
        case .call(let dialect, let id, let action, let handler, let body):
            record("call", ["dialect": .string(dialect), "id": id.map(Value.string), "action": .string(action), "handler": .string(Self.redacted(handler)), "body": body.map(Value.string)])
        case .reply(let dialect, let id, let action, let status, let value):
            record("reply", ["dialect": .string(dialect), "id": id.map(Value.string), "action": action.map(Value.string), "status": .string(status.rawValue), "value": value.map(Value.string)])
        case .denied(let dialect, let id, let action, let handler, let rule, let message):
            record("denied", ["dialect": .string(dialect), "id": id.map(Value.string), "action": action.map(Value.string), "handler": .string(Self.redacted(handler)), "rule": .string(rule.rawValue), "message": .string(message)])
        case .failed(let dialect, let id, let action, let code, let message):
            record("failed", ["dialect": .string(dialect), "id": id.map(Value.string), "action": action.map(Value.string), "code": .string(code), "message": .string(message)])
        case .event(let dialect, let name, let detail):
            record("event", ["dialect": .string(dialect), "name": .string(name), "detail": detail.map(Value.string)])
        case .console(let level, let text):
            record("console", ["level": .string(level), "text": .string(text)])
        case .notification(let dialect, let name):
            record("notification", ["dialect": .string(dialect), "name": .string(name)])
        case .scriptError(let error):
            record(error)
        }
    }

    /// Records a load event.
    package func record(_ event: LoadEvent) {
        switch event {
        case .started(let url): record("load", ["event": .string("started"), "url": url.map { .string($0.absoluteString) }])
        case .committed(let url): record("load", ["event": .string("committed"), "url": url.map { .string($0.absoluteString) }])
        case .finished(let url): record("load", ["event": .string("finished"), "url": url.map { .string($0.absoluteString) }])
        case .failed(let url, let message): record("load", ["event": .string("failed"), "url": url.map { .string($0.absoluteString) }, "message": .string(message)])
        case .webProcessTerminated(let url): record("load", ["event": .string("webProcessTerminated"), "url": url.map { .string($0.absoluteString) }])
        }
    }

    /// The per-launch secret handler name is not written out: the transcript may be shared.
    static func redacted(_ handler: String) -> String {
        if let underscore = handler.firstIndex(of: "_"), handler.hasPrefix("MiniApp") || handler.hasPrefix("TelegramWebviewProxy_") {
            return String(handler[..<underscore]) + "_<secret>"
        }
        return handler
    }
}
