import MiniAppRegistry
import Testing

/// Which address a request is counted under, behind reverse proxies and without them.
@Suite("Trusted proxies")
struct TrustedProxiesTests {
    @Test("addresses and CIDR ranges of both families; anything else is refused by name")
    func parsing() throws {
        let proxies = try TrustedProxies(["10.0.0.0/8", "192.0.2.7", "fd00::/8", "2001:db8::1"])
        for inside in ["10.1.2.3", "192.0.2.7", "fd12::5", "2001:db8::1", "::ffff:10.9.9.9"] {
            #expect(proxies.contains(inside), "\(inside)")
        }
        for outside in ["11.0.0.1", "192.0.2.8", "fe80::1", "2001:db8::2", "not an address", ""] {
            #expect(!proxies.contains(outside), "\(outside)")
        }
        #expect(try TrustedProxies(["0.0.0.0/0"]).contains("203.0.113.5"))
        #expect(!(try TrustedProxies(["0.0.0.0/0"]).contains("2001:db8::5")), "a range never spans families")
        for bad in ["10.0.0.0/33", "fd00::/129", "10.0.0.0/", "10.0.0.0/-1", "10.0.0/8", "proxy.example", "10.0.0.0/8/8"] {
            #expect(throws: InvalidAddressRange.self, "\(bad)") { try TrustedProxies([bad]) }
        }
        let error = try #require(throws: InvalidAddressRange.self) { try TrustedProxies(["10.0.0.0/8", "lb"]) }
        #expect(error.description == "'lb' is not an IP address or a CIDR range like 10.0.0.0/8 or fd00::/8")
    }

    @Test("behind trusted proxies the client is the rightmost untrusted hop; elsewhere the header is ignored")
    func clientAddress() throws {
        let proxies = try TrustedProxies(["10.0.0.0/8"])
        // Straight from a client: whatever it claims, it is its own address.
        #expect(proxies.clientAddress(peer: "203.0.113.9", forwardedFor: ["198.51.100.1"]) == "203.0.113.9")
        // Through one proxy, and through two, the second adding a line of its own.
        #expect(proxies.clientAddress(peer: "10.0.0.2", forwardedFor: ["203.0.113.9"]) == "203.0.113.9")
        #expect(proxies.clientAddress(peer: "10.0.0.2", forwardedFor: ["203.0.113.9, 10.0.0.3"]) == "203.0.113.9")
        #expect(proxies.clientAddress(peer: "10.0.0.2", forwardedFor: ["203.0.113.9", "10.0.0.3"]) == "203.0.113.9")
        // A client's own X-Forwarded-For is extended by the proxy: its claim stays to the left.
        #expect(proxies.clientAddress(peer: "10.0.0.2", forwardedFor: ["198.51.100.1, 203.0.113.9"]) == "203.0.113.9")
        // Ports and brackets some proxies write.
        #expect(proxies.clientAddress(peer: "10.0.0.2", forwardedFor: ["203.0.113.9:5123"]) == "203.0.113.9")
        #expect(proxies.clientAddress(peer: "10.0.0.2", forwardedFor: ["[2001:db8::7]:443"]) == "2001:db8::7")
        // A proxy that sets no header, or a header that ends in garbage: the proxy's own address.
        #expect(proxies.clientAddress(peer: "10.0.0.2", forwardedFor: []) == "10.0.0.2")
        #expect(proxies.clientAddress(peer: "10.0.0.2", forwardedFor: ["203.0.113.9, unknown"]) == "10.0.0.2")
        #expect(proxies.clientAddress(peer: "10.0.0.2", forwardedFor: ["10.0.0.4"]) == "10.0.0.2")
        // Nothing trusted: the peer, always.
        #expect(TrustedProxies.none.clientAddress(peer: "10.0.0.2", forwardedFor: ["203.0.113.9"]) == "10.0.0.2")
    }
}
