import Foundation
import Synchronization

/// The lines a child writes on a pipe, kept as they arrive (the last few hundred) so a
/// session can wait for one (`miniapp open: control http://…`) and quote the last ones
/// when the child fails.
final class OutputLines: Sendable {
    private struct State {
        var lines: [String] = []
        var partial = Data()
        var closed = false
    }

    private static let kept = 400
    private let state = Mutex(State())

    /// Starts reading `pipe`'s read end.
    init(reading pipe: Pipe) {
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            if data.isEmpty {
                handle.readabilityHandler = nil
                self.state.withLock { state in
                    if !state.partial.isEmpty { state.lines.append(String(decoding: state.partial, as: UTF8.self)) }
                    state.partial = Data()
                    state.closed = true
                }
                return
            }
            self.append(data)
        }
    }

    private func append(_ data: Data) {
        state.withLock { state in
            state.partial.append(data)
            while let newline = state.partial.firstIndex(of: UInt8(ascii: "\n")) {
                state.lines.append(String(decoding: state.partial[state.partial.startIndex..<newline], as: UTF8.self))
                state.partial.removeSubrange(state.partial.startIndex...newline)
            }
            if state.lines.count > Self.kept { state.lines.removeFirst(state.lines.count - Self.kept) }
        }
    }

    /// The lines so far.
    var lines: [String] { state.withLock { $0.lines } }

    /// The last `count` lines, joined for a message.
    func tail(_ count: Int = 12) -> String {
        lines.suffix(count).joined(separator: "\n")
    }

    /// Waits until a line gives `match` a value, or the pipe closes, or `deadline` passes.
    func first<T: Sendable>(until deadline: ContinuousClock.Instant, _ match: @escaping @Sendable (String) -> T?) async throws -> T? {
        while true {
            let (lines, closed) = state.withLock { ($0.lines, $0.closed) }
            if let found = lines.lazy.compactMap(match).first { return found }
            if closed || ContinuousClock.now >= deadline { return nil }
            try await Task.sleep(for: .milliseconds(50))
        }
    }
}
