package import Foundation

/// The `permissions.json` format, in one place: a mini app's custom-permission answers
/// as the JSON of `[CustomPermissionGrant]`, in `<data>/<appId>/permissions.json`.
///
/// Two readers share the file: ``CustomPermissionStore``, which a running display uses
/// on the main actor, and the platform client (``MiniAppClient``), which must answer
/// `create` and list downloads from its own actor without waiting on the main one. Both
/// go through this value, so the rules hold the same for both: only permissions the
/// manifest declares are stored, declared ones not answered yet read as DENIED (5.6.1
/// seeds its list from the manifest), and the file is written atomically, in the
/// protocol's order.
package struct CustomPermissionFile: Sendable {
    package let url: URL

    /// The file of the mini app whose data directory is `directory`.
    package init(directory: URL) {
        url = directory.appendingPathComponent("permissions.json")
    }

    /// The stored statuses, plus DENIED for each declared permission not answered yet.
    /// A missing or unreadable file reads as no answers.
    package func statuses(declared: [CustomPermission]) -> [CustomPermission: CustomPermissionStatus] {
        var statuses: [CustomPermission: CustomPermissionStatus] = [:]
        if let data = try? Data(contentsOf: url),
           let grants = try? JSONDecoder().decode([CustomPermissionGrant].self, from: data) {
            for grant in grants { statuses[grant.permission] = grant.status }
        }
        for permission in declared where statuses[permission] == nil {
            statuses[permission] = .denied
        }
        return statuses
    }

    /// Applies `answers` for declared permissions to `statuses`.
    ///
    /// - Returns: the permissions answered but not declared, which are ignored.
    package static func merge(
        _ answers: [CustomPermissionGrant], into statuses: inout [CustomPermission: CustomPermissionStatus], declared: Set<CustomPermission>
    ) -> [CustomPermission] {
        var refused: [CustomPermission] = []
        for answer in answers {
            guard declared.contains(answer.permission) else {
                refused.append(answer.permission)
                continue
            }
            statuses[answer.permission] = answer.status
        }
        return refused
    }

    /// `statuses` as the file holds them: in the protocol's order.
    package static func grants(_ statuses: [CustomPermission: CustomPermissionStatus]) -> [CustomPermissionGrant] {
        CustomPermission.allCases.compactMap { permission in
            statuses[permission].map { CustomPermissionGrant(permission: permission, status: $0) }
        }
    }

    /// Writes `statuses` atomically, creating the app's directory if needed.
    package func write(_ statuses: [CustomPermission: CustomPermissionStatus]) throws {
        try FileProtection.createDirectory(url.deletingLastPathComponent())
        try JSONEncoder().encode(Self.grants(statuses)).write(to: url, options: FileProtection.writingOptions)
    }
}
