import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The reverse proxies (load balancers, TLS terminators) whose `X-Forwarded-For` the
/// registry believes, so that limits kept per client count clients, not the proxy.
///
/// Behind a proxy every connection comes from the proxy's address: counting console
/// sign-in failures by it would let anyone lock every operator out with five bad
/// guesses a minute. A connection from a trusted proxy is attributed instead to the
/// rightmost `X-Forwarded-For` address that is not itself a trusted proxy: the client
/// the outermost trusted proxy saw. Addresses further left were written by the client
/// and are never believed. A connection from anywhere else is its own address and its
/// header is ignored, so no client can choose the address it is counted under.
public struct TrustedProxies: Sendable, Equatable {
    /// The ranges of trusted proxy addresses.
    public let ranges: [AddressRange]

    /// No proxy is trusted: every connection is its peer's address (the default).
    public static let none = TrustedProxies(ranges: [])

    /// Proxies given as addresses or CIDR ranges (`10.0.0.0/8`, `192.0.2.7`, `fd00::/8`).
    ///
    /// - Throws: ``InvalidAddressRange`` naming the first entry that is neither.
    public init(_ entries: [String]) throws(InvalidAddressRange) {
        var ranges: [AddressRange] = []
        for entry in entries {
            guard let range = AddressRange(entry) else { throw InvalidAddressRange(text: entry) }
            ranges.append(range)
        }
        self.init(ranges: ranges)
    }

    init(ranges: [AddressRange]) {
        self.ranges = ranges
    }

    /// Whether `address` (an IP address in text) is one of the trusted proxies.
    public func contains(_ address: String) -> Bool {
        AddressRange.bytes(of: address).map(trusts) ?? false
    }

    private func trusts(_ bytes: [UInt8]) -> Bool {
        ranges.contains { $0.contains(bytes) }
    }

    /// The address a request is counted under.
    ///
    /// - Parameters:
    ///   - peer: the connection's address.
    ///   - forwardedFor: the request's `X-Forwarded-For` header values, in order (a
    ///     proxy may add a line of its own rather than extend the last one).
    /// - Returns: `peer` unless it is a trusted proxy; then the rightmost forwarded
    ///   address that is not, or `peer` when the header has no such address or ends in
    ///   something that is not an address (a proxy that does not set the header).
    public func clientAddress(peer: String, forwardedFor: [String]) -> String {
        guard !ranges.isEmpty, contains(peer) else { return peer }
        let hops = forwardedFor.flatMap { $0.split(separator: ",") }.map { Self.trimmed($0) }
        for hop in hops.reversed() {
            guard let bytes = AddressRange.bytes(of: hop) else { return peer }
            if !trusts(bytes) { return hop }
        }
        return peer
    }

    /// A hop without spaces, and without the brackets and port some proxies add
    /// (`[2001:db8::1]:443`, `192.0.2.7:5123`).
    private static func trimmed(_ hop: Substring) -> String {
        let text = hop.trimmingCharacters(in: .whitespaces)
        if text.first == "[", let close = text.firstIndex(of: "]") {
            return String(text[text.index(after: text.startIndex)..<close])
        }
        if text.filter({ $0 == ":" }).count == 1, let colon = text.firstIndex(of: ":") {
            return String(text[..<colon])
        }
        return text
    }
}

/// An IP address, or a range of them in CIDR form: `10.0.0.0/8`, `192.0.2.7`,
/// `2001:db8::/32`. IPv4 addresses written as IPv6 (`::ffff:192.0.2.7`) are IPv4.
public struct AddressRange: Sendable, Equatable {
    /// The network's address bytes: 4 for IPv4, 16 for IPv6.
    let network: [UInt8]
    /// How many leading bits an address must share with ``network``.
    let prefixLength: Int

    /// The range `text` names, or `nil` when it is not an address or CIDR range.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let bytes = Self.bytes(of: String(parts[0])) else { return nil }
        var length = bytes.count * 8
        if parts.count == 2 {
            guard let given = Int(parts[1]), (0...length).contains(given) else { return nil }
            length = given
        }
        network = bytes
        prefixLength = length
    }

    /// Whether the address `bytes` lies in this range (never across families).
    func contains(_ bytes: [UInt8]) -> Bool {
        guard bytes.count == network.count else { return false }
        var remaining = prefixLength
        for (a, b) in zip(bytes, network) where remaining > 0 {
            let bits = min(8, remaining)
            let mask = UInt8(truncatingIfNeeded: 0xFF << (8 - bits))
            if a & mask != b & mask { return false }
            remaining -= bits
        }
        return true
    }

    /// The bytes of an IPv4 or IPv6 address in text (4 or 16), IPv4-mapped IPv6 as IPv4.
    static func bytes(of text: String) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 16)
        if buffer.withUnsafeMutableBytes({ inet_pton(AF_INET, text, $0.baseAddress) }) == 1 {
            return Array(buffer.prefix(4))
        }
        guard buffer.withUnsafeMutableBytes({ inet_pton(AF_INET6, text, $0.baseAddress) }) == 1 else { return nil }
        let mapped: [UInt8] = Array(repeating: 0, count: 10) + [0xFF, 0xFF]
        return Array(buffer.prefix(12)) == mapped ? Array(buffer.suffix(4)) : buffer
    }
}

/// A trusted-proxy entry that is neither an IP address nor a CIDR range.
public struct InvalidAddressRange: Error, Sendable, CustomStringConvertible {
    /// The entry as given.
    public let text: String

    /// What was wrong and what is expected.
    public var description: String {
        "'\(text)' is not an IP address or a CIDR range like 10.0.0.0/8 or fd00::/8"
    }
}
