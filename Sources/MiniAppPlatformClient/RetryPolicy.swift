public import Foundation
import MiniAppKit

/// When and how long to wait before asking again.
public struct RetryPolicy: Sendable, Equatable {
    /// Attempts in all, the first included (5.6.1 retries 5xx up to 5 times).
    public var maxAttempts: Int
    /// The first back-off; each retry doubles it, up to ``maxDelay``.
    public var baseDelay: Duration
    /// The longest back-off between two attempts, however many have failed.
    public var maxDelay: Duration
    /// The longest `Retry-After` honoured; a longer one fails at once with
    /// `MASDKError.miniAppTooManyRequestsError` rather than hang the host.
    public var maxRetryAfter: Duration

    /// A policy; `maxAttempts` below 1 counts as 1 (no retries).
    public init(maxAttempts: Int = 5, baseDelay: Duration = .milliseconds(250), maxDelay: Duration = .seconds(8), maxRetryAfter: Duration = .seconds(30)) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
    }

    /// The back-off before attempt `attempt + 1` (attempt counts from 1).
    public func delay(after attempt: Int) -> Duration {
        var delay = baseDelay
        for _ in 1..<max(1, attempt) where delay < maxDelay { delay *= 2 }
        return min(delay, maxDelay)
    }

    /// The wait a `Retry-After` header asks for: delta-seconds or an HTTP date.
    public static func retryAfter(_ value: String?, now: Date = Date()) -> Duration? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Int(value) { return .seconds(max(0, seconds)) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        return .milliseconds(max(0, Int64(date.timeIntervalSince(now) * 1000)))
    }
}
