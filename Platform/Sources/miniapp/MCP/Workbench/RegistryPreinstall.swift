import Foundation
import MiniAppHost
import MiniAppKit
import MiniAppPlatformClient

/// A registry app's install, done by the server before `miniapp open` starts so that the
/// agent gets progress notifications for the download. `miniapp open` then finds the
/// version in the same cache (`--data`, or its default folder) and only checks it, and
/// still reports the launch to the platform client as it always does.
struct RegistryPreinstall: Sendable {
    let config: MiniAppSdkConfig
    let appId: String
    let versionId: String?

    /// The install `open` (parsed with `--server` or a saved login) would do.
    init(_ open: MiniAppCommand.Open) async throws {
        guard let server = open.server else { throw ToolFailure("no registry to install from") }
        let target = try await OwnThread.run { () throws -> (MiniAppSdkConfig, String, String?) in
            let config = try open.platformConfig(server: server)
            let (appId, versionId) = try open.platformTarget(config: config)
            return (config, appId, versionId)
        }
        (config, appId, versionId) = target
    }

    /// Installs (or finds installed) the version, reporting each step; cancelling the
    /// task stops the download and leaves the installed versions as they were.
    func install(progress: ProgressReporter) async throws {
        let client = try MiniAppClient(config: config)
        let operation = await client.installing(appId: appId, versionId: versionId)
        try await withTaskCancellationHandler {
            for await event in operation.progress {
                // One step of the open's scale: the share of the bytes downloaded.
                let share = event.phase == .finished ? 1 : event.bytesTotal > 0 ? Double(event.bytesCompleted) / Double(event.bytesTotal) * 0.9 : 0
                await progress.report(share, of: 1, "\(appId): \(Self.describe(event))")
            }
            do {
                _ = try await operation.value
            } catch let error as MASDKError {
                throw ToolFailure("cannot install \(appId): \(MiniAppLocator.describe(error))")
            }
        } onCancel: {
            operation.cancel()
        }
    }

    private static func describe(_ event: InstallProgress) -> String {
        switch event.phase {
        case .resolving: "asking the registry for the version"
        case .downloading: "downloading \(event.filesCompleted) of \(event.filesTotal) files (\(event.bytesCompleted) of \(event.bytesTotal) bytes)"
        case .installing: "installing"
        case .finished: "installed"
        }
    }
}
