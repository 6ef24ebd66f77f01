public import Foundation

/// Where the registry keeps its metadata.
///
/// SQLite is the zero-setup default, one file in the data folder; PostgreSQL lets several
/// stateless servers share one database (they must then share the data folder too, or at
/// least its `blobs/` and `keys/`).
public enum DatabaseLocation: Sendable, Equatable, CustomStringConvertible {
    case sqlite(URL)
    /// A `postgres://user:password@host:port/database` URL (also `postgres+uds://`, see PostgresKit).
    case postgres(String)

    /// `--database-url` when given (`postgres://`, `postgresql://`, `postgres+uds://`,
    /// `sqlite:///absolute/path`), else `registry.sqlite` in the data folder.
    public init(url: String?, data: DataDirectory) throws(RegistryError) {
        guard let url, !url.isEmpty else {
            self = .sqlite(data.sqliteFile)
            return
        }
        if url.hasPrefix("postgres://") || url.hasPrefix("postgresql://") || url.hasPrefix("postgres+") || url.hasPrefix("postgresql+") {
            self = .postgres(url)
        } else if url.hasPrefix("sqlite://") {
            self = .sqlite(URL(fileURLWithPath: String(url.dropFirst("sqlite://".count))))
        } else {
            throw RegistryError.badRequest("--database-url must start with postgres:// or sqlite://, not '\(url)'")
        }
    }

    /// For logs: the SQLite path, or the PostgreSQL URL without its password.
    public var description: String {
        switch self {
        case .sqlite(let file):
            return "sqlite:\(file.path)"
        case .postgres(let url):
            guard var components = URLComponents(string: url) else { return "postgres" }
            if components.password != nil { components.password = "***" }
            return components.string ?? "postgres"
        }
    }
}
