/// The signing keys page.
struct KeysView {
    struct Row {
        var id: String
        var created: TimeView
        var active: Bool
        /// The project a key of its own signs for; empty for a registry-wide key.
        var project: String
        /// `id:ecKey`, what `miniapp open --pin-key` and `MiniAppSdkConfig.pinnedKeys` take.
        var pin: String
    }

    var keys: [Row]
}

/// The tokens page.
struct TokensView {
    struct Row {
        var id: String
        var kind: String
        var project: String
        var label: String
        var issued: TimeView
        var expires: TimeView?
        /// `valid`, `expired` or `revoked`.
        var state: String
        /// Whether a Revoke button is shown (not for a token already revoked).
        var revocable: Bool
    }

    var scope: String
    var tokens: [Row]
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
