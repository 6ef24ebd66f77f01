import Foundation
import Logging
import PostgresKit

/// The databases the suite runs against: SQLite always, PostgreSQL when
/// `MINIAPP_TEST_DATABASE_URL` is set (scripts/with-postgres sets it).
enum TestBackend: String, CaseIterable, Sendable, CustomStringConvertible {
    case sqlite, postgres

    static let postgresURL = ProcessInfo.processInfo.environment["MINIAPP_TEST_DATABASE_URL"].flatMap { $0.isEmpty ? nil : $0 }

    /// What parameterised tests run on.
    static var available: [TestBackend] {
        postgresURL == nil ? [.sqlite] : [.sqlite, .postgres]
    }

    var description: String { rawValue }

    /// A fresh, empty database for one test: `nil` (SQLite in the data folder) or the URL
    /// of a new PostgreSQL database created on the test cluster.
    func freshDatabaseURL() async throws -> String? {
        guard self == .postgres, let base = Self.postgresURL else { return nil }
        let name = "miniapp_test_\(UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: ""))"
        try await Self.execute("CREATE DATABASE \(name)", on: base)
        guard var components = URLComponents(string: base) else { return base }
        components.path = "/\(name)"
        return components.string
    }

    /// Drops a database made by ``freshDatabaseURL()``.
    static func drop(_ url: String?) async {
        guard let url, let base = postgresURL, let name = URLComponents(string: url)?.path.dropFirst(), name.hasPrefix("miniapp_test_") else { return }
        try? await execute("DROP DATABASE IF EXISTS \(name)", on: base)
    }

    /// Runs one statement on the test cluster's maintenance database (to create, drop or
    /// lock out test databases).
    static func executeOnCluster(_ sql: String) async throws {
        guard let base = postgresURL else { throw TestFailure("no PostgreSQL test cluster (MINIAPP_TEST_DATABASE_URL)") }
        try await execute(sql, on: base)
    }

    private static func execute(_ sql: String, on url: String) async throws {
        let configuration = try SQLPostgresConfiguration(url: url)
        let connection = try await PostgresConnection.connect(
            configuration: configuration.coreConfiguration, id: 1, logger: Logger(label: "test.postgres")
        )
        do {
            _ = try await connection.query(PostgresQuery(unsafeSQL: sql), logger: Logger(label: "test.postgres"))
            try await connection.close()
        } catch {
            try? await connection.close()
            throw error
        }
    }
}
