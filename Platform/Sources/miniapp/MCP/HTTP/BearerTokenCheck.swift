import Foundation
import MCP

/// Refuses (401, with `WWW-Authenticate: Bearer`) a request without
/// `Authorization: Bearer <the server's token>`. The comparison takes the same time
/// wherever the tokens differ.
struct BearerTokenCheck: HTTPRequestValidator {
    let token: String

    func validate(_ request: MCP.HTTPRequest, context: HTTPValidationContext) -> MCP.HTTPResponse? {
        let given = request.header(HTTPHeaderName.authorization).flatMap { header -> String? in
            let parts = header.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
            return String(parts[1]).trimmingCharacters(in: .whitespaces)
        }
        guard let given, Self.equal(Array(given.utf8), Array(token.utf8)) else {
            return .error(
                statusCode: 401,
                .invalidRequest("Unauthorized: send \"Authorization: Bearer <token>\" with the token miniapp mcp printed at start"),
                sessionID: context.sessionID,
                extraHeaders: [HTTPHeaderName.wwwAuthenticate: "Bearer realm=\"miniapp mcp\""])
        }
        return nil
    }

    private static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
