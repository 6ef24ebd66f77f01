import Foundation
import Testing
@testable import CorvaClient
@testable import MiniAppKit

struct CorvaTokenTests {
    @Test func readsExpiryAndUserFromThePayload() throws {
        let exp = Date(timeIntervalSince1970: 1_900_000_000)
        let token = try JSONWebToken(TestJWT.make(exp: exp, userId: 42))
        #expect(token.expiresAt == exp)
        #expect(token.userId == "42")
        #expect(try JSONWebToken(TestJWT.make(exp: exp, userId: nil, sub: "u-7")).userId == "u-7")
        #expect(try JSONWebToken(TestJWT.make(exp: exp, userId: "abc")).userId == "abc")
    }

    @Test func expiryIsJudgedWithLeeway() throws {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let token = try JSONWebToken(TestJWT.make(exp: now.addingTimeInterval(20)))
        #expect(!token.isExpired(at: now))
        #expect(token.isExpired(at: now, leeway: 30))
        #expect(token.isExpired(at: now.addingTimeInterval(20)))
        let forever = try JSONWebToken(TestJWT.make(exp: nil))
        #expect(forever.expiresAt == nil)
        #expect(!forever.isExpired(at: .distantFuture, leeway: 1e9))
    }

    @Test func base64URLWithoutPaddingAndWithUnderscores() throws {
        // A payload whose base64 needs '-' / '_' and has no padding.
        let payload = TestJWT.base64URL(Data(#"{"exp":1900000000,"n":"??>>~~"}"#.utf8))
        #expect(payload.contains("_") || payload.contains("-"))
        let token = try JSONWebToken("eyJhbGciOiJIUzI1NiJ9.\(payload).sig")
        #expect(token.expiresAt == Date(timeIntervalSince1970: 1_900_000_000))
    }

    @Test(arguments: [
        "abcd", "a.b", "a.b.c.d", ".e30.", "eyJ.!!!.x",
        "x." + TestJWT.base64URL(Data("[1,2]".utf8)) + ".s",
        "x." + TestJWT.base64URL(Data(#"{"exp":"tomorrow"}"#.utf8)) + ".s",
        "x." + TestJWT.base64URL(Data(#"{"exp":true}"#.utf8)) + ".s",
    ])
    func malformedTokensAreRefused(_ text: String) {
        #expect(throws: CorvaError.self) { try JSONWebToken(text) }
        do {
            _ = try JSONWebToken(text)
        } catch {
            #expect(error.code == .malformedToken)
            #expect(!error.message.isEmpty)
        }
    }

    @Test func descriptionNeverShowsTheToken() throws {
        let raw = TestJWT.make(exp: nil)
        #expect(!"\(try JSONWebToken(raw))".contains(raw))
    }
}
