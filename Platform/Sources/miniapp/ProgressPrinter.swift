import Foundation
import MiniAppHost
import MiniAppKit
import MiniAppPlatformClient
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an install's ``ProgressBar`` to standard error: redrawn in place when stderr
/// is a terminal, a few plain lines when it is a pipe or a CI log.
///
/// A class behind a lock because the client reports progress through a `@Sendable`
/// closure while the bar keeps state between events.
final class ProgressPrinter: @unchecked Sendable {
    private let lock = NSLock()
    private var bar: ProgressBar

    init(label: String, interactive: Bool = isatty(STDERR_FILENO) == 1) {
        bar = ProgressBar(style: interactive ? .interactive(width: 28) : .plain, label: label)
    }

    func show(_ progress: InstallProgress) {
        lock.withLock { bar.update(progress) }.map(Self.write)
    }

    /// Ends the bar's line, before anything else is printed.
    func finish() {
        lock.withLock { bar.finish() }.map(Self.write)
    }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
