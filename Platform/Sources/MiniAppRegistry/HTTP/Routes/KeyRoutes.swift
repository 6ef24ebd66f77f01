import HTTPTypes
import Hummingbird

/// `GET keys/{keyId}`: the public half of a signing key, current or retired.
///
/// Retired keys stay here so clients pinned to them keep verifying what they hold. Which
/// keys a request is served depends on the `apiKey` it carries (Rakuten's SDK and ours
/// send the host's on every call, this one included):
///
/// - a project's own key (`miniapp keys rotate --project P`) only with P's subscription key;
/// - a registry-wide key without an `apiKey`, or with the key of a project that has no
///   key of its own.
///
/// So a host of a project with its own keys is never given a key that another project's
/// versions are signed with: Rakuten's signature covers only `versionId + sha256(zip)`,
/// and a version of another project, put in its way, must not verify. Anything else is
/// the same 404 as an unknown id.
enum KeyRoutes {
    static func add(to router: Router<BasicRequestContext>, services: RegistryServices) {
        router.get("keys/:keyId") { request, context in
            let id = try context.parameters.require("keyId")
            let project = try await services.project(askingWith: request)
            let key = if let project { try await services.store.key(id: id, forProject: project) } else { try await services.store.key(id: id) }
            guard let key, project != nil || key.projectId == nil else {
                throw RegistryError.notFound("no signing key '\(id)'")
            }
            return try JSONAnswer.response(PublicKeyAnswer(id: key.id, ecKey: key.publicKeyX963, pemKey: key.publicKeyPEM))
        }
    }
}

extension RegistryServices {
    /// The project whose subscription key the request's `apiKey` carries; nil without one,
    /// or with one no project has.
    func project(askingWith request: Request) async throws -> String? {
        guard let name = HTTPField.Name("apiKey"), let header = request.headers[name] else { return nil }
        for key in Self.subscriptionKeys(inAPIKey: header) {
            if let project = try await store.project(subscriptionKey: key) { return project }
        }
        return nil
    }
}
