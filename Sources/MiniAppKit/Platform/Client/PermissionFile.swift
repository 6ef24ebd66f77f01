import Foundation

/// The custom-permission answers of one mini app, in the file ``CustomPermissionStore``
/// keeps (`<data>/<appId>/permissions.json`, the JSON of `[CustomPermissionGrant]`),
/// read and written from the client's actor.
///
/// Why not the store itself: it is main-actor bound (displays use it while running), and
/// the client must not wait on the main actor to answer `create` or list downloads. The
/// rules are the store's: only declared permissions are stored, and declared ones not
/// answered yet read as DENIED. App ids the client accepts are their own directory names
/// (``MiniAppDisplay/safeDirectoryName(_:)`` leaves them unchanged).
struct PermissionFile: Sendable {
    let url: URL

    init(data: URL, appId: String) {
        url = data.appendingPathComponent(appId, isDirectory: true).appendingPathComponent("permissions.json")
    }

    /// Stored statuses plus DENIED for declared permissions not answered, in protocol order.
    func grants(declared manifest: MiniAppManifest) -> [CustomPermissionGrant] {
        var statuses = stored()
        for permission in manifest.declaredPermissions where statuses[permission] == nil {
            statuses[permission] = .denied
        }
        return CustomPermission.allCases.compactMap { permission in
            statuses[permission].map { CustomPermissionGrant(permission: permission, status: $0) }
        }
    }

    /// Whether every required permission of `manifest` is ALLOWED.
    func allowsRequired(of manifest: MiniAppManifest) -> Bool {
        let statuses = stored()
        return manifest.requiredPermissions.allSatisfy { statuses[$0.name] == .allowed }
    }

    /// Stores answers for declared permissions; returns the undeclared ones, ignored.
    func store(_ answers: [CustomPermissionGrant], declared manifest: MiniAppManifest) throws -> [CustomPermission] {
        let declared = Set(manifest.declaredPermissions)
        var refused: [CustomPermission] = []
        var statuses = Dictionary(uniqueKeysWithValues: grants(declared: manifest).map { ($0.permission, $0.status) })
        for answer in answers {
            guard declared.contains(answer.permission) else {
                refused.append(answer.permission)
                continue
            }
            statuses[answer.permission] = answer.status
        }
        let ordered = CustomPermission.allCases.compactMap { permission in
            statuses[permission].map { CustomPermissionGrant(permission: permission, status: $0) }
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONEncoder().encode(ordered).write(to: url, options: .atomic)
        return refused
    }

    private func stored() -> [CustomPermission: CustomPermissionStatus] {
        guard let data = try? Data(contentsOf: url),
              let grants = try? JSONDecoder().decode([CustomPermissionGrant].self, from: data) else { return [:] }
        return Dictionary(grants.map { ($0.permission, $0.status) }) { _, last in last }
    }
}
