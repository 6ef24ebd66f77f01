import Foundation
import Hummingbird
import MiniAppBundle
import NIOCore

/// A version's page, its preview codes (with their QR images) and deleting a draft.
extension ConsoleRoutes {
    /// Pixels per QR module on the page.
    static let qrScale = 6

    func addVersions(to router: Router<ConsoleRequestContext>) {
        router.get("console/projects/:projectId/apps/:appId/versions/:versionId") { request, context in
            let session = try await sessions.require(request)
            let (project, app) = try Self.projectAndApp(context)
            try session.requireAccess(to: project)
            let version = try await Self.version(services.store, project, app, try context.parameters.require("versionId"))
            let files = try await services.store.files(version: version.id)
            let manifest = try await services.store.bundleManifest(version: version.id, language: nil)
            let permissions = ManifestSummary(json: manifest)
            let link = Self.versionLink(project, app, version.id)
            var codes: [VersionView.PreviewCode] = []
            for code in try await services.store.previewCodes(project: project, app: app, version: version.id) {
                let pixels = ((try? QRCode(text: code.code))?.size ?? 21) + 8
                codes.append(.init(code: code.code, qr: "\(link)/preview-codes/\(Self.segment(code.code))/qr.png",
                                   pixels: pixels * Self.qrScale, created: ConsoleFormat.time(code.createdAt)))
            }
            let content = VersionView(
                project: project, projectLink: Self.projectLink(project), app: app, appLink: Self.appLink(project, app), link: link,
                versionId: version.id, versionTag: version.versionTag, displayName: version.displayName, state: version.state.rawValue,
                isPublished: try await services.store.publishedVersionId(project: project, app: app) == version.id,
                uploaded: ConsoleFormat.time(version.createdAt), size: ConsoleFormat.size(files.reduce(0) { $0 + $1.size }),
                fileCount: files.count, icon: Self.iconURL(version), previewCodes: codes,
                required: permissions.required, optional: permissions.optional, accessTokens: permissions.accessTokens,
                metadata: permissions.metadata,
                files: files.map { .init(path: $0.path, size: ConsoleFormat.size($0.size), sha256: $0.sha256, shortHash: String($0.sha256.prefix(12))) })
            return try renderer.response("version", ConsolePage(
                title: "\(version.displayName) \(version.versionTag)", session: session, notice: Self.notice(request), content: content))
        }
        router.post("console/projects/:projectId/apps/:appId/versions/:versionId/preview-codes") { request, context in
            let (session, _) = try await changeRequest(request)
            let (project, app) = try Self.projectAndApp(context)
            try session.requireAccess(to: project)
            let version = try context.parameters.require("versionId")
            _ = try await operations(context).createPreviewCode(project: project, app: app, version: version, by: session.author)
            return Self.redirect(Self.versionLink(project, app, version) + "?notice=previewCode#preview-heading")
        }
        router.get("console/projects/:projectId/apps/:appId/versions/:versionId/preview-codes/:code/qr.png") { request, context in
            let session = try await sessions.require(request)
            let (project, app) = try Self.projectAndApp(context)
            try session.requireAccess(to: project)
            let version = try context.parameters.require("versionId")
            let code = try context.parameters.require("code")
            guard try await services.store.version(previewCode: code, project: project)?.id == version, version.isEmpty == false,
                  try await services.store.version(project: project, app: app, id: version) != nil else {
                throw RegistryError.notFound("no preview code '\(code)' for this version")
            }
            let png: Data
            do {
                png = try QRCode(text: code).pngData(scale: Self.qrScale)
            } catch {
                throw RegistryError.internalError("the preview code does not fit a QR code: \(error)")
            }
            return Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "private, max-age=3600"],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: png)))
        }
        router.post("console/projects/:projectId/apps/:appId/versions/:versionId/delete") { request, context in
            let (session, _) = try await changeRequest(request)
            let (project, app) = try Self.projectAndApp(context)
            try session.requireAccess(to: project)
            let version = try context.parameters.require("versionId")
            try await operations(context).deleteUnpublishedVersion(project: project, app: app, version: version, by: session.author)
            let left = try await services.store.versions(project: project, app: app)
            return Self.redirect((left.isEmpty ? Self.projectLink(project) : Self.appLink(project, app)) + "?notice=deleted")
        }
    }

    static func version(_ store: RegistryStore, _ project: String, _ app: String, _ id: String) async throws -> VersionRecord {
        guard let version = try await store.version(project: project, app: app, id: id) else {
            throw RegistryError.notFound("\(app) of project \(project) has no version '\(id)'")
        }
        return version
    }
}
