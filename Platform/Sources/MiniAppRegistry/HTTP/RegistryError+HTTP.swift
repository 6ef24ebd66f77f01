import Foundation
public import HTTPTypes
public import Hummingbird

/// The wire form of ``RegistryError``: the status and error bodies of docs/protocols/platform.md.
///
/// - 401/403: `{"error": "<code>", "error_description": "<message>"}` (what the SDKs read
///   for authorization failures);
/// - everything else: `{"code": <HTTP status>, "message": "<message>", "reason": "<cause>"}`.
extension RegistryError: HTTPResponseError {
    /// The HTTP status `code` maps to: 422 for a refused bundle, 413 for a too-large upload,
    /// 503 when the database cannot be reached, the namesake status otherwise.
    public var status: HTTPResponse.Status {
        switch code {
        case .unauthorized: .unauthorized
        case .forbidden: .forbidden
        case .notFound: .notFound
        case .methodNotAllowed: .methodNotAllowed
        case .badRequest: .badRequest
        case .conflict: .conflict
        case .bundleRefused: .unprocessableContent
        case .payloadTooLarge: .contentTooLarge
        case .internalError: .internalServerError
        case .serviceUnavailable: .serviceUnavailable
        }
    }

    /// The JSON error body (see above); a 401 also gets `WWW-Authenticate` (`Bearer` under
    /// `/publish/` and on `/metrics`, `apiKey` elsewhere), so a client knows which credential to send.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = switch code {
        case .unauthorized, .forbidden:
            try JSONAnswer.response(["error": code.rawValue, "error_description": message], status: status)
        default:
            try JSONAnswer.response(ErrorBody(code: status.code, message: message, reason: reason ?? code.rawValue), status: status)
        }
        if code == .unauthorized {
            let path = request.uri.path
            response.headers[.wwwAuthenticate] = path.hasPrefix("/publish/") || path == "/metrics" ? "Bearer" : "apiKey"
        }
        if code == .methodNotAllowed {
            response.headers[.allow] = allowedMethods.joined(separator: ", ")
        }
        return response
    }
}

/// The body of every error but the authorization ones.
private struct ErrorBody: Encodable {
    var code: Int
    var message: String
    var reason: String
}
