import Foundation
import Hummingbird
import Logging
import MiniAppBundle

/// Every error leaves the server in the documented shape (docs/protocols/platform.md):
/// a ``RegistryError`` answers as it is; Hummingbird's own errors (a body that is not
/// JSON, a route's missing parameter) become the ``RegistryError`` of their status;
/// anything else is logged with its detail and answered `500` with a sentence, never
/// with an empty body or an internal message.
struct ErrorBodyMiddleware<Context: RequestContext>: RouterMiddleware {
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as RegistryError {
            throw error
        } catch let error as HTTPError {
            throw Self.registryError(for: error)
        } catch let error as DecodingError {
            throw RegistryError.badRequest("the request body is not the JSON this route takes: \(error.locatedDescription)")
        } catch {
            logger.error("request failed", metadata: [
                "registry.path": "\(request.uri.path)", "registry.error": "\(String(reflecting: error))",
            ])
            throw RegistryError.internalError("the registry could not answer this request; its log has the details")
        }
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
        default: return RegistryError(.internalError, "the registry could not answer this request; its log has the details")
        }
    }
}
