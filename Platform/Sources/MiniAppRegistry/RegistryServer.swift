import Foundation
import Hummingbird
import NIOCore
public import Logging
import ServiceLifecycle
import UnixSignals

/// `miniapp serve`: opens the data folder and database, then runs the HTTP API.
///
/// Start-up order: check that the address can be listened on (``ListenCheck``: a busy
/// port fails here, the data folder untouched), prepare the folders (sweeping `tmp/`),
/// connect and migrate, make sure a signing key exists, bind. Shutdown (SIGINT/SIGTERM
/// through ServiceLifecycle, or ``RunningRegistry/stop()``) stops accepting, lets
/// requests in flight finish, then closes the database.
public enum RegistryServer {
    /// The `Server` header of every answer.
    static let serverName = "miniapp-registry"

    /// Starts the server and returns once it is listening.
    ///
    /// - Parameter handlingSignals: whether SIGTERM and SIGINT shut it down gracefully
    ///   (`miniapp serve`); tests stop it with ``RunningRegistry/stop()`` instead.
    public static func start(
        _ configuration: RegistryConfiguration, logger: Logger, handlingSignals: Bool = false
    ) async throws -> RunningRegistry {
        let signals: [UnixSignal] = handlingSignals ? [.sigterm, .sigint] : []
        try await ListenCheck.ensureAvailable(host: configuration.host, port: configuration.port)
        try configuration.data.prepare()
        let scratch = try ScratchArea.claim(in: configuration.data.temporary)
        let database = try await RegistryDatabase.open(configuration.database, logger: logger)
        let store = RegistryStore(database: database)
        let vault = KeyVault(directory: configuration.data.keys)
        do {
            let key = try await SigningKeys(store: store, vault: vault, sharesPrivateKeys: configuration.storesFilesInDatabase).ensureOne()
            logger.info("signing with key", metadata: ["miniapp.key": "\(key.id)"])
        } catch {
            try? await database.close()
            throw error
        }
        let services = RegistryServices(
            configuration: configuration, store: store,
            signer: ManifestSigner(store: store, vault: vault, sharedKeys: configuration.storesFilesInDatabase),
            ingest: BundleIngest(data: configuration.data, scratch: scratch, limits: configuration.limits), manifests: ManifestCache(), reads: ReadCache(lifetime: configuration.readCacheLifetime),
            ready: logger.logLevel > .debug ? ReadyAnswers(serverName: serverName) : nil,
            metrics: RegistryMetrics(),
            databaseBlobs: configuration.storesFilesInDatabase
                ? DatabaseBlobs(database: database, local: BlobStore(directory: configuration.data.blobs), scratch: scratch) : nil
        )
        let (ports, portContinuation) = AsyncStream<Int>.makeStream()
        let router = RegistryRouter.build(services: services)
        let routes = router.routes.map { "\($0.method.rawValue) \($0.path)" }
        let connections = ConnectionLimit(maximum: configuration.maxConnections)
        let application = Application(
            responder: try ConsoleMount(registry: router, services: services),
            // FlushBeforeClose goes first, next to the socket: every close passes through it
            // (the early answer's too), so no answer is cut. The handlers here come after the
            // HTTP codec: inbound down this list, outbound up it.
            server: .registryHTTP1(
                additionalChannelHandlers: [
                    connections.handler(), CloseAfterEarlyAnswer(),
                    RequestBodyDeadline(grace: TimeAmount(configuration.bodyTimeout), minimumRate: configuration.minBodyRate),
                ],
                idleTimeout: TimeAmount(configuration.idleTimeout),
                drainTimeout: .seconds(Int64(configuration.drainTimeout.components.seconds)), answers: services.ready),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: serverName),
            onServerRunning: { channel in
                portContinuation.yield(channel.localAddress?.port ?? configuration.port)
                portContinuation.finish()
            },
            logger: logger
        )
        let group = ServiceGroup(configuration: .init(services: [application], gracefulShutdownSignals: signals, logger: logger))
        let task = Task {
            defer { portContinuation.finish() }
            try await group.run()
        }
        for await port in ports {
            logger.info("registry listening", metadata: [
                "miniapp.address": "\(configuration.host):\(port)", "miniapp.database": "\(configuration.database)",
                "miniapp.data": "\(configuration.data.root.path)",
            ])
            return RunningRegistry(port: port, routes: routes, database: database, readyAnswers: services.ready, group: group, task: task)
        }
        // The server stopped before it listened (a port in use, say): surface its error.
        let result = await task.result
        try? await database.close()
        if case .failure(let error) = result, let failure = ListenCheck.describe(error, host: configuration.host, port: configuration.port) {
            throw failure
        }
        try result.get()
        throw RegistryError.internalError("the server stopped before it started listening")
    }
}

/// A started registry: its port, and how to stop it or wait for it.
public final class RunningRegistry: Sendable {
    /// The port listened on: the one configured, or the one the system picked for port 0.
    public let port: Int
    /// Every route the router holds, as `METHOD /path/{parameter}` (checked against docs/openapi.yaml).
    public let routes: [String]
    /// The server's open database; ``stop()`` and ``wait()`` close it.
    public let database: RegistryDatabase
    /// The answers its connections send without the router (for tests to look at).
    let readyAnswers: ReadyAnswers?
    private let group: ServiceGroup
    private let task: Task<Void, any Error>

    init(port: Int, routes: [String], database: RegistryDatabase, readyAnswers: ReadyAnswers?, group: ServiceGroup, task: Task<Void, any Error>) {
        self.port = port
        self.routes = routes
        self.database = database
        self.readyAnswers = readyAnswers
        self.group = group
        self.task = task
    }

    /// Graceful shutdown, then the database is closed.
    public func stop() async throws {
        await group.triggerGracefulShutdown()
        try await wait()
    }

    /// Waits until the server has stopped (after a signal), then closes the database.
    public func wait() async throws {
        let result = await task.result
        try await database.close()
        try result.get()
    }
}
