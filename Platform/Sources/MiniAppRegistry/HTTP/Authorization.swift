import HTTPTypes
import Hummingbird

/// The two credentials the API accepts.
///
/// - Hosts: `apiKey: ras-<subscriptionKey>` on every `host/{projectId}/…` call, checked
///   against that project. `ras-ras-<subscriptionKey>` is accepted too: older releases
///   of Rakuten's iOS SDK prefix the configured key unconditionally (`"ras-" + key`), so
///   a host that configured the key with its `ras-` (the form the header shows) sends it
///   twice; newer releases, and ours, leave a prefixed key as it is. A missing, malformed or wrong key, or an unknown
///   project, is the same 401, so the answer does not reveal which projects exist; its
///   `error_description` says what was expected, never echoing what was sent.
/// - Publishers: `Authorization: Bearer <token>` on `publish/…`, a token made by
///   `miniapp project token`; a token of another project is a 403.
extension RegistryServices {
    /// What a host must send, quoted by every host 401.
    static let expectedAPIKey = "send the header `apiKey: ras-<subscription key>`, the key `miniapp project create` printed (`miniapp project list` shows it)"

    /// Checks a host's `apiKey` against `project`'s subscription key, and returns that key.
    @discardableResult
    func authorizeHost(_ request: Request, project: String) async throws -> String {
        guard let name = HTTPField.Name("apiKey"), let header = request.headers[name] else {
            throw RegistryError.unauthorized("the request has no apiKey header: \(Self.expectedAPIKey)")
        }
        guard header.hasPrefix(Self.apiKeyPrefix) else {
            throw RegistryError.unauthorized("the apiKey header does not start with `ras-`: \(Self.expectedAPIKey)")
        }
        let expected = try await subscriptionKey(project: project)
        guard let expected, Self.apiKey(header, carries: Array(expected.utf8)) else {
            throw RegistryError.unauthorized("the apiKey is not the subscription key of project '\(project)': \(Self.expectedAPIKey)")
        }
        return expected
    }

    /// The subscription keys an `apiKey` value may carry: after `ras-`, and after
    /// `ras-ras-` (a key configured with its prefix, prefixed again by the SDK). Empty
    /// when the value lacks the prefix.
    static func subscriptionKeys(inAPIKey value: String) -> [String] {
        let prefix = apiKeyPrefix
        guard value.hasPrefix(prefix) else { return [] }
        let once = String(value.dropFirst(prefix.count))
        return once.hasPrefix(prefix) ? [once, String(once.dropFirst(prefix.count))] : [once]
    }

    /// What every `apiKey` value starts with.
    static let apiKeyPrefix = "ras-"

    /// Whether an `apiKey` value carries `key` in either form of
    /// ``subscriptionKeys(inAPIKey:)``. Both forms are compared in full, so timing does
    /// not tell which matched; it reads the value's bytes in place, as it runs for every
    /// host request, answered by a route or from the pipeline (``ReadyAnswer``).
    static func apiKey(_ value: String, carries key: [UInt8]) -> Bool {
        var value = value
        return value.withUTF8 { sent in
            let prefix = apiKeyPrefix.utf8
            guard sent.starts(with: prefix) else { return false }
            let once = sent[prefix.count...]
            let twice = once.starts(with: prefix) ? once.dropFirst(prefix.count) : nil
            let matchesOnce = constantTimeEqual(once, key)
            let matchesTwice = twice.map { constantTimeEqual($0, key) } ?? false
            return matchesOnce || matchesTwice
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
        guard let header = request.headers[.authorization], let token = Self.bearerToken(header) else {
            throw RegistryError.unauthorized("send Authorization: Bearer <publisher token> (see `miniapp project token`)")
        }
        guard let owner = try await store.project(forPublisherToken: token) else {
            throw RegistryError.unauthorized(
                "the publisher token is not valid: send `Authorization: Bearer mapub_…`, a token `miniapp project token <project>` printed")
        }
        guard owner == project else {
            throw RegistryError.forbidden("this publisher token belongs to another project")
        }
    }

    /// The credentials of an `Authorization: Bearer <token>` header: the scheme name is
    /// case-insensitive and followed by one or more spaces (RFC 7235, RFC 6750).
    static func bearerToken(_ header: String) -> String? {
        let parts = header.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        let token = parts[1].drop(while: { $0 == " " })
        return token.isEmpty ? nil : String(token)
    }

    /// Compares without stopping at the first difference, so timing does not leak the key.
    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        constantTimeEqual(a.utf8, b.utf8)
    }

    /// The same over any two byte sequences.
    static func constantTimeEqual(_ a: some Collection<UInt8>, _ b: some Collection<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
