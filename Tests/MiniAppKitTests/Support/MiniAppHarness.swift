import Foundation
@testable import MiniAppKit

/// A `miniapp` bridge on a fake engine, with a real permission store and secure
/// storage in a temporary directory.
@MainActor
final class MiniAppHarness {
    let engine = FakeEngine()
    let host = RecordingHost()
    let dialect = MiniAppDialect(secret: "test")
    let bridge: Bridge<MiniAppDialect>
    let directory: URL
    private let delegate: BridgeDelegate<MiniAppDialect>
    private var nextId = 0

    /// - Parameter serving: the host that answers, when not ``host`` (a host that
    ///   implements nothing, say).
    init(
        manifest: MiniAppManifest = MiniAppHarness.fullManifest, granted: [CustomPermission] = CustomPermission.allCases,
        timeout: Duration = .seconds(5), serving: (any MiniAppMessageDelegate)? = nil
    ) {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-tests-\(UUID().uuidString)")
        let permissions = CustomPermissionStore(directory: directory, manifest: manifest)
        permissions.store(granted.map { CustomPermissionGrant(permission: $0, status: .allowed) })
        let context = MiniAppContext(
            app: MiniAppIdentity(appId: "demo"), host: serving ?? host, permissions: permissions,
            secureStorage: SecureStorage(directory: directory, maxBytes: 40_000), manifest: manifest)
        bridge = Bridge(dialect: dialect, methods: MiniAppMethods.table, gate: AccessGate(origin: WebOrigin(scheme: "mscheme.demo", host: "miniapp")), context: context, timeout: timeout)
        delegate = BridgeDelegate(bridge)
        engine.delegate = delegate
        bridge.attach(to: engine)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    static let fullManifest = MiniAppManifest(
        requiredPermissions: [.init(name: .userName)],
        optionalPermissions: CustomPermission.allCases.filter { $0 != .userName }.map { .init(name: $0) },
        accessTokenPermissions: [.init(audience: "rae", scopes: ["a", "b"])])

    /// Calls `action` with the JSON text `param` on the trusted channel and waits for
    /// the reply, at most `wait` (generous: a loaded machine can starve the main actor).
    func call(_ action: String, _ param: String = "null", wait: Duration = .seconds(10)) async -> ScriptMessageReply.Value? {
        nextId += 1
        let body = "{\"action\":\"\(action)\",\"param\":\(param),\"id\":\"\(nextId).5\"}"
        return await post(.string(body), wait: wait)
    }

    /// Posts a raw body on the trusted channel and waits for the reply, at most `wait`.
    func post(_ body: MessageBody, handler: String? = nil, frame: FrameInfo? = nil, wait: Duration = .seconds(10)) async -> ScriptMessageReply.Value? {
        let box = engine.post(handler ?? dialect.bridgeHandler, body, frame: frame)
        let deadline = ContinuousClock.now + wait
        while box.value == nil, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        return box.value
    }
}
