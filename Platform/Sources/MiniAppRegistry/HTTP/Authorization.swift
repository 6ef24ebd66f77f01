import HTTPTypes
import Hummingbird

/// The two credentials the API accepts.
///
/// - Hosts: `apiKey: ras-<subscriptionKey>` on every `host/{projectId}/…` call, checked
///   against that project. A missing, malformed or wrong key, or an unknown project, is
///   the same 401, so the answer does not reveal which projects exist.
/// - Publishers: `Authorization: Bearer <token>` on `publish/…`, a token made by
///   `miniapp project token`; a token of another project is a 403.
extension RegistryServices {
    func authorizeHost(_ request: Request, project: String) async throws {
        guard let name = HTTPField.Name("apiKey"), let header = request.headers[name] else {
            throw RegistryError.unauthorized("send the header apiKey: ras-<subscriptionKey>")
        }
        guard header.hasPrefix("ras-"),
              let expected = try await subscriptionKey(project: project),
              Self.constantTimeEqual(String(header.dropFirst(4)), expected) else {
            throw RegistryError.unauthorized("the apiKey is not valid for project '\(project)'")
        }
    }

    /// The project's key, cached for a second when the project exists (an unknown
    /// project is asked again each time, so a new project works at once).
    private func subscriptionKey(project: String) async throws -> String? {
        let key = try await reads.value("project|\(project)") { try await store.project(id: project)?.subscriptionKey ?? "" }
        if !key.isEmpty { return key }
        reads.forget("project|\(project)")
        return nil
    }

    func authorizePublisher(_ request: Request, project: String) async throws {
        guard let header = request.headers[.authorization], header.hasPrefix("Bearer ") else {
            throw RegistryError.unauthorized("send Authorization: Bearer <publisher token> (see `miniapp project token`)")
        }
        guard let owner = try await store.project(forPublisherToken: String(header.dropFirst(7))) else {
            throw RegistryError.unauthorized("the publisher token is not valid")
        }
        guard owner == project else {
            throw RegistryError.forbidden("this publisher token belongs to another project")
        }
    }

    /// Compares without stopping at the first difference, so timing does not leak the key.
    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
