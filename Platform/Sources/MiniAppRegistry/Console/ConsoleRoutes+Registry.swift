import Hummingbird

/// Pages about the whole registry: signing keys (rotation for operators), tokens
/// (revocation for operators) and the audit log.
extension ConsoleRoutes {
    /// How many audit entries the page shows.
    static let auditLimit = 200

    func addRegistryPages(to router: Router<ConsoleRequestContext>) {
        router.get("console/keys") { request, _ in
            let session = try await sessions.require(request)
            // A publisher sees the registry-wide keys and its own project's.
            let keys = try await services.store.keys().filter { $0.projectId == nil || $0.projectId == session.author.project || session.author.project == nil }
            // The active key first: it is the one to pin.
            let rows = (keys.filter(\.active) + keys.filter { !$0.active }.reversed()).map { key in
                KeysView.Row(
                    id: key.id, created: ConsoleFormat.time(key.createdAt), active: key.active, project: key.projectId ?? "",
                    pin: "\(key.id):\(key.publicKeyX963)")
            }
            return try renderer.response("keys", ConsolePage(title: "Signing keys", session: session, notice: Self.notice(request), content: KeysView(keys: rows)))
        }
        router.post("console/keys/rotate") { request, context in
            let (session, _) = try await changeRequest(request)
            try session.requireOperator(to: "rotate the signing key")
            _ = try await operations(context).rotateSigningKey(by: session.author)
            return Self.redirect("\(Self.root)/keys?notice=keyRotated")
        }
        router.get("console/tokens") { request, _ in
            let session = try await sessions.require(request)
            let now = Clock.milliseconds()
            let rows = try await services.store.tokens(project: session.author.project).map { token in
                TokensView.Row(
                    id: token.id, kind: token.kind.rawValue, project: token.project ?? "", label: token.label,
                    issued: ConsoleFormat.time(token.createdAt), expires: token.expiresAt.map(ConsoleFormat.time),
                    state: token.revokedAt != nil ? "revoked" : token.isValid(at: now) ? "valid" : "expired",
                    revocable: token.revokedAt == nil
                )
            }
            let scope = session.author.project.map { "Publisher tokens of project \($0)." } ?? "Every operator and publisher token."
            return try renderer.response("tokens", ConsolePage(
                title: "Tokens", session: session, notice: Self.notice(request), content: TokensView(scope: scope, tokens: rows)))
        }
        router.post("console/tokens/:id/revoke") { request, context in
            let (session, _) = try await changeRequest(request)
            try session.requireOperator(to: "revoke tokens")
            let id = try context.parameters.require("id")
            _ = try await operations(context).revokeToken(id: id, by: session.author)
            return Self.redirect("\(Self.root)/tokens?notice=tokenRevoked")
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
