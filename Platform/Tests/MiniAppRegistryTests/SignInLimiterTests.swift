import Testing

@testable import MiniAppRegistry

/// The console's sign-in limiter keeps its count for an address however many other
/// addresses fail, and its table stays bounded.
@Suite("Sign-in limiter")
struct SignInLimiterTests {
    @Test("failures from many other addresses never clear a locked-out address")
    func floodDoesNotReset() {
        let limiter = SignInLimiter(maxFailures: 3, window: .seconds(60))
        for _ in 0..<3 { limiter.recordFailure("203.0.113.7") }
        #expect(limiter.retryAfter("203.0.113.7") != nil)
        for index in 0..<(limiter.capacity + 100) { limiter.recordFailure("2001:db8::\(String(index, radix: 16))") }
        #expect(limiter.retryAfter("203.0.113.7") != nil)
        #expect(limiter.retryAfter("198.51.100.1") == nil)
    }

    @Test("while every remembered address is locked out, an address with no room waits too")
    func tableFullOfLockedAddresses() {
        let limiter = SignInLimiter(maxFailures: 2, window: .seconds(60), capacity: 10)
        for index in 0..<10 {
            limiter.recordFailure("192.0.2.\(index)")
            limiter.recordFailure("192.0.2.\(index)")
        }
        limiter.recordFailure("198.51.100.1")
        #expect(limiter.retryAfter("198.51.100.1") != nil)
        #expect(limiter.retryAfter("192.0.2.0") != nil)
    }

    @Test("an IPv6 address counts for its /64, an IPv4 address for itself")
    func clients() {
        #expect(SignInLimiter.client(of: "2001:db8:1:2::1") == "2001:db8:1:2::/64")
        #expect(SignInLimiter.client(of: "2001:0db8:0001:0002:ffff:0:0:9") == "2001:db8:1:2::/64")
        #expect(SignInLimiter.client(of: "2001:db8:1:3::1") == "2001:db8:1:3::/64")
        #expect(SignInLimiter.client(of: "192.0.2.7") == "192.0.2.7")
        #expect(SignInLimiter.client(of: "::ffff:192.0.2.7") == "192.0.2.7")
        #expect(SignInLimiter.client(of: "unknown") == "unknown")
        let limiter = SignInLimiter(maxFailures: 3, window: .seconds(60))
        for host in 1...3 { limiter.recordFailure("2001:db8:1:2::\(host)") }
        #expect(limiter.retryAfter("2001:db8:1:2:abcd::99") != nil)
        #expect(limiter.retryAfter("2001:db8:1:3::1") == nil)
        for _ in 0..<3 { limiter.recordFailure("192.0.2.1") }
        #expect(limiter.retryAfter("192.0.2.1") != nil)
        #expect(limiter.retryAfter("192.0.2.2") == nil)
    }
}
