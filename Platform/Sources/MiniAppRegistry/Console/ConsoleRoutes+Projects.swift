import Hummingbird

/// Projects: the list, creating one (operators), a project's page, rotating its key.
extension ConsoleRoutes {
    func addProjects(to router: Router<ConsoleRequestContext>) {
        router.get("console/projects") { request, _ in
            let session = try await sessions.require(request)
            if let own = session.author.project { return Self.redirect(Self.projectLink(own)) }
            var rows: [ProjectsView.Row] = []
            for project in try await services.store.projects() {
                let apps = try await services.store.appOverviews(project: project.id).count
                rows.append(.init(id: project.id, name: project.name, apps: apps, created: ConsoleFormat.time(project.createdAt), link: Self.projectLink(project.id)))
            }
            return try renderer.response("projects", ConsolePage(
                title: "Projects", session: session, notice: Self.notice(request), content: ProjectsView(projects: rows)))
        }
        router.post("console/projects") { request, context in
            let (session, form) = try await changeRequest(request)
            try session.requireOperator(to: "create projects")
            let id = try form.require("id", "A project id")
            let project = try await operations(context).createProject(id: id, name: form["name"] ?? id, by: session.author)
            return Self.redirect(Self.projectLink(project.id) + "?notice=created")
        }
        router.get("console/projects/:projectId") { request, context in
            let session = try await sessions.require(request)
            let id = try context.parameters.require("projectId")
            try session.requireAccess(to: id)
            guard let project = try await services.store.project(id: id) else { throw RegistryError.notFound("there is no project '\(id)'") }
            let apps = try await services.store.appOverviews(project: id).map { app in
                let shown = app.published ?? app.newest
                let name = shown?.displayName ?? app.appId
                return ProjectView.AppRow(
                    id: app.appId, displayName: name, icon: shown.flatMap(Self.iconURL), initial: String(name.prefix(1)).uppercased(),
                    publishedTag: app.published?.versionTag, lastPublished: app.lastPublishedAt.map(ConsoleFormat.time),
                    versions: app.versionCount, link: Self.appLink(id, app.appId))
            }
            let content = ProjectView(
                id: project.id, name: project.name, subscriptionKey: project.subscriptionKey, link: Self.projectLink(id), apps: apps,
                upload: UploadFormView(action: "\(Self.projectLink(id))/apps/", askApp: true))
            return try renderer.response("project", ConsolePage(title: project.name, session: session, notice: Self.notice(request), content: content))
        }
        router.post("console/projects/:projectId/subscription-key") { request, context in
            let (session, _) = try await changeRequest(request)
            let id = try context.parameters.require("projectId")
            try session.requireAccess(to: id)
            _ = try await operations(context).rotateSubscriptionKey(project: id, by: session.author)
            return Self.redirect(Self.projectLink(id) + "?notice=rotated")
        }
    }

    /// A version's icon as the console can show it: a file of the bundle, served by this
    /// server. Icons on other hosts are not loaded (the console's policy allows its own
    /// origin only), so they get the initial instead.
    static func iconURL(_ version: VersionRecord) -> String? {
        let icon = version.icon
        guard !icon.isEmpty, !icon.contains("://"), !icon.hasPrefix("//") else { return nil }
        let path = icon.split(separator: "/").map { segment(String($0)) }.joined(separator: "/")
        return "/map-published/\(segment(version.appId))/\(segment(version.id))/\(path)"
    }
}
