public import Foundation
import Logging
public import MiniAppBundle

/// Every change an operator or publisher can make to the registry, implemented once.
///
/// The publishing API (`HTTP/Routes/PublishRoutes.swift`), the web console (`Console/`)
/// and the `miniapp project`/`keys`/`operator` commands all call these methods, so a
/// rule (a tag is used once, a published version is never deleted, a bad bundle stores
/// nothing) holds whichever door a change comes through. Each method validates, makes
/// the change and appends an ``AuditEntry`` naming its ``ChangeAuthor`` in one
/// ``RegistryStore/write(_:)`` transaction (so no change goes unrecorded, and no entry
/// records a change that failed), then clears this server's read cache and logs it.
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
        let project = try await store.write { change in
            let project = try await change.createProject(id: id, name: trimmed.isEmpty ? id : trimmed)
            try await change.appendAudit(actor: author, action: "project.create", project: id, detail: "created project \(id) (\(project.name))")
            return project
        }
        changed()
        return project
    }

    /// Replaces a project's subscription key; hosts must be given the new one.
    public func rotateSubscriptionKey(project: String, by author: ChangeAuthor) async throws -> Project {
        try Self.require(author, mayChange: project)
        let updated = try await store.write { change in
            let updated = try await change.rotateSubscriptionKey(project: project)
            try await change.appendAudit(
                actor: author, action: "project.rotateSubscriptionKey", project: project, detail: "gave project \(project) a new subscription key")
            return updated
        }
        changed()
        return updated
    }

    /// How long a new token works unless its issuer says otherwise: a year, so a token
    /// that leaked and was forgotten does not work for ever (npm and PyPI tokens expire too).
    public static let defaultTokenLifetime: Duration = .seconds(365 * 24 * 3600)

    /// Issues a publisher token for a project (only its hash is stored) that works for
    /// `lifetime` (nil: until revoked).
    public func createPublisherToken(
        project: String, label: String, lifetime: Duration? = defaultTokenLifetime, by author: ChangeAuthor
    ) async throws -> String {
        try Self.requireOperator(author, to: "issue publisher tokens")
        let expiresAt = Self.expiry(after: lifetime)
        return try await store.write { change in
            let token = try await change.createPublisherToken(project: project, label: label, expiresAt: expiresAt)
            try await change.appendAudit(
                actor: author, action: "publisherToken.create", project: project,
                detail: "issued a publisher token labelled '\(label)'\(Self.expiryNote(expiresAt))")
            return token
        }
    }

    /// Issues an operator token (only its hash is stored) that works for `lifetime` (nil: until revoked).
    public func createOperatorToken(label: String, lifetime: Duration? = defaultTokenLifetime, by author: ChangeAuthor) async throws -> String {
        try Self.requireOperator(author, to: "issue operator tokens")
        let expiresAt = Self.expiry(after: lifetime)
        return try await store.write { change in
            let token = try await change.createOperatorToken(label: label, expiresAt: expiresAt)
            try await change.appendAudit(
                actor: author, action: "operatorToken.create", project: nil,
                detail: "issued an operator token labelled '\(label)'\(Self.expiryNote(expiresAt))")
            return token
        }
    }

    /// Revokes a token by its id (``TokenRecord/id``): it stops publishing and signing in
    /// at once, and the console sessions it started end.
    @discardableResult
    public func revokeToken(id: String, by author: ChangeAuthor) async throws -> TokenRecord {
        try Self.requireOperator(author, to: "revoke tokens")
        let token = try await store.write { change in
            let token = try await change.revokeToken(id: id)
            try await change.appendAudit(
                actor: author, action: "\(token.kind.rawValue)Token.revoke", project: token.project,
                detail: "revoked the \(token.kind.rawValue) token \(token.id) labelled '\(token.label)'")
            return token
        }
        changed()
        logger.notice("token revoked", metadata: ["miniapp.token": "\(token.id)", "miniapp.kind": "\(token.kind.rawValue)"])
        return token
    }

    private static func expiry(after lifetime: Duration?) -> Int? {
        lifetime.map { Clock.milliseconds() + Int($0.components.seconds) * 1000 }
    }

    private static func expiryNote(_ expiresAt: Int?) -> String {
        expiresAt.map { ", valid until \(ConsoleFormat.time($0).iso)" } ?? ", valid until revoked"
    }

    /// Creates a signing key and signs with it from now on: registry-wide, or only for
    /// `project` (which from then on is signed with its own keys alone).
    public func rotateSigningKey(project: String? = nil, by author: ChangeAuthor) async throws -> SigningKeyRecord {
        try Self.requireOperator(author, to: "rotate the signing key")
        let key = try await keys.rotate(project: project) { change, key in
            let scope = project.map { " of project \($0)" } ?? ""
            try await change.appendAudit(actor: author, action: "signingKey.rotate", project: project, detail: "made key \(key.id) the signing key\(scope)")
        }
        changed()
        logger.info("signing key rotated", metadata: ["miniapp.key": "\(key.id)"])
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
            // Extraction, hashing and fsync block: keep them off the concurrency pool and
            // off the threads database reads run on.
            staged = try await FileWork.run {
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
        let blobs = StoredBlobs(local: ingest.blobs, sharedInDatabase: databaseBlobs != nil)
        let version = try await store.write { change in
            var version = try await change.insertVersion(staged, confirmingIn: blobs)
            if publish {
                version = try await change.publish(project: project, app: app, version: version.id)
            }
            try await change.appendAudit(
                actor: author, action: "version.upload", project: project, app: app, version: version.id,
                detail: "uploaded \(app) \(version.versionTag) (\(staged.files.count) files)\(publish ? " and published it" : "")")
            return version
        }
        // Preview lists show the new upload, and a publish moves the pointer.
        changed()
        metrics?.publishing("upload")
        if publish { metrics?.publishing("publish") }
        logger.info("version stored", metadata: Self.metadata(project, app, version.id).merging([
            "miniapp.files": "\(staged.files.count)", "miniapp.published": "\(publish)",
        ]) { $1 })
        return (version, staged.files, publish)
    }

    /// Points the app at `version`.
    @discardableResult
    public func publish(project: String, app: String, version: String, by author: ChangeAuthor) async throws -> VersionRecord {
        try Self.require(author, mayChange: project)
        let record = try await store.write { change in
            let record = try await change.publish(project: project, app: app, version: version)
            try await change.appendAudit(
                actor: author, action: "version.publish", project: project, app: app, version: record.id, detail: "published \(app) \(record.versionTag)")
            return record
        }
        changed()
        metrics?.publishing("publish")
        logger.info("published", metadata: Self.metadata(project, app, record.id))
        return record
    }

    /// Takes the app out of `list`.
    public func unpublish(project: String, app: String, by author: ChangeAuthor) async throws {
        try Self.require(author, mayChange: project)
        try await store.write { change in
            try await change.unpublish(project: project, app: app)
            try await change.appendAudit(actor: author, action: "app.unpublish", project: project, app: app, detail: "unpublished \(app)")
        }
        changed()
        metrics?.publishing("unpublish")
        logger.info("unpublished", metadata: Self.metadata(project, app, nil))
    }

    /// Withdraws the current version and publishes the previous one (or `target`).
    @discardableResult
    public func rollback(project: String, app: String, to target: String?, by author: ChangeAuthor) async throws -> VersionRecord {
        try Self.require(author, mayChange: project)
        let record = try await store.write { change in
            let (from, record) = try await change.rollback(project: project, app: app, to: target)
            try await change.appendAudit(
                actor: author, action: "app.rollback", project: project, app: app, version: record.id,
                detail: "rolled \(app) back from \(from?.versionTag ?? "nothing") to \(record.versionTag)")
            return record
        }
        changed()
        metrics?.publishing("rollback")
        logger.info("rolled back", metadata: Self.metadata(project, app, record.id))
        return record
    }

    /// A code that exposes one version to testers.
    public func createPreviewCode(project: String, app: String, version: String, by author: ChangeAuthor) async throws -> String {
        try Self.require(author, mayChange: project)
        let code = try await store.write { change in
            let (code, record) = try await change.createPreviewCode(project: project, app: app, version: version)
            try await change.appendAudit(
                actor: author, action: "previewCode.create", project: project, app: app, version: version,
                detail: "made a preview code for \(app) \(record.versionTag)")
            return code
        }
        changed()
        metrics?.publishing("preview_code")
        return code
    }

    /// Deletes a version that was never published.
    @discardableResult
    public func deleteUnpublishedVersion(project: String, app: String, version: String, by author: ChangeAuthor) async throws -> VersionRecord {
        try Self.require(author, mayChange: project)
        let record = try await store.write { change in
            let record = try await change.deleteUnpublishedVersion(project: project, app: app, version: version)
            try await change.appendAudit(
                actor: author, action: "version.delete", project: project, app: app, version: record.id,
                detail: "deleted the unpublished version \(record.versionTag) of \(app)")
            return record
        }
        changed()
        metrics?.publishing("delete")
        logger.info("version deleted", metadata: Self.metadata(project, app, record.id))
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

    static func metadata(_ project: String, _ app: String, _ version: String?) -> Logger.Metadata {
        var metadata: Logger.Metadata = ["miniapp.project": "\(project)", "miniapp.app": "\(app)"]
        if let version { metadata["miniapp.version"] = "\(version)" }
        return metadata
    }
}
