public import Foundation
import MiniAppBundle
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The CLI's side of the publishing API (`miniapp publish`, `miniapp version …`).
///
/// Thin on purpose: each method is one request, and a refusal becomes a
/// ``PublishClientError`` carrying the server's own message (for a refused bundle, the
/// entry and the rule it broke); a server that cannot be reached becomes a
/// ``ConnectionFailure`` naming the URL and the cause.
public struct PublishClient: Sendable {
    /// The registry's base URL (`https://registry.example.com`); API paths are appended to it.
    public var server: URL
    /// The project id every call is about.
    public var project: String
    /// A publisher token of that project (`miniapp project token`), sent as `Bearer`.
    public var token: String

    /// The session every call goes through: the token never follows a redirect to
    /// another origin (`HTTPRedirect`; `URLSession.shared` on Linux copied it to any host
    /// a server named, issue 29, defect 1).
    private static let session = URLSession(configuration: .default, delegate: HTTPRedirect.Delegate(), delegateQueue: nil)

    /// A client for `project` on `server`; makes no request until a method is called.
    public init(server: URL, project: String, token: String) {
        self.server = server
        self.project = project
        self.token = token
    }

    /// Uploads a bundle zip as a new version; with `publish`, it is published in the same call.
    public func upload(bundle: URL, app: String, details: StagedVersion.Details = .init(), publish: Bool = false) async throws -> VersionSummary {
        var query: [URLQueryItem] = []
        let fields: [(String, String?)] = [
            ("versionTag", details.versionTag), ("displayName", details.displayName), ("icon", details.icon),
            ("promotionalImageUrl", details.promotionalImageUrl), ("promotionalText", details.promotionalText),
        ]
        for (name, value) in fields { if let value { query.append(URLQueryItem(name: name, value: value)) } }
        if publish { query.append(URLQueryItem(name: "publish", value: "true")) }
        let body = try Data(contentsOf: bundle)
        return try await send("POST", app: app, "versions", query: query, body: body, contentType: "application/zip")
    }

    /// Every version of the app, newest first, with whether it is the published one.
    public func versions(app: String) async throws -> [VersionSummary] {
        try await send("GET", app: app, "versions")
    }

    /// The versionId `reference` names: a version's id, or its tag (`1.0.0`), so that
    /// `miniapp version publish 1.0.0` works as well as with the id the upload printed.
    /// An id wins over a tag that happens to spell it.
    ///
    /// - Throws: ``PublishClientError`` when the app has no version with that id or tag.
    public func versionId(app: String, reference: String) async throws -> String {
        let versions = try await versions(app: app)
        if versions.contains(where: { $0.versionId == reference }) { return reference }
        if let tagged = versions.first(where: { $0.versionTag == reference }) { return tagged.versionId }
        let tags = versions.prefix(10).map(\.versionTag).joined(separator: ", ")
        throw PublishClientError(
            status: 0,
            message: "\(app) has no version with the id or tag '\(reference)'" + (tags.isEmpty ? " (it has no versions)" : "; its newest tags: \(tags)"))
    }

    /// Deletes `version` (an id), a draft uploaded by mistake; a version that was ever
    /// published is refused (409), since clients may hold it: roll back instead.
    ///
    /// - Returns: the version that was deleted.
    @discardableResult
    public func deleteVersion(app: String, version: String) async throws -> VersionSummary {
        try await send("DELETE", app: app, "versions/\(FileURLs.escape(version))")
    }

    /// Points the app at `version` (an id; resolve a tag with ``versionId(app:reference:)``), so clients get it.
    @discardableResult
    public func publish(app: String, version: String) async throws -> VersionSummary {
        try await send("POST", app: app, "publish", json: VersionReference(versionId: version))
    }

    /// Takes the app out of hosts' lists; its versions stay stored and previewable.
    public func unpublish(app: String) async throws {
        let _: [String: String] = try await send("POST", app: app, "unpublish")
    }

    /// Withdraws the published version and publishes the previous one, or `version` when given.
    ///
    /// - Returns: the version now published.
    @discardableResult
    public func rollback(app: String, to version: String? = nil) async throws -> VersionSummary {
        try await send("POST", app: app, "rollback", json: version.map { VersionReference(versionId: $0) })
    }

    /// A preview code that lets testers' hosts open `version` (a version id) before it is published.
    public func createPreviewCode(app: String, version: String) async throws -> PreviewCodeCreated {
        try await send("POST", app: app, "preview-codes", json: VersionReference(versionId: version))
    }

    private func send<Answer: Decodable, Body: Encodable>(_ method: String, app: String, _ action: String, json: Body?) async throws -> Answer {
        try await send(method, app: app, action, body: json.map { try JSONEncoder().encode($0) }, contentType: "application/json")
    }

    private func send<Answer: Decodable>(
        _ method: String, app: String, _ action: String, query: [URLQueryItem] = [], body: Data? = nil, contentType: String? = nil
    ) async throws -> Answer {
        let path = "publish/projects/\(FileURLs.escape(project))/apps/\(FileURLs.escape(app))/\(action)"
        guard var components = URLComponents(url: server.appendingPathComponent(path), resolvingAgainstBaseURL: false) else {
            throw PublishClientError(status: 0, message: "\(server) is not a usable server URL")
        }
        if !query.isEmpty { components.queryItems = query }
        guard let url = components.url else { throw PublishClientError(status: 0, message: "cannot build a URL from \(server)") }
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.timeoutInterval = 600
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
        request.httpBody = body
        let data: Data, response: URLResponse
        do {
            (data, response) = try await Self.session.data(for: request)
        } catch {
            // URLSession's NSError prints as a raw dump on Linux: say which URL and why.
            throw ConnectionFailure(error, url: url) ?? error
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else { throw PublishClientError(status: status, body: data) }
        return try JSONDecoder().decode(Answer.self, from: data)
    }
}

/// A refusal from the registry, with its message (`{"message"}` or `{"error_description"}`),
/// or (``status`` 0) a request the client could not make.
public struct PublishClientError: Error, Sendable, CustomStringConvertible {
    /// The HTTP status, or 0 when no request was answered.
    public var status: Int
    /// The server's finer cause (a ``BundleError`` code for a refused bundle), when it sent one.
    public var reason: String?
    /// The server's message, or what went wrong before a request was answered.
    public var message: String

    init(status: Int, message: String, reason: String? = nil) {
        self.status = status
        self.message = message
        self.reason = reason
    }

    init(status: Int, body: Data) {
        struct Fields: Decodable {
            var message: String?
            var reason: String?
            var error_description: String?
        }
        let fields = try? JSONDecoder().decode(Fields.self, from: body)
        self.init(
            status: status,
            message: fields?.message ?? fields?.error_description ?? String(decoding: body.prefix(500), as: UTF8.self),
            reason: fields?.reason
        )
    }

    /// For the CLI: the status and reason, then the message.
    public var description: String {
        guard status != 0 else { return message }
        return "the registry answered \(status)\(reason.map { " (\($0))" } ?? ""): \(message)"
    }
}
