import Foundation
public import HTTPTypes
public import Hummingbird
import MiniAppKit

/// The wire form of ``RegistryError``: the status and error bodies of protocols/platform.md.
///
/// - 401/403: `{"error": "<code>", "error_description": "<message>"}` (what the SDKs read
///   for authorization failures);
/// - everything else: `{"code": <HTTP status>, "message": "<message>", "reason": "<cause>"}`.
extension RegistryError: HTTPResponseError {
    public var status: HTTPResponse.Status {
        switch code {
        case .unauthorized: .unauthorized
        case .forbidden: .forbidden
        case .notFound: .notFound
        case .badRequest: .badRequest
        case .conflict: .conflict
        case .bundleRefused: .unprocessableContent
        case .payloadTooLarge: .contentTooLarge
        case .internalError: .internalServerError
        }
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let body: [String: JSONValue]
        switch code {
        case .unauthorized, .forbidden:
            body = ["error": .string(code.rawValue), "error_description": .string(message)]
        default:
            var fields: [String: JSONValue] = ["code": .number(Double(status.code)), "message": .string(message)]
            fields["reason"] = .string(reason ?? code.rawValue)
            body = fields
        }
        var response = try JSONAnswer.response(body, status: status)
        if code == .unauthorized {
            response.headers[.wwwAuthenticate] = request.uri.path.hasPrefix("/publish/") ? "Bearer" : "apiKey"
        }
        return response
    }
}
