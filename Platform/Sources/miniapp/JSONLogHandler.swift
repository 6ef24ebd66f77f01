import Foundation
import Logging

/// Log lines as JSON objects, one per line on standard error (`--log-format json`), for
/// log collectors that parse fields instead of text.
///
/// Each line holds `time` (ISO 8601, UTC, milliseconds), `level`, `label`, `message`,
/// `source`, and the metadata (`miniapp.project`, `hb.request.id`, …) as an object.
struct JSONLogHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?

    init(label: String, metadataProvider: Logger.MetadataProvider? = nil) {
        self.label = label
        self.metadataProvider = metadataProvider
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(
        level: Logger.Level, message: Logger.Message, metadata explicit: Logger.Metadata?, source: String,
        file: String, function: String, line: UInt
    ) {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { $1 } }
        if let explicit { merged.merge(explicit) { $1 } }
        var object: [String: Any] = [
            "time": Self.timestamp(), "level": level.rawValue, "label": label, "message": message.description, "source": source,
        ]
        if !merged.isEmpty { object["metadata"] = merged.mapValues(Self.json) }
        guard var line = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return }
        line.append(0x0A)
        Self.output.write(line)
    }

    /// One `write(2)` per line, so lines from several threads never interleave.
    private static let output = FileHandle.standardError

    private static func timestamp() -> String {
        Date().formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    private static func json(_ value: Logger.Metadata.Value) -> Any {
        switch value {
        case .string(let text): text
        case .stringConvertible(let convertible): convertible.description
        case .array(let items): items.map(json)
        case .dictionary(let entries): entries.mapValues(json)
        }
    }
}

/// How `serve` writes its log: swift-log's text lines, or ``JSONLogHandler``.
enum LogFormat: String, CaseIterable, Sendable {
    case text, json

    /// Installs the format for the whole process (once, before any logger is made).
    func bootstrap(level: Logger.Level) {
        switch self {
        case .text:
            LoggingSystem.bootstrap { label in
                var handler = StreamLogHandler.standardError(label: label)
                handler.logLevel = level
                return handler
            }
        case .json:
            LoggingSystem.bootstrap { label in
                var handler = JSONLogHandler(label: label)
                handler.logLevel = level
                return handler
            }
        }
    }
}
