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
            let project = try context.parameters.require("projectId")
            try await services.authorizeHost(request, project: project)
            let app = request.uri.queryParameters.get("miniAppId").map { String($0) }
            // No app id holds a NUL, and PostgreSQL cannot be asked about one.
            if let app, app.containsNUL { throw RegistryError.notFound("project '\(project)' has no published mini app with a NUL in its id") }
            let urls = services.urls(for: request)
            let body: Data? = try await services.reads.value("list|\(project)|\(app ?? "")|\(urls.base)") {
                let records = try await services.store.publishedVersions(project: project, app: app)
                return app != nil && records.isEmpty ? nil : try answer(records, urls: urls)
            }
            guard let body else { throw RegistryError.notFound("project '\(project)' has no published mini app '\(app ?? "")'") }
            return JSONAnswer.response(bytes: body)
        }
        router.get("host/:projectId/miniapps/preview") { request, context in
            let project = try context.parameters.require("projectId")
            try await services.authorizeHost(request, project: project)
            let app = request.uri.queryParameters.get("miniAppId").map { String($0) }
            if let app, app.containsNUL { throw RegistryError.notFound("project '\(project)' has no mini app with a NUL in its id") }
            let urls = services.urls(for: request)
            let body: Data? = try await services.reads.value("preview|\(project)|\(app ?? "")|\(urls.base)") {
                if let app {
                    let records = try await services.store.versions(project: project, app: app)
                    return records.isEmpty ? nil : try answer(records, urls: urls)
                }
                return try answer(try await services.store.newestVersions(project: project), urls: urls)
            }
            guard let body else { throw RegistryError.notFound("project '\(project)' has no mini app '\(app ?? "")'") }
            return JSONAnswer.response(bytes: body)
        }
    }

    /// The JSON bytes of a list answer (cached by the caller for a second).
    private static func answer(_ records: [VersionRecord], urls: FileURLs) throws -> Data {
        try JSONAnswer.encode(records.map { MiniAppInfoAnswer($0, urls: urls) })
    }
}
