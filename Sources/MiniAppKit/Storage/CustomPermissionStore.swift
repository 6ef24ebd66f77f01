public import Foundation

/// A mini app's custom permissions and their statuses, persisted as JSON.
///
/// One file per mini app id: `<root>/<appId>/permissions.json`, written atomically
/// (the format is `CustomPermissionFile`'s, which the platform client reads too).
/// A permission can only be allowed if the mini app's manifest declares it; the
/// store enforces that, so neither a host bug nor a `--grant` flag can hand out a
/// permission the mini app never asked for.
@MainActor
public final class CustomPermissionStore {
    /// Where the statuses are stored.
    public let fileURL: URL
    private let file: CustomPermissionFile
    private var statuses: [CustomPermission: CustomPermissionStatus]
    /// The permissions the manifest declares; only these can be stored.
    public private(set) var declared: Set<CustomPermission>

    /// Loads the stored statuses (none if the file does not exist or is unreadable).
    /// Declared permissions the user has not answered yet are stored as DENIED until asked.
    public init(directory: URL, manifest: MiniAppManifest) {
        file = CustomPermissionFile(directory: directory)
        fileURL = file.url
        declared = Set(manifest.declaredPermissions)
        statuses = file.statuses(declared: manifest.declaredPermissions)
    }

    /// The store a ``MiniAppDisplay`` with this `dataDirectory` reads for `appId`:
    /// write the user's consent here before the launch, and the display finds it.
    public convenience init(appId: String, dataDirectory: URL, manifest: MiniAppManifest) {
        let directory = dataDirectory.appendingPathComponent(MiniAppDisplay.safeDirectoryName(appId), isDirectory: true)
        self.init(directory: directory, manifest: manifest)
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
        CustomPermissionFile.grants(statuses)
    }

    /// Stores answers; permissions the manifest does not declare are ignored and returned.
    @discardableResult
    public func store(_ grants: [CustomPermissionGrant]) -> [CustomPermission] {
        let refused = CustomPermissionFile.merge(grants, into: &statuses, declared: declared)
        // A permission answer that cannot be saved still holds for this launch.
        try? file.write(statuses)
        return refused
    }
}
