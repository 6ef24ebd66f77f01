import Foundation
import MCP

/// What one MCP connection has open: its sessions, the folders its files may come from,
/// and its transcript subscriptions. Each client (a stdio server's one, or each Streamable
/// HTTP session) has its own; ``closeAll()`` ends every process it started.
actor Workbench {
    private var sessions: [String: WorkbenchSession] = [:]
    private var opened = 0
    private var roots: [URL] = []
    private var rootsLoaded = false
    /// The MCP server, once started: for roots, progress and notifications.
    private(set) var server: Server?
    private var clientHasRoots = false
    private var subscriptions: [String: Task<Void, Never>] = [:]
    /// Closes on shutdown refuse new sessions.
    private var shuttingDown = false

    func attach(_ server: Server) { self.server = server }

    /// The client's capabilities, from its `initialize`.
    func clientCapabilities(_ capabilities: Client.Capabilities) {
        clientHasRoots = capabilities.roots != nil
    }

    // MARK: - Sessions

    /// The session `name` names; without a name, the only open one.
    func session(named name: String?) throws(ToolFailure) -> WorkbenchSession {
        if let name {
            guard let session = sessions[name] else {
                throw ToolFailure("no session '\(name)'" + (sessions.isEmpty
                    ? "; none is open (open one with miniapp_open)"
                    : "; the open sessions are " + sessions.keys.sorted().joined(separator: ", ")))
            }
            return session
        }
        guard let only = sessions.values.first else {
            throw ToolFailure("no session is open; open a mini app with miniapp_open first")
        }
        guard sessions.count == 1 else {
            throw ToolFailure("several sessions are open (\(sessions.keys.sorted().joined(separator: ", "))); say which with 'session'")
        }
        return only
    }

    /// The open sessions, oldest first.
    var openSessions: [WorkbenchSession] {
        sessions.values.sorted { $0.openedAt < $1.openedAt }
    }

    /// Starts `launcher`'s session under a new id.
    func open(app: String, holds: Bool, launcher: SessionLauncher) async throws -> WorkbenchSession {
        guard !shuttingDown else { throw ToolFailure("the server is shutting down") }
        opened += 1
        let id = "s\(opened)"
        let session = try await launcher.launch(id: id, app: app, holds: holds)
        // Cancelled once it was up, or the server is stopping: nobody will use it.
        guard !shuttingDown, !Task.isCancelled else {
            await session.close()
            throw Task.isCancelled ? CancellationError() : ToolFailure("the server is shutting down")
        }
        sessions[id] = session
        await notify(ResourceListChangedNotification.message())
        return session
    }

    /// Ends one session and its processes.
    func close(_ session: WorkbenchSession) async {
        sessions[session.id] = nil
        subscriptions.removeValue(forKey: session.transcriptURI)?.cancel()
        await session.close()
        await notify(ResourceListChangedNotification.message())
    }

    /// Ends every session (the client went away, or the server is stopping).
    func closeAll() async {
        shuttingDown = true
        let all = Array(sessions.values)
        sessions.removeAll()
        for task in subscriptions.values { task.cancel() }
        subscriptions.removeAll()
        await withTaskGroup(of: Void.self) { group in
            for session in all { group.addTask { await session.close() } }
        }
    }

    // MARK: - Files

    /// The folders files may come from: the client's roots (asked once, and again after
    /// `notifications/roots/list_changed`) and the working directory.
    func pathPolicy() async -> PathPolicy {
        if !rootsLoaded, clientHasRoots, let server {
            rootsLoaded = true
            let listed = (try? await server.listRoots()) ?? []
            roots = listed.compactMap { URL(string: $0.uri) }
        }
        return PathPolicy(roots: roots)
    }

    func rootsChanged() { rootsLoaded = false }

    // MARK: - Transcript subscriptions

    /// Sends `notifications/resources/updated` for `uri` once per new transcript line,
    /// until unsubscribed or the session closes.
    func subscribe(_ uri: String) throws(ToolFailure) {
        guard let session = sessions.values.first(where: { $0.transcriptURI == uri }) else {
            throw ToolFailure("no resource \(uri) to subscribe to")
        }
        guard subscriptions[uri] == nil else { return }
        subscriptions[uri] = Task { [weak self] in
            var since = await session.cursor()
            while !Task.isCancelled, !session.isClosed {
                if let (lines, next) = try? await session.transcript(since: since), next > since {
                    for _ in lines { await self?.notify(ResourceUpdatedNotification.message(.init(uri: uri))) }
                    since = next
                }
                try? await Task.sleep(for: .milliseconds(200))
            }
        }
    }

    func unsubscribe(_ uri: String) {
        subscriptions.removeValue(forKey: uri)?.cancel()
    }

    private func notify<N: MCP.Notification>(_ message: Message<N>) async {
        try? await server?.notify(message)
    }
}
