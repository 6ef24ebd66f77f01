import Foundation
import Logging
import MiniAppKit
import MiniAppPlatformClient
import MiniAppRegistry

/// A real registry on loopback (port 0) with its own data folder and database, plus a
/// project, a subscription key and a publisher token.
struct TestRegistry: Sendable {
    /// Where a registry keeps its state; outlives a server, so a test can restart one.
    struct Place: Sendable {
        let backend: TestBackend
        let data: URL
        let databaseURL: String?

        static func fresh(_ backend: TestBackend) async throws -> Place {
            let data = FileManager.default.temporaryDirectory.appendingPathComponent("registry-test-\(UUID().uuidString)")
            return Place(backend: backend, data: data, databaseURL: try await backend.freshDatabaseURL())
        }

        func configuration(
            limits: BundleLimits, pauseBeforeCommit: Duration? = nil, storesFilesInDatabase: Bool = false, publicURL: String? = nil
        ) throws -> RegistryConfiguration {
            let directory = DataDirectory(data)
            return RegistryConfiguration(
                host: "127.0.0.1", port: 0, data: directory,
                database: try DatabaseLocation(url: databaseURL, data: directory),
                limits: limits, publicURL: publicURL, pauseBeforeCommit: pauseBeforeCommit, storesFilesInDatabase: storesFilesInDatabase
            )
        }

        func remove() async {
            try? FileManager.default.removeItem(at: data)
            await TestBackend.drop(databaseURL)
        }
    }

    /// Small limits so the oversize cases stay small.
    static let limits = BundleLimits(maxTotalBytes: 4 << 20, maxFileBytes: 2 << 20, maxFiles: 50, maxCompressionRatio: 100)

    let place: Place
    let server: RunningRegistry
    let http: HTTPProbe
    let project: Project
    let token: String

    var store: RegistryStore { RegistryStore(database: server.database) }
    /// The host headers MiniAppKit's client sends: the key, and the `Accept` that asks for
    /// the per-file manifest answer (``RakutenHost`` tests send what Rakuten's SDK sends).
    var apiKey: [String: String] {
        ["apiKey": "ras-\(project.subscriptionKey)", "Accept": "application/vnd.miniappkit.manifest+json"]
    }
    var bearer: [String: String] { ["Authorization": "Bearer \(token)"] }
    var blobs: URL { DataDirectory(place.data).blobs }

    static func start(_ backend: TestBackend, limits: BundleLimits = limits, publicURL: String? = nil) async throws -> TestRegistry {
        try await start(at: try await Place.fresh(backend), limits: limits, publicURL: publicURL)
    }

    /// Runs `body` against a fresh registry, then stops it and deletes its data, also when `body` throws.
    ///
    /// - Parameter publicURL: the base of the file URLs the registry answers (`--public-url`).
    /// - Parameter readCacheLifetime: how long read answers are kept (a second unless given).
    /// - Parameter signedAnswerExpiry: how long signed answers may be trusted (an hour unless given).
    static func with<T>(
        _ backend: TestBackend, publicURL: String? = nil, readCacheLifetime: Duration? = nil, signedAnswerExpiry: Duration? = nil,
        _ body: (TestRegistry) async throws -> T
    ) async throws -> T {
        let registry = try await start(
            at: try await Place.fresh(backend), publicURL: publicURL, readCacheLifetime: readCacheLifetime, signedAnswerExpiry: signedAnswerExpiry)
        do {
            let result = try await body(registry)
            try await registry.stop()
            return result
        } catch {
            try? await registry.stop()
            throw error
        }
    }

    /// Runs `body` with a bare server (no project) on a fresh SQLite place whose
    /// configuration `configure` changed, logging to `logger`; stops it and deletes its
    /// data afterwards, also when `body` throws.
    static func withServer(
        configure: (inout RegistryConfiguration) throws -> Void = { _ in }, logger: Logger = Logger(label: "registry-test"),
        _ body: (RunningRegistry, Place) async throws -> Void
    ) async throws {
        let place = try await Place.fresh(.sqlite)
        var configuration = try place.configuration(limits: limits)
        try configure(&configuration)
        let server = try await RegistryServer.start(configuration, logger: logger)
        do {
            try await body(server, place)
        } catch {
            try? await server.stop()
            await place.remove()
            throw error
        }
        try await server.stop()
        await place.remove()
    }

    /// Starts a server on `place`; creates the project `demo` unless it exists.
    static func start(
        at place: Place, limits: BundleLimits = limits, pauseBeforeCommit: Duration? = nil, storesFilesInDatabase: Bool = false,
        publicURL: String? = nil, readCacheLifetime: Duration? = nil, signedAnswerExpiry: Duration? = nil
    ) async throws -> TestRegistry {
        var logger = Logger(label: "registry-test")
        logger.logLevel = .warning
        var configuration = try place.configuration(
            limits: limits, pauseBeforeCommit: pauseBeforeCommit, storesFilesInDatabase: storesFilesInDatabase, publicURL: publicURL
        )
        if let readCacheLifetime { configuration.readCacheLifetime = readCacheLifetime }
        if let signedAnswerExpiry { configuration.signedAnswerExpiry = signedAnswerExpiry }
        let server = try await RegistryServer.start(configuration, logger: logger)
        let store = RegistryStore(database: server.database)
        var project = try await store.project(id: "demo")
        if project == nil { project = try await store.write { try await $0.createProject(id: "demo", name: "Demo host") } }
        guard let project else { throw TestFailure("no project") }
        let token = try await store.write { try await $0.createPublisherToken(project: "demo", label: "tests") }
        let base = URL(string: "http://127.0.0.1:\(server.port)/")
        guard let base else { throw URLError(.badURL) }
        return TestRegistry(place: place, server: server, http: HTTPProbe(base: base), project: project, token: token)
    }

    /// Stops the server; with `removing`, deletes its data folder and database too.
    func stop(removing: Bool = true) async throws {
        try await server.stop()
        if removing { await place.remove() }
    }

    /// `POST publish/…/versions` with a zip body.
    func upload(_ zip: Data, app: String = "hello", query: String = "") async throws -> HTTPProbe.Answer {
        let suffix = query.isEmpty ? "" : "?\(query)"
        return try await http.send("POST", "publish/projects/demo/apps/\(app)/versions\(suffix)", headers: bearer, body: zip)
    }

    /// Uploads and returns the new versionId, failing loudly otherwise.
    func uploadVersion(_ zip: BundleZip = .minimal(), app: String = "hello", query: String = "") async throws -> String {
        let answer = try await upload(try zip.data(), app: app, query: query)
        guard answer.status == 201, let id = answer.object["versionId"] as? String else {
            throw TestFailure("upload answered \(answer.status): \(String(decoding: answer.body, as: UTF8.self))")
        }
        return id
    }

    /// `POST publish/…/<action>` with an optional JSON body.
    func publishing(_ action: String, app: String = "hello", json: String? = nil) async throws -> HTTPProbe.Answer {
        var headers = bearer
        if json != nil { headers["Content-Type"] = "application/json" }
        return try await http.send("POST", "publish/projects/demo/apps/\(app)/\(action)", headers: headers, body: json.map { Data($0.utf8) })
    }

    /// How many blobs are stored.
    func blobCount() -> Int {
        let walker = FileManager.default.enumerator(at: blobs, includingPropertiesForKeys: [.isRegularFileKey])
        return (walker?.allObjects as? [URL])?.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }.count ?? 0
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
