import Hummingbird
import Logging

/// Every route of the registry, in one place.
///
/// ```
/// GET  host/{projectId}/miniapps[?miniAppId=]                      list / info        apiKey
/// GET  host/{projectId}/miniapps/preview[?miniAppId=]              preview list/info  apiKey
/// GET  host/{p}/miniapp/{id}/version/{v}/[preview/]manifest        signed manifest    apiKey
/// GET  host/{p}/miniapp/{id}/version/{v}/[preview/]metadata?lang=  bundle manifest    apiKey
/// GET  host/{projectId}/preview-codes/{code}                       preview code       apiKey
/// GET  keys/{keyId}                                                public key         -
/// GET  map-published/{appId}/{versionId}/{path…}                   bundle file        -
/// GET  packages/{appId}/{versionId}.zip                            version zip        -
/// GET  icons/default.png                                           default icon       -
/// …    publish/projects/{projectId}/apps/{appId}/…                 publishing API     Bearer token
/// GET  health                                                      liveness           -
/// GET  ready                                                       readiness (the DB) -
/// GET  metrics                                                     Prometheus         -
/// ```
///
/// docs/openapi.yaml documents the same list; `OpenAPIDocumentTests` keeps the two equal.
enum RegistryRouter {
    static func build(services: RegistryServices) -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: RequestMetricsMiddleware(metrics: services.metrics))
        router.add(middleware: LogRequestsMiddleware(.debug))
        router.add(middleware: ErrorBodyMiddleware())
        router.add(middleware: NULCharacterMiddleware())
        ListRoutes.add(to: router, services: services)
        ManifestRoutes.add(to: router, services: services)
        PreviewCodeRoutes.add(to: router, services: services)
        KeyRoutes.add(to: router, services: services)
        FileRoutes.add(to: router, services: services)
        PackageRoutes.add(to: router, services: services)
        DefaultIcon.add(to: router)
        PublishRoutes.add(to: router, services: services)
        ObservabilityRoutes.add(to: router, services: services)
        // Last, so that it wraps only the not-found responder (a 404 becomes a 405 when
        // the path exists with other methods).
        router.add(middleware: MethodNotAllowedMiddleware(routes: router.routes.map { ($0.path, $0.method) }))
        return router
    }
}
