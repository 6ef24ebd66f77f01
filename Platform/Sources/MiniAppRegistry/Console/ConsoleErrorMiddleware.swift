import Foundation
import HTTPTypes
import Hummingbird
import Logging

/// Turns a failed console request into a page a person can read: sign-in when the
/// session is missing, the registry's message (a refused tag, a project of another
/// publisher) with the status it would have in the API, and for anything unexpected a
/// sentence, the details going to the log only.
struct ConsoleErrorMiddleware: RouterMiddleware {
    typealias Context = ConsoleRequestContext
    let routes: ConsoleRoutes

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch ConsoleFailure.signInRequired {
            return ConsoleRoutes.redirect("\(ConsoleRoutes.root)/sign-in")
        } catch ConsoleFailure.forgedRequest(let message) {
            return try await page(request, status: .forbidden, heading: "Request refused", message: message)
        } catch ConsoleFailure.tooManySignIns(let seconds) {
            var response = try routes.renderer.response("sign-in", ConsolePage(
                title: "Sign in", session: nil,
                content: SignInView(csrf: "", error: "Too many failed sign-ins from your address: try again in \(seconds) seconds.")), status: .tooManyRequests)
            response.headers[.retryAfter] = "\(seconds)"
            return response
        } catch let error as RegistryError {
            let heading = switch error.code {
            case .notFound: "Not found"
            case .forbidden, .unauthorized: "Not allowed"
            case .bundleRefused: "Bundle refused"
            case .internalError: "Something went wrong"
            default: "That did not work"
            }
            // An internal error's message is for the operator (it may name a server path).
            if error.code == .internalError {
                context.logger.error("console request failed", metadata: ["registry.path": "\(request.uri.path)", "registry.error": "\(error)"])
                return try await page(request, status: .internalServerError, heading: heading, message: Self.internalFailure)
            }
            return try await page(request, status: error.status, heading: heading, message: error.message)
        } catch let error as HTTPError {
            let message = error.status == .notFound ? "There is no console page at this address." : (error.body ?? error.status.reasonPhrase)
            return try await page(request, status: error.status, heading: error.status == .notFound ? "Not found" : "That did not work", message: message)
        } catch {
            context.logger.error("console request failed", metadata: [
                "registry.path": "\(request.uri.path)", "registry.error": "\(String(reflecting: error))",
            ])
            return try await page(request, status: .internalServerError, heading: "Something went wrong", message: Self.internalFailure)
        }
    }

    /// The one sentence a person is shown of the registry's own failures.
    static let internalFailure = "The console could not answer this request; the server's log has the details."

    private func page(_ request: Request, status: HTTPResponse.Status, heading: String, message: String) async throws -> Response {
        let session = try? await routes.sessions.session(for: request)
        let back = request.method == .post ? (request.uri.path.components(separatedBy: "/").dropLast().joined(separator: "/")) : "\(ConsoleRoutes.root)/projects"
        let content = ErrorView(heading: heading, message: message, back: back.isEmpty ? ConsoleRoutes.root : back, backLabel: "Back")
        return try routes.renderer.response("error", ConsolePage(title: heading, session: session, content: content), status: status)
    }
}
