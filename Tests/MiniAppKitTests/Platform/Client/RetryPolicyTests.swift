import Foundation
import Testing
@testable import MiniAppKit
@testable import MiniAppPlatformClient

/// Back-off doubles up to its cap, and `Retry-After` is read in both of its forms.
@Suite struct RetryPolicyTests {
    @Test func backOffDoublesUpToTheCap() {
        let policy = RetryPolicy(maxAttempts: 6, baseDelay: .milliseconds(100), maxDelay: .milliseconds(350))
        #expect((1...5).map(policy.delay(after:)) == [.milliseconds(100), .milliseconds(200), .milliseconds(350), .milliseconds(350), .milliseconds(350)])
    }

    @Test func retryAfterSecondsAndDates() {
        #expect(RetryPolicy.retryAfter("3") == .seconds(3))
        #expect(RetryPolicy.retryAfter(nil) == nil)
        #expect(RetryPolicy.retryAfter("soon") == nil)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let later = formatter.string(from: now.addingTimeInterval(10))
        #expect(RetryPolicy.retryAfter(later, now: now) == .seconds(10))
    }

    @Test func atLeastOneAttempt() {
        #expect(RetryPolicy(maxAttempts: 0).maxAttempts == 1)
    }
}
