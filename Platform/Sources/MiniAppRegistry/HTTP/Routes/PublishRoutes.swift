import Foundation
import Hummingbird
import Logging
import MiniAppBundle
import NIOPosix

/// The publishing API the CLI calls (ours), under `publish/projects/{projectId}/apps/{appId}/`:
///
/// | call | what it does |
/// | --- | --- |
/// | `POST versions` (body: the zip) | validate, store, record a draft version; `?publish=true` also publishes it |
/// | `GET versions` | every version, newest first |
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
        router.post("\(prefix)/publish") { request, context in
            let (project, app) = try await authorize(request, context, services)
            let reference = try await request.decode(as: VersionReference.self, context: context)
            guard let version = reference.versionId else { throw RegistryError.badRequest("send {\"versionId\": \"…\"}") }
            let record = try await services.store.publish(project: project, app: app, version: version)
            services.reads.clear()
            context.logger.info("published", metadata: metadata(project, app, record.id))
            return try JSONAnswer.response(VersionSummary(record, published: true))
        }
        router.post("\(prefix)/unpublish") { request, context in
            let (project, app) = try await authorize(request, context, services)
            try await services.store.unpublish(project: project, app: app)
            services.reads.clear()
            context.logger.info("unpublished", metadata: metadata(project, app, nil))
            return try JSONAnswer.response(["appId": app])
        }
        router.post("\(prefix)/rollback") { request, context in
            let (project, app) = try await authorize(request, context, services)
            let reference = try await optionalReference(request, context)
            let record = try await services.store.rollback(project: project, app: app, to: reference?.versionId)
            services.reads.clear()
            context.logger.info("rolled back", metadata: metadata(project, app, record.id))
            return try JSONAnswer.response(VersionSummary(record, published: true))
        }
        router.post("\(prefix)/preview-codes") { request, context in
            let (project, app) = try await authorize(request, context, services)
            let reference = try await request.decode(as: VersionReference.self, context: context)
            guard let version = reference.versionId else { throw RegistryError.badRequest("send {\"versionId\": \"…\"}") }
            let code = try await services.store.createPreviewCode(project: project, app: app, version: version)
            return try JSONAnswer.response(PreviewCodeCreated(code: code, versionId: version), status: .created)
        }
    }

    /// Receive → validate and store the files → (pause, for crash tests) → one transaction.
    /// Version tags are labels (`1.4.2`, `2026-11-24.3`), shown in lists and consoles.
    static let maxVersionTagBytes = 128

    private static func upload(
        _ request: Request, project: String, app: String, context: BasicRequestContext, services: RegistryServices
    ) async throws -> Response {
        let query = request.uri.queryParameters
        // `publish=1` or `publish=yes` must not quietly store a draft.
        let publish = query.get("publish")
        guard publish == nil || publish == "true" || publish == "false" else {
            throw RegistryError.badRequest("publish must be true or false, not '\(publish ?? "")'")
        }
        if let tag = query.get("versionTag"), tag.utf8.count > Self.maxVersionTagBytes {
            throw RegistryError.badRequest("a versionTag may be at most \(Self.maxVersionTagBytes) bytes; this one is \(tag.utf8.count)")
        }
        let details = StagedVersion.Details(
            versionTag: query.get("versionTag"), displayName: query.get("displayName"), icon: query.get("icon"),
            promotionalImageUrl: query.get("promotionalImageUrl"), promotionalText: query.get("promotionalText")
        )
        let zip = services.ingest.scratch.item("upload")
        defer { try? FileManager.default.removeItem(at: zip) }
        try await UploadReceiver.receive(request.body, to: zip, limit: services.configuration.maxUploadBytes)
        let ingest = services.ingest
        let staged: StagedVersion
        do {
            // Extraction, hashing and fsync block: keep them off the concurrency pool.
            staged = try await NIOThreadPool.singleton.runIfActive {
                try ingest.stage(zip: zip, project: project, app: app, details: details)
            }
        } catch let error as RegistryError {
            context.logger.notice("bundle refused", metadata: metadata(project, app, nil).merging(["miniapp.reason": "\(error.reason ?? "")"]) { $1 })
            throw error
        }
        if let pause = services.configuration.pauseBeforeCommit {
            context.logger.warning("pausing before the final transaction (crash test)", metadata: metadata(project, app, nil))
            try await Task.sleep(for: pause)
        }
        var record = try await services.store.insertVersion(staged)
        var published = false
        if publish == "true" {
            record = try await services.store.publish(project: project, app: app, version: record.id)
            published = true
        }
        // Preview lists show the new upload, and a publish moves the pointer.
        services.reads.clear()
        context.logger.info("version stored", metadata: metadata(project, app, record.id).merging([
            "miniapp.files": "\(staged.files.count)", "miniapp.published": "\(published)",
        ]) { $1 })
        return try JSONAnswer.response(VersionSummary(record, published: published, files: staged.files), status: .created)
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

    private static func metadata(_ project: String, _ app: String, _ version: String?) -> Logger.Metadata {
        var metadata: Logger.Metadata = ["miniapp.project": "\(project)", "miniapp.app": "\(app)"]
        if let version { metadata["miniapp.version"] = "\(version)" }
        return metadata
    }
}
