import Foundation
import HTTPTypes
import Hummingbird
import MiniAppBundle

/// `GET host/{p}/miniapp/{id}/version/{v}/manifest` and `…/metadata`, and their `preview/` twins.
///
/// The normal paths serve a version that is published, or was and has not been rolled
/// back, of an app that is currently published; the preview paths serve any version.
/// The manifest answer comes in two formats (``ManifestFormat``): by default the single
/// zip Rakuten's SDK downloads, signed by that SDK's rule; with
/// `Accept: application/vnd.miniappkit.manifest+json`, every file, signed over the exact
/// body bytes (`Signature` header either way).
enum ManifestRoutes {
    static let prefix = "host/:projectId/miniapp/:appId/version/:versionId"

    static func add(to router: Router<BasicRequestContext>, services: RegistryServices) {
        for preview in [false, true] {
            let base = preview ? "\(prefix)/preview" : prefix
            router.get("\(base)/manifest") { request, context in
                let generation = services.ready?.generation
                let (version, access) = try await visibleVersion(request, context, services, preview: preview)
                let (response, body, key) = try await manifest(for: version, publication: access.publication, request: request, services: services)
                guard let body else { return response }
                return services.keepReady(
                    response, body: body, request: request, context: context, subscriptionKey: access.subscriptionKey,
                    facts: access.facts, until: key.cachedUntil, since: generation)
            }
            router.get("\(base)/metadata") { request, context in
                let generation = services.ready?.generation
                let (version, access) = try await visibleVersion(request, context, services, preview: preview)
                let language = request.uri.queryParameters.get("lang")
                if let language, !LanguageTag.isAcceptable(language) {
                    throw RegistryError.badRequest(
                        "lang must be a language tag such as ja, en-US or en_US (or empty for the default); '\(language.prefix(64))' is not")
                }
                let cacheKey = "metadata|\(version.id)|\(language ?? "")"
                let json = try await services.reads.value(cacheKey) {
                    try await services.store.bundleManifest(version: version.id, language: language)
                        ?? #"{"accessTokenPermissions":[],"customMetaData":{},"optPermissions":[],"reqPermissions":[]}"#
                }
                let body = Data(MetadataAnswer.body(bundleManifest: json))
                return services.keepReady(
                    JSONAnswer.response(bytes: body), body: ByteBuffer(bytes: body), request: request, context: context,
                    subscriptionKey: access.subscriptionKey, facts: access.facts + [cacheKey], since: generation)
            }
        }
    }

    /// How a host was let see a version: its project's subscription key, and the
    /// cached facts (``ReadCache`` keys) that decided it.
    private struct Access {
        var subscriptionKey: String
        var facts: [String]
        /// The version's latest publication that was not withdrawn, signed into the manifest answer.
        var publication: Int?
    }

    /// Authorises the host and finds the version, or throws the 404 the SDK expects.
    private static func visibleVersion(
        _ request: Request, _ context: BasicRequestContext, _ services: RegistryServices, preview: Bool
    ) async throws -> (VersionRecord, Access) {
        let project = try context.parameters.require("projectId")
        let app = try context.parameters.require("appId")
        let id = try context.parameters.require("versionId")
        let subscriptionKey = try await services.authorizeHost(request, project: project)
        let cacheKey = "version|\(project)|\(app)|\(id)"
        // nil: unknown; .some(false): known but not visible on the normal paths. Cached
        // with the visibility, the publication changes only with the published pointer.
        let found: (VersionRecord, Bool, Int?)? = try await services.reads.value(cacheKey) {
            guard let version = try await services.store.version(project: project, app: app, id: id) else { return nil }
            let visible = version.state == .released ? try await services.store.publishedVersionId(project: project, app: app) != nil : false
            let publication = try await services.store.publication(project: project, app: app, version: id)
            return (version, visible, publication)
        }
        guard let (version, visible, publication) = found else {
            throw RegistryError.notFound("mini app '\(app)' has no version '\(id)'")
        }
        if !preview, !visible {
            throw RegistryError.notFound("version '\(id)' of '\(app)' is not published (preview paths serve unpublished versions)")
        }
        return (version, Access(subscriptionKey: subscriptionKey, facts: ["project|\(project)", cacheKey], publication: publication))
    }

    /// The manifest answer, with its body when it may be kept ready (its URLs are the
    /// server's own), and the key that signed it.
    private static func manifest(
        for version: VersionRecord, publication: Int?, request: Request, services: RegistryServices
    ) async throws -> (Response, ByteBuffer?, ManifestSigner.ActiveKey) {
        let key = try await services.signer.activeKey(project: version.projectId)
        let urls = services.urls(for: request)
        let format = ManifestFormat(request: request)
        // Only answers whose URLs the server chose are cached (see ManifestCache).
        // The publication is part of the key: a rollback signs the same version anew.
        let cacheKey = urls.isFromRequest ? nil : "\(version.id)|\(key.id)|\(format.rawValue)|\(publication.map(String.init) ?? "-")"
        let entry: ManifestCache.Entry
        if let cacheKey, let cached = await services.manifests.entry(cacheKey) {
            entry = cached
        } else {
            switch format {
            case .files:
                let files = try await services.store.files(version: version.id)
                let answer = ManifestAnswer(
                    manifest: files.map { urls.file(app: version.appId, version: version.id, path: $0.path) },
                    publicKeyId: key.id, versionId: version.id, files: files,
                    projectId: version.projectId, appId: version.appId, createdAt: version.createdAt,
                    publication: publication
                )
                let body = try JSONAnswer.encode(answer)
                entry = ManifestCache.Entry(body: body, signature: try ManifestSigner.sign(body, with: key))
            case .package:
                let package = try await services.package(version: version.id)
                let answer = PackageManifestAnswer(
                    manifest: [urls.package(app: version.appId, version: version.id)], publicKeyId: key.id,
                    versionId: version.id, package: .init(sha256: package.sha256, size: package.size)
                )
                entry = ManifestCache.Entry(
                    body: try JSONAnswer.encode(answer),
                    signature: try PackageSignature.sign(versionId: version.id, packageSHA256: package.sha256, with: key)
                )
            }
            if let cacheKey { await services.manifests.store(entry, for: cacheKey) }
        }
        var headers = HTTPFields()
        if let name = HTTPField.Name("Signature") { headers[name] = entry.signature }
        headers[.vary] = "Accept"
        var response = JSONAnswer.response(bytes: entry.body, headers: headers)
        if format == .files { response.headers[.contentType] = ManifestFormat.filesMediaType }
        return (response, cacheKey == nil ? nil : ByteBuffer(bytes: entry.body), key)
    }
}
