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
/// body bytes (`Signature` header either way). The second also signs its purpose
/// (`release` on the normal paths, `preview` on the preview paths), its signing time and
/// expiry, and on the normal paths the app's current version (``ManifestAnswer``).
enum ManifestRoutes {
    static let prefix = "host/:projectId/miniapp/:appId/version/:versionId"

    static func add(to router: Router<BasicRequestContext>, services: RegistryServices) {
        for preview in [false, true] {
            let base = preview ? "\(prefix)/preview" : prefix
            router.get("\(base)/manifest") { request, context in
                let generation = services.ready?.generation
                let (version, access) = try await visibleVersion(request, context, services, preview: preview)
                let (response, body, until) = try await manifest(for: version, access: access, preview: preview, request: request, services: services)
                guard let body else { return response }
                return services.keepReady(
                    response, body: body, request: request, context: context, subscriptionKey: access.subscriptionKey,
                    facts: access.facts, until: until, since: generation)
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
        /// The app's published version and its publication, signed into release answers.
        var latest: ManifestAnswer.Latest?
    }

    /// What the database says of a version, cached for a second (``ReadCache``).
    private struct VersionFacts: Sendable {
        var version: VersionRecord
        var publication: Int?
        var latest: ManifestAnswer.Latest?

        /// Served on the normal paths: released, of an app that is published now.
        var isVisible: Bool { version.state == .released && latest != nil }
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
        // nil: unknown. The publications change only with the published pointer, whose
        // moves clear the cache (or, made through another server, outlive it by a second).
        let found: VersionFacts? = try await services.reads.value(cacheKey) {
            guard let version = try await services.store.version(project: project, app: app, id: id) else { return nil }
            let publication = try await services.store.publication(project: project, app: app, version: id)
            let latest = try await services.store.latestPublication(project: project, app: app)
            return VersionFacts(version: version, publication: publication, latest: latest.map { .init(versionId: $0.versionId, publication: $0.publication) })
        }
        guard let found else {
            throw RegistryError.notFound("mini app '\(app)' has no version '\(id)'")
        }
        if !preview, !found.isVisible {
            throw RegistryError.notFound("version '\(id)' of '\(app)' is not published (preview paths serve unpublished versions)")
        }
        return (found.version, Access(
            subscriptionKey: subscriptionKey, facts: ["project|\(project)", cacheKey], publication: found.publication, latest: found.latest))
    }

    /// The manifest answer, with its body when it may be kept ready (its URLs are the
    /// server's own), and until when it may be sent again (the signing key's and, for
    /// MiniAppKit's answer, its signing time's limit).
    private static func manifest(
        for version: VersionRecord, access: Access, preview: Bool, request: Request, services: RegistryServices
    ) async throws -> (Response, ByteBuffer?, ContinuousClock.Instant) {
        let key = try await services.signer.activeKey(project: version.projectId)
        let urls = services.urls(for: request)
        let format = ManifestFormat(request: request)
        let purpose: ManifestAnswer.Purpose = preview ? .preview : .release
        let latest = preview ? nil : access.latest
        // Only answers whose URLs the server chose are cached (see ManifestCache). What
        // the answer signs is part of the key: a rollback signs the same version anew.
        let signs = format == .package ? "" : "|\(purpose.rawValue)|\(access.publication.map(String.init) ?? "-")|\(latest.map { "\($0.versionId)@\($0.publication)" } ?? "-")"
        let cacheKey = urls.isFromRequest ? nil : "\(version.id)|\(key.id)|\(format.rawValue)\(signs)"
        let entry: ManifestCache.Entry
        if let cacheKey, let cached = await services.manifests.entry(cacheKey) {
            entry = cached
        } else {
            switch format {
            case .files:
                let validity = AnswerValidity(expiry: services.configuration.signedAnswerExpiry)
                let files = try await services.store.files(version: version.id)
                let (signedAt, expiresAt) = validity.stamp()
                let answer = ManifestAnswer(
                    manifest: files.map { urls.file(app: version.appId, version: version.id, path: $0.path) },
                    publicKeyId: key.id, versionId: version.id, files: files,
                    projectId: version.projectId, appId: version.appId, createdAt: version.createdAt,
                    publication: access.publication, purpose: purpose, signedAt: signedAt, expiresAt: expiresAt, latest: latest
                )
                let body = try JSONAnswer.encode(answer)
                entry = ManifestCache.Entry(
                    body: body, signature: try ManifestSigner.sign(body, with: key), reusableUntil: .now + validity.reuse)
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
        let until = entry.reusableUntil.map { min($0, key.cachedUntil) } ?? key.cachedUntil
        return (response, cacheKey == nil ? nil : ByteBuffer(bytes: entry.body), until)
    }
}
