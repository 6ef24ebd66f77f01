/// What the projects page shows.
struct ProjectsView {
    struct Row {
        var id: String
        var name: String
        var apps: Int
        var created: TimeView
        var link: String
    }

    var projects: [Row]
}

/// What a project's page shows: its key, its apps, the form for a new app.
struct ProjectView {
    struct AppRow {
        var id: String
        var displayName: String
        var icon: String?
        var initial: String
        var publishedTag: String?
        var lastPublished: TimeView?
        var versions: Int
        var link: String
    }

    var id: String
    var name: String
    var subscriptionKey: String
    var link: String
    var apps: [AppRow]
    var upload: UploadFormView
}

/// The upload control: where it posts, and whether it asks for an app id (a new app).
struct UploadFormView {
    var action: String
    var askApp: Bool
}
