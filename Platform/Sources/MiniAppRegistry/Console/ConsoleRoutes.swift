import Foundation
import Hummingbird
import Logging
import NIOCore

/// The web console under `/console`: server-rendered pages over the same
/// ``RegistryOperations`` the publishing API and the CLI use.
///
/// ```
/// GET  /console/sign-in, POST /console/sign-in, POST /console/sign-out
/// GET  /console/projects                              list (an operator also creates)
/// GET  /console/projects/{p}                          key, apps, upload of a new app
/// GET  /console/projects/{p}/apps/{a}                 versions, publish, roll back, upload
/// GET  /console/projects/{p}/apps/{a}/versions/{v}    permissions, metadata, files, preview codes
/// GET  /console/keys, /console/audit                  signing keys, audit log
/// ```
///
/// Every page needs a session (a cookie made at sign-in with an operator or publisher
/// token) and checks that it may see the project in its path; every POST carries the
/// session's CSRF token. Pages are HTML; the upload answers JSON to the page's script.
struct ConsoleRoutes: Sendable {
    static let root = "/console"

    let services: RegistryServices
    let renderer: ConsoleRenderer
    let sessions: ConsoleSessions
    let limiter: SignInLimiter

    init(services: RegistryServices) throws {
        self.services = services
        renderer = try ConsoleRenderer()
        sessions = ConsoleSessions(store: services.store, publicURL: services.configuration.publicURL)
        limiter = SignInLimiter()
    }

    /// The console's router, with its security headers and HTML error pages.
    static func build(services: RegistryServices) throws -> Router<ConsoleRequestContext> {
        let routes = try ConsoleRoutes(services: services)
        let router = Router(context: ConsoleRequestContext.self)
        router.add(middleware: LogRequestsMiddleware(.debug))
        router.add(middleware: ConsoleHeadersMiddleware())
        router.add(middleware: ConsoleErrorMiddleware(routes: routes))
        router.get("console") { _, _ in Self.redirect("\(Self.root)/projects") }
        router.get("console/assets/console.css") { _, _ in Self.asset(ConsoleAssets.css, type: "text/css; charset=utf-8") }
        router.get("console/assets/console.js") { _, _ in Self.asset(ConsoleAssets.script, type: "text/javascript; charset=utf-8") }
        routes.addSignIn(to: router)
        routes.addProjects(to: router)
        routes.addApps(to: router)
        routes.addVersions(to: router)
        routes.addRegistryPages(to: router)
        return router
    }

    // MARK: Helpers shared by the pages

    /// 303 See Other: after a POST, the browser GETs the page (reloading does not repeat the action).
    static func redirect(_ location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location])
    }

    private static func asset(_ text: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-cache"], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// A POST's session and form, after the CSRF check.
    func changeRequest(_ request: Request) async throws -> (ConsoleSession, ConsoleForm) {
        let session = try await sessions.require(request)
        let form = try await ConsoleForm.read(request)
        try ConsoleSessions.checkForgery(request, sent: form["csrf"], expected: session.csrfToken)
        return (session, form)
    }

    /// The operations, acting for the server's logger.
    func operations(_ context: ConsoleRequestContext) -> RegistryOperations {
        services.operations(logger: context.logger)
    }

    /// A path segment, percent-encoded for a link.
    static func segment(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? value
    }

    static func projectLink(_ project: String) -> String { "\(root)/projects/\(segment(project))" }
    static func appLink(_ project: String, _ app: String) -> String { "\(projectLink(project))/apps/\(segment(app))" }
    static func versionLink(_ project: String, _ app: String, _ version: String) -> String { "\(appLink(project, app))/versions/\(segment(version))" }

    /// The notice a `?notice=` query names (only these fixed sentences, never text from the URL).
    static func notice(_ request: Request) -> String? {
        switch request.uri.queryParameters.get("notice") {
        case "created": "Project created."
        case "rotated": "New subscription key made: give it to the project's hosts."
        case "uploaded": "Version uploaded."
        case "published": "Version published."
        case "rolledBack": "Rolled back: the previous version is published again."
        case "unpublished": "App unpublished: hosts no longer list it."
        case "deleted": "Version deleted."
        case "previewCode": "Preview code created."
        case "keyRotated": "New signing key made and active. Hosts must pin it."
        case "tokenRevoked": "Token revoked: it no longer publishes or signs in, and its console sessions have ended."
        case "signedOut": "Signed out."
        default: nil
        }
    }
}
