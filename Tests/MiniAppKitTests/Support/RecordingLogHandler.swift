import Foundation
import Logging

/// A swift-log handler that keeps every message, for tests of what reaches a host's logger.
final class RecordingLogHandler: LogHandler, @unchecked Sendable {
    /// The messages logged so far, shared by every copy of the handler.
    final class Store: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        var messages: [String] { lock.withLock { lines } }
        func append(_ line: String) { lock.withLock { lines.append(line) } }
    }

    let store: Store
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    init(store: Store) {
        self.store = store
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        store.append(event.message.description)
    }
}
