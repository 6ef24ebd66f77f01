import Crypto
import Foundation
import MiniAppBundle
import SQLKit

extension RegistryStore {
    /// Creates a project with a new random subscription key.
    ///
    /// - Throws: ``RegistryError`` `conflict` when the id is taken.
    public func createProject(id: String, name: String) async throws -> Project {
        guard MiniAppIdentifier.isValid(id) else {
            throw RegistryError.badRequest("a project id may use letters, digits, '-', '_' and '.', 1 to 128 characters; '\(id)' does not")
        }
        let project = Project(id: id, name: name, subscriptionKey: Self.randomHex(bytes: 24), createdAt: Clock.milliseconds())
        try await database.transaction { db in
            guard try await db.raw("SELECT id FROM projects WHERE id = \(bind: id)").first() == nil else {
                throw RegistryError.conflict("project '\(id)' already exists")
            }
            try await db.raw("""
                INSERT INTO projects (id, name, subscription_key, created_at)
                VALUES (\(bind: project.id), \(bind: project.name), \(bind: project.subscriptionKey), \(bind: project.createdAt))
                """).run()
        }
        return project
    }

    public func project(id: String) async throws -> Project? {
        try await sql.raw("SELECT id, name, subscription_key, created_at FROM projects WHERE id = \(bind: id)")
            .first().map(Self.project(from:))
    }

    public func projects() async throws -> [Project] {
        try await sql.raw("SELECT id, name, subscription_key, created_at FROM projects ORDER BY id").all().map(Self.project(from:))
    }

    /// Creates a publisher token for a project and returns it; only its SHA-256 is stored.
    public func createPublisherToken(project: String, label: String) async throws -> String {
        guard try await self.project(id: project) != nil else { throw RegistryError.notFound("no project '\(project)'") }
        let token = "mapub_" + Self.randomHex(bytes: 32)
        try await sql.raw("""
            INSERT INTO publisher_tokens (token_hash, project_id, label, created_at)
            VALUES (\(bind: Self.tokenHash(token)), \(bind: project), \(bind: label), \(bind: Clock.milliseconds()))
            """).run()
        return token
    }

    /// The project a publisher token belongs to, or nil for an unknown token.
    public func project(forPublisherToken token: String) async throws -> String? {
        try await sql.raw("SELECT project_id FROM publisher_tokens WHERE token_hash = \(bind: Self.tokenHash(token))")
            .first()?.decode(column: "project_id", as: String.self)
    }

    /// Gives a project a new random subscription key; hosts holding the old one get 401s
    /// from then on (this server at once, servers sharing the database within a second).
    public func rotateSubscriptionKey(project id: String) async throws -> Project {
        let key = Self.randomHex(bytes: 24)
        let updated: Project? = try await database.transaction { db in
            try await db.raw("UPDATE projects SET subscription_key = \(bind: key) WHERE id = \(bind: id)").run()
            return try await db.raw("SELECT id, name, subscription_key, created_at FROM projects WHERE id = \(bind: id)")
                .first().map(Self.project(from:))
        }
        guard let updated else { throw RegistryError.notFound("no project '\(id)'") }
        return updated
    }

    static func tokenHash(_ token: String) -> String {
        SHA256.hash(data: Data(token.utf8)).hexString
    }

    static func project(from row: any SQLRow) throws -> Project {
        Project(
            id: try row.decode(column: "id", as: String.self),
            name: try row.decode(column: "name", as: String.self),
            subscriptionKey: try row.decode(column: "subscription_key", as: String.self),
            createdAt: try row.decode(column: "created_at", as: Int.self)
        )
    }
}
