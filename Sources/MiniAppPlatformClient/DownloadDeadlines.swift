import Foundation

/// How long an install and each of its files may take, however the server behaves.
///
/// The per-request timeout (``MiniAppSdkConfig/requestTimeout``) is an idle timeout: it
/// ends a download only when no byte arrives for that long, and each retry starts it
/// again. A server that stalls was therefore given up only after every retry's timeout
/// and back-off (154 s with the defaults), and one that drips a byte a second was never
/// given up. These deadlines count from the start whatever arrives: a file gets
/// ``fileBase`` plus its signed size at ``minimumBytesPerSecond`` (retries included),
/// and a whole install gets ``install``.
public struct DownloadDeadlines: Sendable, Equatable {
    /// What every file gets whatever its size: connecting, the first byte, a retry.
    public var fileBase: Duration
    /// The slowest transfer accepted, in bytes per second: a file of `n` bytes gets
    /// `n / minimumBytesPerSecond` seconds on top of ``fileBase``.
    public var minimumBytesPerSecond: Int
    /// The most a whole install may take: resolving, every download, installing.
    public var install: Duration

    /// Defaults: 30 s per file plus its size at 16 KiB/s (a 1 MiB file gets 94 s), and
    /// 10 minutes per install: slow mobile links pass, a stalled or dripping server does not.
    public init(fileBase: Duration = .seconds(30), minimumBytesPerSecond: Int = 16 << 10, install: Duration = .seconds(600)) {
        self.fileBase = fileBase
        self.minimumBytesPerSecond = max(1, minimumBytesPerSecond)
        self.install = install
    }

    /// The deadline of a file of `bytes` bytes, counted from its first request.
    public func file(bytes: Int) -> Duration {
        fileBase + .seconds(Double(max(0, bytes)) / Double(max(1, minimumBytesPerSecond)))
    }
}
