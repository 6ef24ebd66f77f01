import Hummingbird

/// `list` and `info`: `GET host/{projectId}/miniapps[?miniAppId=]`, and preview mode's
/// `GET host/{projectId}/miniapps/preview[?miniAppId=]`.
///
/// The normal list holds each app's published version; `info` of an app that is unknown
/// or not published is a 404. Preview mode lists each app's newest upload, and its
/// `info` every version of the app, newest first (the SDK picks the entry whose
/// `versionId` it wants).
enum ListRoutes {
    static func add(to router: Router<BasicRequestContext>, services: RegistryServices) {
        router.get("host/:projectId/miniapps") { request, context in
            let project = try context.parameters.require("projectId")
            try await services.authorizeHost(request, project: project)
            let app = request.uri.queryParameters.get("miniAppId")
            let records = try await services.store.publishedVersions(project: project, app: app)
            if let app, records.isEmpty {
                throw RegistryError.notFound("project '\(project)' has no published mini app '\(app)'")
            }
            return try answer(records, request: request, services: services)
        }
        router.get("host/:projectId/miniapps/preview") { request, context in
            let project = try context.parameters.require("projectId")
            try await services.authorizeHost(request, project: project)
            let records: [VersionRecord]
            if let app = request.uri.queryParameters.get("miniAppId") {
                records = try await services.store.versions(project: project, app: app)
                guard !records.isEmpty else { throw RegistryError.notFound("project '\(project)' has no mini app '\(app)'") }
            } else {
                records = try await services.store.newestVersions(project: project)
            }
            return try answer(records, request: request, services: services)
        }
    }

    private static func answer(_ records: [VersionRecord], request: Request, services: RegistryServices) throws -> Response {
        let urls = services.urls(for: request)
        return try JSONAnswer.response(records.map { MiniAppInfoAnswer($0, urls: urls) })
    }
}
