import Hummingbird

/// Pages about the whole registry: signing keys (rotation for operators) and the audit log.
extension ConsoleRoutes {
    /// How many audit entries the page shows.
    static let auditLimit = 200

    func addRegistryPages(to router: Router<ConsoleRequestContext>) {
        router.get("console/keys") { request, _ in
            let session = try await sessions.require(request)
            let keys = try await services.store.keys()
            // The active key first: it is the one to pin.
            let rows = (keys.filter(\.active) + keys.filter { !$0.active }.reversed()).map { key in
                KeysView.Row(id: key.id, created: ConsoleFormat.time(key.createdAt), active: key.active, pin: "\(key.id):\(key.publicKeyX963)")
            }
            return try renderer.response("keys", ConsolePage(title: "Signing keys", session: session, notice: Self.notice(request), content: KeysView(keys: rows)))
        }
        router.post("console/keys/rotate") { request, context in
            let (session, _) = try await changeRequest(request)
            try session.requireOperator(to: "rotate the signing key")
            _ = try await operations(context).rotateSigningKey(by: session.author)
            return Self.redirect("\(Self.root)/keys?notice=keyRotated")
        }
        router.get("console/audit") { request, _ in
            let session = try await sessions.require(request)
            let project = session.author.project
            let entries = try await services.store.auditEntries(project: project, limit: Self.auditLimit).map { entry in
                AuditView.Row(at: ConsoleFormat.time(entry.at), actor: entry.actor, action: entry.action, project: entry.projectId ?? "", detail: entry.detail)
            }
            let scope = project.map { "Changes to project \($0)." } ?? "Changes to every project and to the registry."
            return try renderer.response("audit", ConsolePage(
                title: "Audit log", session: session, content: AuditView(scope: scope, limit: Self.auditLimit, entries: entries)))
        }
    }
}
