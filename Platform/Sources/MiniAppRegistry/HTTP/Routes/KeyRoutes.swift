import Hummingbird

/// `GET keys/{keyId}`: the public half of a signing key, current or retired.
///
/// Public keys are public: no `apiKey` is needed (one sent is ignored). Retired keys stay
/// here so clients pinned to them keep verifying what they hold.
enum KeyRoutes {
    static func add(to router: Router<BasicRequestContext>, services: RegistryServices) {
        router.get("keys/:keyId") { _, context in
            let id = try context.parameters.require("keyId")
            guard let key = try await services.store.key(id: id) else {
                throw RegistryError.notFound("no signing key '\(id)'")
            }
            return try JSONAnswer.response(PublicKeyAnswer(id: key.id, ecKey: key.publicKeyX963, pemKey: key.publicKeyPEM))
        }
    }
}
