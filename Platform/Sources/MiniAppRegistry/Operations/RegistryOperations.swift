public import Foundation
import Logging
public import MiniAppBundle
import NIOPosix

/// Every change an operator or publisher can make to the registry, implemented once.
///
/// The publishing API (`HTTP/Routes/PublishRoutes.swift`), the web console (`Console/`)
/// and the `miniapp project`/`keys`/`operator` commands all call these methods, so a
/// rule (a tag is used once, a published version is never deleted, a bad bundle stores
/// nothing) holds whichever door a change comes through. Each method validates, makes
/// the change through ``RegistryStore``, clears this server's read cache, logs it and
/// appends an ``AuditEntry`` naming its ``ChangeAuthor``.
public struct RegistryOperations: Sendable {
    /// Where the changes are made; its read queries are free to use directly.
    public let store: RegistryStore
    /// Where uploads are validated and stored; nil for the CLI, which never uploads.
    let ingest: BundleIngest?
    let keys: SigningKeys
    /// Called after every change: clears the server's one-second read cache.
    let changed: @Sendable () -> Void
    let pauseBeforeCommit: Duration?
    let logger: Logger
    /// Counts publishing operations for `/metrics`; nil outside a server.
    let metrics: RegistryMetrics?
    /// Where files go for every server to read, with `--blob-store postgres`.
    let databaseBlobs: DatabaseBlobs?

    /// Version tags are labels (`1.4.2`, `2026-11-24.3`), shown in lists and consoles.
    public static let maxVersionTagBytes = 128

    init(
        store: RegistryStore, ingest: BundleIngest?, keys: SigningKeys, logger: Logger,
        pauseBeforeCommit: Duration? = nil, metrics: RegistryMetrics? = nil, databaseBlobs: DatabaseBlobs? = nil,
        changed: @escaping @Sendable () -> Void = {}
    ) {
        self.store = store
        self.ingest = ingest
        self.keys = keys
        self.logger = logger
        self.pauseBeforeCommit = pauseBeforeCommit
        self.metrics = metrics
        self.databaseBlobs = databaseBlobs
        self.changed = changed
    }

    // MARK: Projects and credentials

    /// Creates a project with a new subscription key.
    public func createProject(id: String, name: String, by author: ChangeAuthor) async throws -> Project {
        try Self.requireOperator(author, to: "create projects")
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        let project = try await store.createProject(id: id, name: trimmed.isEmpty ? id : trimmed)
        changed()
        try await record(author, "project.create", project: id, detail: "created project \(id) (\(project.name))")
        return project
    }

    /// Replaces a project's subscription key; hosts must be given the new one.
    public func rotateSubscriptionKey(project: String, by author: ChangeAuthor) async throws -> Project {
        try Self.require(author, mayChange: project)
        let updated = try await store.rotateSubscriptionKey(project: project)
        changed()
        try await record(author, "project.rotateSubscriptionKey", project: project, detail: "gave project \(project) a new subscription key")
        return updated
    }

    /// Issues a publisher token for a project (only its hash is stored).
    public func createPublisherToken(project: String, label: String, by author: ChangeAuthor) async throws -> String {
        try Self.requireOperator(author, to: "issue publisher tokens")
        let token = try await store.createPublisherToken(project: project, label: label)
        try await record(author, "publisherToken.create", project: project, detail: "issued a publisher token labelled '\(label)'")
        return token
    }

    /// Issues an operator token (only its hash is stored).
    public func createOperatorToken(label: String, by author: ChangeAuthor) async throws -> String {
        try Self.requireOperator(author, to: "issue operator tokens")
        let token = try await store.createOperatorToken(label: label)
        try await record(author, "operatorToken.create", project: nil, detail: "issued an operator token labelled '\(label)'")
        return token
    }

    /// Creates a signing key and signs with it from now on.
    public func rotateSigningKey(by author: ChangeAuthor) async throws -> SigningKeyRecord {
        try Self.requireOperator(author, to: "rotate the signing key")
        let key = try await keys.rotate()
        changed()
        logger.info("signing key rotated", metadata: ["miniapp.key": "\(key.id)"])
        try await record(author, "signingKey.rotate", project: nil, detail: "made key \(key.id) the signing key")
        return key
    }

    // MARK: Versions

    /// Validates the zip at `zip`, stores its files and records a draft version
    /// (published at once with `publish`).
    ///
    /// - Throws: ``RegistryError`` `badRequest` for a bad app id or tag,
    ///   `bundleRefused` for a bad bundle (nothing stored), `conflict` for a used tag.
    public func upload(
        zip: URL, project: String, app: String, details: StagedVersion.Details, publish: Bool, by author: ChangeAuthor
    ) async throws -> (version: VersionRecord, files: [BundleFile], published: Bool) {
        try Self.require(author, mayChange: project)
        try Self.checkUpload(app: app, versionTag: details.versionTag, icon: details.icon)
        try Self.checkText(details)
        try PublisherURLCheck.check(details)
        guard let ingest else { throw RegistryError.internalError("this registry handle cannot take uploads") }
        guard try await store.project(id: project) != nil else { throw RegistryError.notFound("no project '\(project)'") }
        let staged: StagedVersion
        do {
            // Extraction, hashing and fsync block: keep them off the concurrency pool.
            staged = try await NIOThreadPool.singleton.runIfActive {
                try ingest.stage(zip: zip, project: project, app: app, details: details)
            }
        } catch let error as RegistryError {
            metrics?.publishing("upload", outcome: "refused")
            logger.notice("bundle refused", metadata: Self.metadata(project, app, nil).merging(["miniapp.reason": "\(error.reason ?? "")"]) { $1 })
            throw error
        }
        // Every file in the database before the version exists, so any server can serve it.
        try await databaseBlobs?.upload(staged.files.map { ($0.sha256, $0.size) } + (staged.package.map { [($0.sha256, $0.size)] } ?? []))
        if let pauseBeforeCommit {
            logger.warning("pausing before the final transaction (crash test)", metadata: Self.metadata(project, app, nil))
            try await Task.sleep(for: pauseBeforeCommit)
        }
        var version = try await store.insertVersion(staged, confirmingIn: StoredBlobs(local: ingest.blobs, sharedInDatabase: databaseBlobs != nil))
        if publish {
            version = try await store.publish(project: project, app: app, version: version.id)
        }
        // Preview lists show the new upload, and a publish moves the pointer.
        changed()
        metrics?.publishing("upload")
        if publish { metrics?.publishing("publish") }
        logger.info("version stored", metadata: Self.metadata(project, app, version.id).merging([
            "miniapp.files": "\(staged.files.count)", "miniapp.published": "\(publish)",
        ]) { $1 })
        try await record(author, "version.upload", project: project, app: app, version: version.id,
                         detail: "uploaded \(app) \(version.versionTag) (\(staged.files.count) files)\(publish ? " and published it" : "")")
        return (version, staged.files, publish)
    }

    /// Points the app at `version`.
    @discardableResult
    public func publish(project: String, app: String, version: String, by author: ChangeAuthor) async throws -> VersionRecord {
        try Self.require(author, mayChange: project)
        let record = try await store.publish(project: project, app: app, version: version)
        changed()
        metrics?.publishing("publish")
        logger.info("published", metadata: Self.metadata(project, app, record.id))
        try await self.record(author, "version.publish", project: project, app: app, version: record.id, detail: "published \(app) \(record.versionTag)")
        return record
    }

    /// Takes the app out of `list`.
    public func unpublish(project: String, app: String, by author: ChangeAuthor) async throws {
        try Self.require(author, mayChange: project)
        try await store.unpublish(project: project, app: app)
        changed()
        metrics?.publishing("unpublish")
        logger.info("unpublished", metadata: Self.metadata(project, app, nil))
        try await record(author, "app.unpublish", project: project, app: app, detail: "unpublished \(app)")
    }

    /// Withdraws the current version and publishes the previous one (or `target`).
    @discardableResult
    public func rollback(project: String, app: String, to target: String?, by author: ChangeAuthor) async throws -> VersionRecord {
        try Self.require(author, mayChange: project)
        let current = try await store.publishedVersionId(project: project, app: app)
        let record = try await store.rollback(project: project, app: app, to: target)
        changed()
        metrics?.publishing("rollback")
        logger.info("rolled back", metadata: Self.metadata(project, app, record.id))
        let from = try await current.asyncMap { try await store.version(id: $0)?.versionTag ?? $0 } ?? "nothing"
        try await self.record(author, "app.rollback", project: project, app: app, version: record.id,
                              detail: "rolled \(app) back from \(from) to \(record.versionTag)")
        return record
    }

    /// A code that exposes one version to testers.
    public func createPreviewCode(project: String, app: String, version: String, by author: ChangeAuthor) async throws -> String {
        try Self.require(author, mayChange: project)
        let code = try await store.createPreviewCode(project: project, app: app, version: version)
        changed()
        metrics?.publishing("preview_code")
        let tag = try await store.version(id: version)?.versionTag ?? version
        try await record(author, "previewCode.create", project: project, app: app, version: version, detail: "made a preview code for \(app) \(tag)")
        return code
    }

    /// Deletes a version that was never published.
    @discardableResult
    public func deleteUnpublishedVersion(project: String, app: String, version: String, by author: ChangeAuthor) async throws -> VersionRecord {
        try Self.require(author, mayChange: project)
        let record = try await store.deleteUnpublishedVersion(project: project, app: app, version: version)
        changed()
        metrics?.publishing("delete")
        logger.info("version deleted", metadata: Self.metadata(project, app, record.id))
        try await self.record(author, "version.delete", project: project, app: app, version: record.id,
                              detail: "deleted the unpublished version \(record.versionTag) of \(app)")
        return record
    }

    // MARK: Rules

    /// What an upload's app id, tag and icon must be; callers that receive the body check
    /// it before they do, so a bad request is refused before its bytes arrive.
    public static func checkUpload(app: String, versionTag: String?, icon: String? = nil) throws(RegistryError) {
        guard MiniAppIdentifier.isValid(app) else {
            throw RegistryError.badRequest("an app id may use letters, digits, '-', '_' and '.' (not first or last), 1 to 128 characters; '\(app)' does not")
        }
        if let versionTag, versionTag.utf8.count > maxVersionTagBytes {
            throw RegistryError.badRequest("a versionTag may be at most \(maxVersionTagBytes) bytes; this one is \(versionTag.utf8.count)")
        }
        if let icon, icon.contains("://"), !IconCheck.isAcceptableURL(icon) {
            throw RegistryError.badRequest("icon must be an absolute http(s) URL (escaped) or a path in the bundle; '\(icon.prefix(200))' is not")
        }
    }

    /// Refuses, with a 400, an upload whose tag, name, icon or promotional text holds a
    /// NUL character: nothing stored may hold one (PostgreSQL refuses it in text).
    public static func checkText(_ details: StagedVersion.Details) throws(RegistryError) {
        let fields = [
            ("versionTag", details.versionTag), ("displayName", details.displayName), ("icon", details.icon),
            ("promotionalImageUrl", details.promotionalImageUrl), ("promotionalText", details.promotionalText),
        ]
        for case let (name, value?) in fields where value.containsNUL {
            throw RegistryError.badRequest("\(name) may not contain a NUL character")
        }
    }

    /// A publisher may change its own project only; operators and the CLI any.
    static func require(_ author: ChangeAuthor, mayChange project: String) throws(RegistryError) {
        if let own = author.project, own != project {
            throw RegistryError.forbidden("this publisher token belongs to another project")
        }
    }

    static func requireOperator(_ author: ChangeAuthor, to action: String) throws(RegistryError) {
        if case .publisher = author {
            throw RegistryError.forbidden("only an operator may \(action); sign in with an operator token (`miniapp operator token`)")
        }
    }

    private func record(
        _ author: ChangeAuthor, _ action: String, project: String?, app: String? = nil, version: String? = nil, detail: String
    ) async throws {
        try await store.appendAudit(actor: author, action: action, project: project, app: app, version: version, detail: detail)
    }

    static func metadata(_ project: String, _ app: String, _ version: String?) -> Logger.Metadata {
        var metadata: Logger.Metadata = ["miniapp.project": "\(project)", "miniapp.app": "\(app)"]
        if let version { metadata["miniapp.version"] = "\(version)" }
        return metadata
    }
}

extension Optional where Wrapped: Sendable {
    /// `map` for an async transform.
    fileprivate func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
        guard let self else { return nil }
        return try await transform(self)
    }
}
