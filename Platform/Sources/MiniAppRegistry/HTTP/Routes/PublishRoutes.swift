import Foundation
import Hummingbird
import MiniAppBundle

/// The publishing API the CLI calls (ours), under `publish/projects/{projectId}/apps/{appId}/`:
///
/// | call | what it does |
/// | --- | --- |
/// | `POST versions` (body: the zip) | validate, store, record a draft version; `?publish=true` also publishes it |
/// | `GET versions` | every version, newest first |
/// | `DELETE versions/{versionId}` | delete a version that was never published |
/// | `POST publish` `{"versionId"}` | point the app at a version |
/// | `POST unpublish` | take the app out of `list` |
/// | `POST rollback` `{"versionId"?}` | withdraw the current version, publish the previous (or the given) one |
/// | `POST preview-codes` `{"versionId"}` | a code that exposes that version |
///
/// Every call needs `Authorization: Bearer <publisher token>` of the project.
enum PublishRoutes {
    static let prefix = "publish/projects/:projectId/apps/:appId"

    static func add(to router: Router<BasicRequestContext>, services: RegistryServices) {
        router.post("\(prefix)/versions") { request, context in
            let (project, app) = try await authorize(request, context, services)
            return try await upload(request, project: project, app: app, context: context, services: services)
        }
        router.get("\(prefix)/versions") { request, context in
            let (project, app) = try await authorize(request, context, services)
            let published = try await services.store.publishedVersionId(project: project, app: app)
            let versions = try await services.store.versions(project: project, app: app)
            return try JSONAnswer.response(versions.map { VersionSummary($0, published: $0.id == published) })
        }
        router.delete("\(prefix)/versions/:versionId") { request, context in
            let (project, app) = try await authorize(request, context, services)
            let version = try context.parameters.require("versionId")
            let author = try await services.publisherAuthor(request, project: project)
            let record = try await services.operations(logger: context.logger).deleteUnpublishedVersion(project: project, app: app, version: version, by: author)
            return try JSONAnswer.response(VersionSummary(record, published: false))
        }
        router.post("\(prefix)/publish") { request, context in
            let (project, app) = try await authorize(request, context, services)
            let reference = try await request.decode(as: VersionReference.self, context: context)
            guard let version = reference.versionId else { throw RegistryError.badRequest("send {\"versionId\": \"…\"}") }
            let author = try await services.publisherAuthor(request, project: project)
            let record = try await services.operations(logger: context.logger).publish(project: project, app: app, version: version, by: author)
            return try JSONAnswer.response(VersionSummary(record, published: true))
        }
        router.post("\(prefix)/unpublish") { request, context in
            let (project, app) = try await authorize(request, context, services)
            let author = try await services.publisherAuthor(request, project: project)
            try await services.operations(logger: context.logger).unpublish(project: project, app: app, by: author)
            return try JSONAnswer.response(["appId": app])
        }
        router.post("\(prefix)/rollback") { request, context in
            let (project, app) = try await authorize(request, context, services)
            let reference = try await optionalReference(request, context)
            let author = try await services.publisherAuthor(request, project: project)
            let record = try await services.operations(logger: context.logger).rollback(project: project, app: app, to: reference?.versionId, by: author)
            return try JSONAnswer.response(VersionSummary(record, published: true))
        }
        router.post("\(prefix)/preview-codes") { request, context in
            let (project, app) = try await authorize(request, context, services)
            let reference = try await request.decode(as: VersionReference.self, context: context)
            guard let version = reference.versionId else { throw RegistryError.badRequest("send {\"versionId\": \"…\"}") }
            let author = try await services.publisherAuthor(request, project: project)
            let code = try await services.operations(logger: context.logger).createPreviewCode(project: project, app: app, version: version, by: author)
            return try JSONAnswer.response(PreviewCodeCreated(code: code, versionId: version), status: .created)
        }
    }

    /// Receive the body into `tmp/`, then ``RegistryOperations/upload(zip:project:app:details:publish:by:)``.
    private static func upload(
        _ request: Request, project: String, app: String, context: BasicRequestContext, services: RegistryServices
    ) async throws -> Response {
        let query = request.uri.queryParameters
        // `publish=1` or `publish=yes` must not quietly store a draft.
        let publish = query.get("publish")
        guard publish == nil || publish == "true" || publish == "false" else {
            throw RegistryError.badRequest("publish must be true or false, not '\(publish ?? "")'")
        }
        try RegistryOperations.checkUpload(app: app, versionTag: query.get("versionTag"), icon: query.get("icon"))
        let details = StagedVersion.Details(
            versionTag: query.get("versionTag"), displayName: query.get("displayName"), icon: query.get("icon"),
            promotionalImageUrl: query.get("promotionalImageUrl"), promotionalText: query.get("promotionalText")
        )
        try RegistryOperations.checkText(details)
        // Before the body is read, as the operation checks again.
        try PublisherURLCheck.check(details)
        // A tag already used is refused before the body is read, so nothing is stored for it
        // (two uploads racing for one tag are still settled by the final transaction).
        if let tag = query.get("versionTag"), try await services.store.versions(project: project, app: app).contains(where: { $0.versionTag == tag }) {
            throw RegistryError.conflict("\(app) already has a version tagged '\(tag)'; versions are immutable, use a new tag")
        }
        let zip = services.ingest.scratch.item("upload")
        defer { try? FileManager.default.removeItem(at: zip) }
        try await UploadReceiver.receive(request.body, to: zip, limit: services.configuration.maxUploadBytes)
        let author = try await services.publisherAuthor(request, project: project)
        let stored = try await services.operations(logger: context.logger).upload(
            zip: zip, project: project, app: app, details: details, publish: publish == "true", by: author)
        return try JSONAnswer.response(VersionSummary(stored.version, published: stored.published, files: stored.files), status: .created)
    }

    private static func authorize(
        _ request: Request, _ context: BasicRequestContext, _ services: RegistryServices
    ) async throws -> (String, String) {
        let project = try context.parameters.require("projectId")
        let app = try context.parameters.require("appId")
        try await services.authorizePublisher(request, project: project)
        // An id no app can have is a mistake in the request, on every publishing call
        // (a list of its versions would otherwise be an empty 200, as for a new app).
        guard MiniAppIdentifier.isValid(app) else {
            throw RegistryError.badRequest("an app id may use letters, digits, '-', '_' and '.' (not first or last), 1 to 128 characters; '\(app)' does not")
        }
        return (project, app)
    }

    /// `rollback` takes an optional body.
    private static func optionalReference(_ request: Request, _ context: BasicRequestContext) async throws -> VersionReference? {
        let body = try await request.body.collect(upTo: 64 << 10)
        guard body.readableBytes > 0 else { return nil }
        do {
            return try JSONDecoder().decode(VersionReference.self, from: Data(body.readableBytesView))
        } catch {
            throw RegistryError.badRequest("the body must be {\"versionId\": \"…\"} or empty")
        }
    }
}
