import Crypto
import Foundation
import MiniAppBundle
import SQLKit

extension RegistryTransaction {
    /// Creates a project with a new random subscription key.
    ///
    /// - Throws: ``RegistryError`` `conflict` when the id is taken.
    public func createProject(id: String, name: String) async throws -> Project {
        guard MiniAppIdentifier.isValid(id) else {
            throw RegistryError.badRequest("a project id may use letters, digits, '-', '_' and '.', 1 to 128 characters; '\(id)' does not")
        }
        let project = Project(id: id, name: name, subscriptionKey: RegistryStore.randomHex(bytes: 24), createdAt: Clock.milliseconds())
        guard try await sql.raw("SELECT id FROM projects WHERE id = \(bind: id)").first() == nil else {
            throw RegistryError.conflict("project '\(id)' already exists")
        }
        try await sql.raw("""
            INSERT INTO projects (id, name, subscription_key, created_at)
            VALUES (\(bind: project.id), \(bind: project.name), \(bind: project.subscriptionKey), \(bind: project.createdAt))
            """).run()
        return project
    }

    /// Throws ``RegistryError`` `notFound` unless the project exists.
    func requireProject(_ id: String) async throws {
        guard try await sql.raw("SELECT id FROM projects WHERE id = \(bind: id)").first() != nil else {
            throw RegistryError.notFound("no project '\(id)'")
        }
    }

    /// Gives a project a new random subscription key; hosts holding the old one get 401s
    /// from then on (this server at once, servers sharing the database within a second).
    public func rotateSubscriptionKey(project id: String) async throws -> Project {
        let key = RegistryStore.randomHex(bytes: 24)
        try await sql.raw("UPDATE projects SET subscription_key = \(bind: key) WHERE id = \(bind: id)").run()
        guard let updated = try await sql.raw("SELECT id, name, subscription_key, created_at FROM projects WHERE id = \(bind: id)")
            .first().map(RegistryStore.project(from:)) else {
            throw RegistryError.notFound("no project '\(id)'")
        }
        return updated
    }
}

extension RegistryStore {
    /// The project with this id, subscription key included; nil when there is none.
    public func project(id: String) async throws -> Project? {
        try await sql.raw("SELECT id, name, subscription_key, created_at FROM projects WHERE id = \(bind: id)")
            .first().map(Self.project(from:))
    }

    /// The id of the project whose subscription key this is; nil when none has it.
    public func project(subscriptionKey key: String) async throws -> String? {
        guard !key.containsNUL else { return nil }
        return try await sql.raw("SELECT id FROM projects WHERE subscription_key = \(bind: key)").first()?.decode(column: "id", as: String.self)
    }

    /// Every project, sorted by id.
    public func projects() async throws -> [Project] {
        try await sql.raw("SELECT id, name, subscription_key, created_at FROM projects ORDER BY id").all().map(Self.project(from:))
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
