import Foundation
import Hummingbird
import Logging
import MiniAppBundle

/// Every error leaves the server in the documented shape (docs/protocols/platform.md):
/// a ``RegistryError`` answers as it is; Hummingbird's own errors (a body that is not
/// JSON, a route's missing parameter) become the ``RegistryError`` of their status;
/// anything else, and a ``RegistryError`` `internalError` (whose message is for the
/// operator: it may name a server path or a key id), is logged with its detail and
/// answered `500` with a fixed sentence, never with an empty body or an internal message.
///
/// It logs with the request's logger: the server's, with its level, format and the
/// request's id, so the line can be found from the client's report.
struct ErrorBodyMiddleware<Context: RequestContext>: RouterMiddleware {

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as RegistryError where error.code != .internalError {
            throw error
        } catch let error as HTTPError {
            throw Self.registryError(for: error)
        } catch let error as DecodingError {
            throw RegistryError.badRequest("the request body is not the JSON this route takes: \(error.locatedDescription)")
        } catch {
            context.logger.error("request failed", metadata: [
                "registry.path": "\(request.uri.path)", "registry.error": "\(String(reflecting: error))",
            ])
            throw Self.internalFailure
        }
    }

    /// The one sentence a client is told of the registry's own failures.
    static var internalFailure: RegistryError {
        RegistryError.internalError("the registry could not answer this request; its log has the details")
    }

    /// The documented error for one of Hummingbird's.
    static func registryError(for error: HTTPError) -> RegistryError {
        let message = error.body ?? "\(error.status.reasonPhrase)"
        switch error.status.code {
        case 401: return RegistryError(.unauthorized, message)
        case 403: return RegistryError(.forbidden, message)
        case 404: return RegistryError(.notFound, message)
        case 409: return RegistryError(.conflict, message)
        case 413: return RegistryError(.payloadTooLarge, message)
        case 400..<500: return RegistryError(.badRequest, message)
        default: return internalFailure
        }
    }
}
