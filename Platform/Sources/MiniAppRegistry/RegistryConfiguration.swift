public import MiniAppBundle

/// Everything `miniapp serve` can be told.
public struct RegistryConfiguration: Sendable {
    /// The address to listen on; the default `127.0.0.1` accepts local connections only.
    public var host: String
    /// 0 picks a free port (tests read it back from ``RunningRegistry/port``).
    public var port: Int
    /// Where blobs, keys, scratch space and (by default) the SQLite file live.
    public var data: DataDirectory
    /// The metadata database; by default `registry.sqlite` in ``data``.
    public var database: DatabaseLocation
    /// Checked on every upload before anything is stored.
    public var limits: BundleLimits
    /// The largest upload body accepted, in bytes (the zip as sent).
    public var maxUploadBytes: Int
    /// The base of file URLs in manifest answers (`https://cdn.example.com`); without it,
    /// `http://` plus the request's `Host`.
    public var publicURL: String?
    /// How long a connection may stay without a complete request (headers included)
    /// before the server closes it.
    public var idleTimeout: Duration
    /// The most connections open at once; more are closed as they arrive.
    public var maxConnections: Int
    /// How long any request body may take to arrive, on top of what its size allows at
    /// ``minBodyRate``; past that the connection is closed (``RequestBodyDeadline``), so
    /// slow-body clients cannot hold ``maxConnections`` for as long as they like.
    public var bodyTimeout: Duration = .seconds(30)
    /// The average rate, in bytes per second, a request body must keep up beyond
    /// ``bodyTimeout``: a 64 MiB upload at the default 8 KiB/s may take 2 h 16 min, while
    /// holding one connection costs a slow-body client that many bytes a second.
    public var minBodyRate: Int = 8 << 10
    /// Whether files and private signing keys are kept in the database too
    /// (`--blob-store postgres`), so servers sharing one PostgreSQL database need no shared
    /// disk; `blobs/` and `keys/` then only cache what the database holds.
    public var storesFilesInDatabase: Bool
    /// How long, at shutdown or on `Connection: close`, a connection may wait for the
    /// end of its response to reach a slow client before it is closed anyway.
    public var drainTimeout: Duration
    /// How long read answers and the facts they are made from are kept (``ReadCache``,
    /// ``ReadyAnswers``): how late a change made behind this server's back (through
    /// another server sharing the database) may show. One second unless a test needs more.
    public var readCacheLifetime: Duration = .seconds(1)
    /// The icon URL listed for versions published without an icon; without it, the
    /// registry's own `icons/default.png`. Never empty in an answer: Rakuten's SDKs
    /// cannot decode an empty icon.
    public var defaultIconURL: String?
    /// For crash tests only: how long an upload waits, files stored, before its final
    /// transaction, so a test can kill the server right there.
    public var pauseBeforeCommit: Duration?
    /// Whether the web console is served at `/console` (on by default).
    public var console: Bool = true
    /// The reverse proxies whose `X-Forwarded-For` names the client, for the console's
    /// per-client sign-in limit (none by default: every connection is its own address).
    public var trustedProxies: TrustedProxies = .none
    /// When set, `GET metrics` needs `Authorization: Bearer <token>` (Prometheus's
    /// `authorization` scrape setting): the figures name routes, volumes and publishing
    /// activity, which a public server should not show to everyone. `health` and `ready`
    /// stay open for probes.
    public var metricsToken: String?
    /// How long a signed manifest answer of MiniAppKit's form may be trusted after it is
    /// signed (its `expiresAt`; `--signed-answer-expiry`, one hour by default): the longest
    /// a man in the middle replaying answers can keep a client on an old version without
    /// the client knowing (TUF's timestamp role; docs/PLATFORM.md, "Update security").
    public var signedAnswerExpiry: Duration = .seconds(3600)

    /// A configuration with `serve`'s defaults; `maxUploadBytes` defaults to the most a zip within
    /// `limits` can weigh, `database` to `registry.sqlite` in `data`.
    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        data: DataDirectory,
        database: DatabaseLocation? = nil,
        limits: BundleLimits = BundleLimits(),
        maxUploadBytes: Int? = nil,
        publicURL: String? = nil,
        idleTimeout: Duration = .seconds(30),
        maxConnections: Int = 4096,
        pauseBeforeCommit: Duration? = nil,
        defaultIconURL: String? = nil,
        drainTimeout: Duration = .seconds(60),
        storesFilesInDatabase: Bool = false
    ) {
        self.host = host
        self.port = port
        self.data = data
        self.database = database ?? .sqlite(data.sqliteFile)
        self.limits = limits
        // A zip is at most a little larger than what it holds (headers per entry).
        self.maxUploadBytes = maxUploadBytes ?? limits.maxTotalBytes + 64 * limits.maxFiles + (1 << 20)
        self.publicURL = publicURL
        self.idleTimeout = idleTimeout
        self.maxConnections = maxConnections
        self.pauseBeforeCommit = pauseBeforeCommit
        self.defaultIconURL = defaultIconURL
        self.drainTimeout = drainTimeout
        self.storesFilesInDatabase = storesFilesInDatabase
    }
}
