public import Foundation

/// A mini app's custom permissions and their statuses, persisted as JSON.
///
/// One file per mini app id: `<root>/<appId>/permissions.json`, written atomically.
/// A permission can only be allowed if the mini app's manifest declares it; the
/// store enforces that, so neither a host bug nor a `--grant` flag can hand out a
/// permission the mini app never asked for.
@MainActor
public final class CustomPermissionStore {
    public let fileURL: URL
    private var statuses: [CustomPermission: CustomPermissionStatus]
    /// The permissions the manifest declares; only these can be stored.
    public private(set) var declared: Set<CustomPermission>

    /// Loads the stored statuses (none if the file does not exist or is unreadable).
    public init(directory: URL, manifest: MiniAppManifest) {
        fileURL = directory.appendingPathComponent("permissions.json")
        declared = Set(manifest.declaredPermissions)
        statuses = [:]
        if let data = try? Data(contentsOf: fileURL),
           let grants = try? JSONDecoder().decode([CustomPermissionGrant].self, from: data) {
            for grant in grants { statuses[grant.permission] = grant.status }
        }
        // Declared permissions the user has not answered yet are stored as DENIED
        // until asked, as 5.6.1 seeds its list from the manifest.
        for permission in manifest.declaredPermissions where statuses[permission] == nil {
            statuses[permission] = .denied
        }
    }

    /// The stored status, or `nil` when the permission is not stored at all.
    public func status(of permission: CustomPermission) -> CustomPermissionStatus? {
        statuses[permission]
    }

    /// Whether `permission` is stored as ALLOWED.
    public func isAllowed(_ permission: CustomPermission) -> Bool {
        statuses[permission] == .allowed
    }

    /// Every stored permission, in the protocol's order.
    public var grants: [CustomPermissionGrant] {
        CustomPermission.allCases.compactMap { permission in
            statuses[permission].map { CustomPermissionGrant(permission: permission, status: $0) }
        }
    }

    /// Stores answers; permissions the manifest does not declare are ignored and returned.
    @discardableResult
    public func store(_ grants: [CustomPermissionGrant]) -> [CustomPermission] {
        var refused: [CustomPermission] = []
        for grant in grants {
            guard declared.contains(grant.permission) else {
                refused.append(grant.permission)
                continue
            }
            statuses[grant.permission] = grant.status
        }
        save()
        return refused
    }

    private func save() {
        do {
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = try JSONEncoder().encode(grants)
            try data.write(to: fileURL, options: .atomic)
        } catch {
            // A permission answer that cannot be saved still holds for this launch.
        }
    }
}
