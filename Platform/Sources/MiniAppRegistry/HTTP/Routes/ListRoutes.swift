import Foundation
import Hummingbird

/// `list` and `info`: `GET host/{projectId}/miniapps[?miniAppId=]`, and preview mode's
/// `GET host/{projectId}/miniapps/preview[?miniAppId=]`.
///
/// The normal list holds each app's published version; `info` of an app that is unknown
/// or not published is a 404. Preview mode lists each app's newest upload, and its
/// `info` every version of the app, newest first (the SDK picks the entry whose
/// `versionId` it wants). Answers are cached for a second (``ReadCache``).
enum ListRoutes {
    static func add(to router: Router<BasicRequestContext>, services: RegistryServices) {
        router.get("host/:projectId/miniapps") { request, context in
            let generation = services.ready?.generation
            let project = try context.parameters.require("projectId")
            let subscriptionKey = try await services.authorizeHost(request, project: project)
            let app = request.uri.queryParameters.get("miniAppId").map { String($0) }
            // No app id holds a NUL, and PostgreSQL cannot be asked about one.
            if let app, app.containsNUL { throw RegistryError.notFound("project '\(project)' has no published mini app with a NUL in its id") }
            let urls = services.urls(for: request)
            let cacheKey = "list|\(project)|\(app ?? "")|\(urls.base)"
            let body: Data? = try await services.reads.value(cacheKey) {
                let records = try await services.store.publishedVersions(project: project, app: app)
                return app != nil && records.isEmpty ? nil : try answer(records, urls: urls)
            }
            guard let body else { throw RegistryError.notFound("project '\(project)' has no published mini app '\(app ?? "")'") }
            return ready(body, cacheKey: cacheKey, project: project, urls: urls, request, context, services, subscriptionKey, generation)
        }
        router.get("host/:projectId/miniapps/preview") { request, context in
            let generation = services.ready?.generation
            let project = try context.parameters.require("projectId")
            let subscriptionKey = try await services.authorizeHost(request, project: project)
            let app = request.uri.queryParameters.get("miniAppId").map { String($0) }
            if let app, app.containsNUL { throw RegistryError.notFound("project '\(project)' has no mini app with a NUL in its id") }
            let urls = services.urls(for: request)
            let cacheKey = "preview|\(project)|\(app ?? "")|\(urls.base)"
            let body: Data? = try await services.reads.value(cacheKey) {
                if let app {
                    let records = try await services.store.versions(project: project, app: app)
                    return records.isEmpty ? nil : try answer(records, urls: urls)
                }
                return try answer(try await services.store.newestVersions(project: project), urls: urls)
            }
            guard let body else { throw RegistryError.notFound("project '\(project)' has no mini app '\(app ?? "")'") }
            return ready(body, cacheKey: cacheKey, project: project, urls: urls, request, context, services, subscriptionKey, generation)
        }
    }

    /// The answer, kept ready when its URLs are the server's own (one that names the
    /// request's `Host` would otherwise be sent to other hosts).
    private static func ready(
        _ body: Data, cacheKey: String, project: String, urls: FileURLs,
        _ request: Request, _ context: BasicRequestContext, _ services: RegistryServices, _ subscriptionKey: String, _ generation: Int?
    ) -> Response {
        let response = JSONAnswer.response(bytes: body)
        guard !urls.isFromRequest else { return response }
        return services.keepReady(
            response, body: ByteBuffer(bytes: body), request: request, context: context,
            subscriptionKey: subscriptionKey, facts: ["project|\(project)", cacheKey], since: generation)
    }

    /// The JSON bytes of a list answer (cached by the caller for a second).
    private static func answer(_ records: [VersionRecord], urls: FileURLs) throws -> Data {
        try JSONAnswer.encode(records.map { MiniAppInfoAnswer($0, urls: urls) })
    }
}
