import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// An app's page and what moves its published pointer, and uploads.
extension ConsoleRoutes {
    func addApps(to router: Router<ConsoleRequestContext>) {
        router.get("console/projects/:projectId/apps/:appId") { request, context in
            let session = try await sessions.require(request)
            let (project, app) = try Self.projectAndApp(context)
            try session.requireAccess(to: project)
            let versions = try await services.store.versions(project: project, app: app)
            guard let newest = versions.first else { throw RegistryError.notFound("project '\(project)' has no app '\(app)'") }
            let publishedId = try await services.store.publishedVersionId(project: project, app: app)
            let sizes = try await services.store.versionSizes(project: project, app: app)
            let everPublished = try await services.store.everPublishedVersionIds(project: project, app: app)
            let overview = try await services.store.appOverviews(project: project).first { $0.appId == app }
            let appLink = Self.appLink(project, app)
            let published = versions.first { $0.id == publishedId }
            let rows = versions.map { version in
                AppView.VersionRow(
                    versionTag: version.versionTag, versionId: version.id, size: ConsoleFormat.size(sizes[version.id]?.bytes ?? 0),
                    files: sizes[version.id]?.files ?? 0, uploaded: ConsoleFormat.time(version.createdAt), state: version.state.rawValue,
                    isPublished: version.id == publishedId, deletable: version.state == .draft && !everPublished.contains(version.id),
                    link: Self.versionLink(project, app, version.id), appLink: appLink)
            }
            let shown = published ?? newest
            let content = AppView(
                project: project, projectLink: Self.projectLink(project), id: app, displayName: shown.displayName, icon: Self.iconURL(shown),
                published: published.map {
                    .init(tag: $0.versionTag, versionId: $0.id, since: overview?.lastPublishedAt.map(ConsoleFormat.time), link: appLink, displayName: $0.displayName)
                },
                versions: rows, upload: UploadFormView(action: "\(appLink)/versions", askApp: false))
            return try renderer.response("app", ConsolePage(title: shown.displayName, session: session, notice: Self.notice(request), content: content))
        }
        router.post("console/projects/:projectId/apps/:appId/publish") { request, context in
            let (session, form) = try await changeRequest(request)
            let (project, app) = try Self.projectAndApp(context)
            try session.requireAccess(to: project)
            try await operations(context).publish(project: project, app: app, version: try form.require("versionId", "A version id"), by: session.author)
            return Self.redirect(Self.appLink(project, app) + "?notice=published")
        }
        router.post("console/projects/:projectId/apps/:appId/rollback") { request, context in
            let (session, form) = try await changeRequest(request)
            let (project, app) = try Self.projectAndApp(context)
            try session.requireAccess(to: project)
            try await operations(context).rollback(project: project, app: app, to: form["versionId"], by: session.author)
            return Self.redirect(Self.appLink(project, app) + "?notice=rolledBack")
        }
        router.post("console/projects/:projectId/apps/:appId/unpublish") { request, context in
            let (session, _) = try await changeRequest(request)
            let (project, app) = try Self.projectAndApp(context)
            try session.requireAccess(to: project)
            try await operations(context).unpublish(project: project, app: app, by: session.author)
            return Self.redirect(Self.appLink(project, app) + "?notice=unpublished")
        }
        router.post("console/projects/:projectId/apps/:appId/versions") { request, context in
            try await upload(request, context)
        }
    }

    /// The page's script sends the zip as the body (so it can show progress), the CSRF
    /// token in `X-CSRF-Token` and the details in the query; the answer is JSON:
    /// `{"location"}` to go to, or `{"message"}` saying what was wrong.
    private func upload(_ request: Request, _ context: ConsoleRequestContext) async throws -> Response {
        do {
            let session = try await sessions.require(request)
            let csrf = HTTPField.Name("X-CSRF-Token").flatMap { request.headers[$0] }
            try ConsoleSessions.checkForgery(request, sent: csrf, expected: session.csrfToken)
            let (project, app) = try Self.projectAndApp(context)
            try session.requireAccess(to: project)
            let query = request.uri.queryParameters
            let tag = query.get("versionTag").flatMap { $0.isEmpty ? nil : $0 }
            try RegistryOperations.checkUpload(app: app, versionTag: tag)
            let details = StagedVersion.Details(versionTag: tag, displayName: query.get("displayName").flatMap { $0.isEmpty ? nil : $0 })
            let zip = services.ingest.scratch.item("console-upload")
            defer { try? FileManager.default.removeItem(at: zip) }
            try await UploadReceiver.receive(request.body, to: zip, limit: services.configuration.maxUploadBytes)
            let stored = try await operations(context).upload(
                zip: zip, project: project, app: app, details: details, publish: query.get("publish") == "true", by: session.author)
            return try Self.json(["location": Self.versionLink(project, app, stored.version.id) + "?notice=uploaded"], status: .created)
        } catch ConsoleFailure.signInRequired {
            return try Self.json(["message": "Your session has ended: sign in again, then upload."], status: .unauthorized)
        } catch ConsoleFailure.forgedRequest(let message) {
            return try Self.json(["message": message], status: .forbidden)
        } catch let error as RegistryError {
            return try Self.json(["message": error.message, "reason": error.reason ?? error.code.rawValue], status: error.status)
        }
    }

    private static func json(_ body: [String: String], status: HTTPResponse.Status) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(body)
        return Response(status: status, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    static func projectAndApp(_ context: ConsoleRequestContext) throws -> (String, String) {
        (try context.parameters.require("projectId"), try context.parameters.require("appId"))
    }
}
