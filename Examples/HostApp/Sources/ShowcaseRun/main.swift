// Runs Examples/Showcase's autorun (every `miniapp` call it knows, in turn) against
// ShowcaseHost, the host the iOS example ships, in a headless WebKitGTK window, and prints
// how it went. Exits 0 when every call was answered and none is in error: the Linux proof
// of what the iOS example's UI test checks in the iOS Simulator.
import Foundation
import MiniAppKit
import ShowcaseHost
#if os(Linux)
import MiniAppKitGTK

let status = GLibMainLoop.run(display: .automatic) {
    let appDirectory = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "../Showcase")
    let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("showcase-run-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dataDirectory) }
    let identity = MiniAppIdentity(appId: "showcase")
    let manifest = try MiniAppManifest.load(fromDirectory: appDirectory)
    let permissions = CustomPermissionStore(appId: identity.appId, dataDirectory: dataDirectory, manifest: manifest)
    _ = permissions.store(manifest.requiredPermissions.map { CustomPermissionGrant(permission: $0.name, status: .allowed) })

    let host = ShowcaseHost()
    let engine = try WebKitGTKEngine()
    let display = try MiniAppDisplay(
        identity: identity, source: .directory(appDirectory), engine: engine,
        dialects: [.miniApp(host: host, manifest: manifest)],
        configuration: MiniAppDisplayConfiguration(dataDirectory: dataDirectory, queryParams: "autorun=1"))
    var result: ShowcaseResult?
    host.onClose = {
        Task {
            result = await ShowcaseResult.read(with: engine.evaluateJavaScript)
            display.close()
        }
    }
    await withCheckedContinuation { (closed: CheckedContinuation<Void, Never>) in
        display.onClose = { closed.resume() }
        display.launch()
    }
    guard let result else {
        print("showcase: the mini app closed before its run ended")
        return 1
    }
    print(result.report)
    return result.errors == 0 && result.ok > 0 && result.ok + result.expected == result.total ? 0 : 1
}
exit(status)
#else
print("ShowcaseRun runs on Linux, in WebKitGTK; on Apple platforms the iOS example's UI test runs the showcase")
#endif
