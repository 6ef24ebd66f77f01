import Logging
import Synchronization

/// Every line a logger wrote, in memory, for tests that read the log: make a logger with
/// `Logger(label:) { _ in lines.handler() }`.
final class LogLines: Sendable {
    private let lines = Mutex<[String]>([])

    /// What was logged so far: level, message and metadata, one string a line.
    var all: [String] { lines.withLock { $0 } }

    /// A handler that appends to these lines.
    func handler() -> Handler { Handler(lines: self) }

    /// Keeps each event as `level message metadata`, the logger's metadata merged in.
    struct Handler: LogHandler {
        let lines: LogLines
        var logLevel: Logger.Level = .trace
        var metadata: Logger.Metadata = [:]

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let all = metadata.merging(event.metadata ?? [:]) { $1 }
            let line = "\(event.level) \(event.message) \(all)"
            lines.lines.withLock { $0.append(line) }
        }
    }
}
