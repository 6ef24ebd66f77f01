/// A custom permission a `miniapp` method needs, and its answer when the mini app does
/// not have it (§4.4 "what each gates").
///
/// The check is the `miniapp` dialect's own: its method table wraps each such method
/// (``Method/init(_:requires:run:)``), so the bridge, which knows no dialect, never
/// sees a permission.
struct CustomPermissionRequirement: Sendable {
    /// The permission that must be `ALLOWED` in the mini app's store.
    var permission: CustomPermission
    /// The reply when it is not (each method has its own error text).
    var denied: MiniAppReply
}

extension Method where D == MiniAppDialect {
    /// A method that runs only while `requirement`'s permission is allowed for the mini
    /// app; otherwise it answers `requirement.denied` without calling `run`.
    ///
    /// The check runs first in the method's task, which `Task.immediate` starts inside
    /// the engine callback: a denied call is still answered at once, without a hop.
    init(_ name: String, requires requirement: CustomPermissionRequirement, run: @escaping Body) {
        self.init(name) { call, context in
            guard context.permissions.isAllowed(requirement.permission) else {
                return .reply(requirement.denied)
            }
            return await run(call, context)
        }
    }
}
