public import Foundation
public import MiniAppKit

/// A JSON Web Token as the Corva API issues it, read but not verified.
///
/// The client only needs the token's expiry (`exp`) to notice, before calling, that
/// a call would be refused, and the user id when the login answer does not give one.
/// It does **not** check the signature: it has no key, and it does not need to trust
/// the claims, because the API checks every token it receives. A forged `exp` can only
/// make this client call with a token the server then refuses (401 → log in again).
public struct JSONWebToken: Sendable, Equatable, CustomStringConvertible {
    /// The token as issued (`header.payload.signature`), sent back unchanged.
    public let rawValue: String
    /// `exp`: when the token stops being valid; `nil` when the token has no `exp`.
    public let expiresAt: Date?
    /// The user id the token carries (`user_id`, else `sub`), if any.
    public let userId: String?

    /// Reads the payload of `rawValue`.
    ///
    /// - Throws: `CorvaError` with code `CorvaError.Code.malformedToken` when the
    ///   text is not three dot-separated base64url parts, or the payload is not a JSON
    ///   object, or `exp` is not a number.
    public init(_ rawValue: String) throws(CorvaError) {
        let parts = rawValue.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw CorvaError(.malformedToken, "a JSON Web Token has three parts separated by '.'; this one has \(parts.count)")
        }
        guard let payload = Self.base64URLDecoded(parts[1]) else {
            throw CorvaError(.malformedToken, "the token's payload is not base64url")
        }
        let claims: Claims
        do {
            claims = try JSONDecoder().decode(Claims.self, from: payload)
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.first?.stringValue == "exp" {
            throw CorvaError(.malformedToken, "the token's 'exp' must be a number of seconds since 1970")
        } catch {
            throw CorvaError(.malformedToken, "the token's payload is not a JSON object with a numeric 'exp'")
        }
        expiresAt = claims.exp.map(Date.init(timeIntervalSince1970:))
        userId = claims.user_id?.text ?? claims.sub?.text
        self.rawValue = rawValue
    }

    /// Whether the token is expired at `date`, or will be within `leeway` (so a call
    /// does not start with a token that expires on the way).
    public func isExpired(at date: Date, leeway: TimeInterval = 0) -> Bool {
        guard let expiresAt else { return false }
        return expiresAt.timeIntervalSince(date) <= leeway
    }

    /// The token is a credential: logs show only its expiry.
    public var description: String {
        "JSONWebToken(exp: \(expiresAt.map { "\($0)" } ?? "none"))"
    }

    /// The claims the client reads; any others are ignored.
    private struct Claims: Decodable {
        var exp: Double?
        var user_id: Identifier?
        var sub: Identifier?
    }

    /// A string or integer claim, as text; other types read as absent.
    private struct Identifier: Decodable {
        var text: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self), !text.isEmpty {
                self.text = text
            } else if let number = try? container.decode(Int64.self) {
                self.text = String(number)
            } else {
                self.text = nil
            }
        }
    }

    /// RFC 4648 §5 base64url, padding optional.
    static func base64URLDecoded(_ text: Substring) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        guard !base64.contains("=") else { return Data(base64Encoded: base64) }
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64)
    }
}
