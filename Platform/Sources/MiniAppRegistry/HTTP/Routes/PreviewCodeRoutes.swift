import Hummingbird

/// `GET host/{projectId}/preview-codes/{code}`: the version a preview code exposes, and
/// the host credentials a tester's app needs to fetch it.
enum PreviewCodeRoutes {
    static func add(to router: Router<BasicRequestContext>, services: RegistryServices) {
        router.get("host/:projectId/preview-codes/:code") { request, context in
            let project = try context.parameters.require("projectId")
            let code = try context.parameters.require("code")
            try await services.authorizeHost(request, project: project)
            guard let version = try await services.store.version(previewCode: code, project: project),
                  let owner = try await services.store.project(id: project) else {
                throw RegistryError.notFound("no preview code '\(code)' in project '\(project)'")
            }
            let answer = PreviewCodeAnswer(
                miniapp: MiniAppInfoAnswer(version, urls: services.urls(for: request)),
                host: .init(id: owner.id, subscriptionKey: owner.subscriptionKey, subscriptionkey: owner.subscriptionKey)
            )
            return try JSONAnswer.response(answer)
        }
    }
}
