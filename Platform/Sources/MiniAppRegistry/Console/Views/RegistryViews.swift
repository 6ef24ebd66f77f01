/// The signing keys page.
struct KeysView {
    struct Row {
        var id: String
        var created: TimeView
        var active: Bool
        /// `id:ecKey`, what `miniapp open --pin-key` and `MiniAppSdkConfig.pinnedKeys` take.
        var pin: String
    }

    var keys: [Row]
}

/// The audit log page.
struct AuditView {
    struct Row {
        var at: TimeView
        var actor: String
        var action: String
        var project: String
        var detail: String
    }

    var scope: String
    var limit: Int
    var entries: [Row]
}

/// The sign-in page.
struct SignInView {
    var csrf: String
    var error: String?
}

/// An error page.
struct ErrorView {
    var heading: String
    var message: String
    var back: String
    var backLabel: String
}
