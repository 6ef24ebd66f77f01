import ArgumentParser
import Foundation
import MiniAppHost
import MiniAppKit
import MiniAppPlatformClient

/// `miniapp open`'s release options beside `--server`: a preview code.
struct OpenPreviewOption: ParsableArguments {
    @Option(name: .customLong("preview"), help: ArgumentHelp(
        "Open the version this preview code exposes (`miniapp version preview-code`), published or not; with --server or a saved login. The mini app id argument may be left out.",
        valueName: "code"))
    var code: String?
}

extension MiniAppCommand.Open {
    /// Fills what `--server` needs from the environment and the saved login (`miniapp
    /// login`), flags first. Without `--server`, the saved server is used only when the
    /// argument names a mini app id rather than something on disk or a URL, or with `--preview`.
    mutating func applyRegistryLogin() throws {
        if server == nil, preview.code == nil, !(source.map(Self.namesRegistryApp) ?? false) { return }
        let (flagServer, flagProject, flagKey, flagPins, flagUnsigned) = (server, project, subscriptionKey, pinKeys, allowUnsignedManifests)
        let login = try BlockingRun.run {
            try await RegistryLogin.resolve(
                flagServer: flagServer, flagProject: flagProject, flagSubscriptionKey: flagKey, flagPinKeys: flagPins, flagAllowUnsigned: flagUnsigned)
        }
        guard let resolved = login.server else {
            if preview.code != nil { throw ValidationError("--preview needs --server (or a saved `miniapp login`).") }
            return
        }
        server = resolved
        project = login.project
        subscriptionKey = login.subscriptionKey
        if pinKeys.isEmpty, !allowUnsignedManifests {
            pinKeys = login.pinKeys
            allowUnsignedManifests = login.allowUnsignedManifests
        }
        if preview.code != nil, versionId != nil {
            throw ValidationError("--preview opens the version its code exposes; leave out --version-id.")
        }
    }

    /// Whether `source` reads as a registry's mini app id: nothing on disk by that name,
    /// no path separator, no URL scheme, and a valid id.
    static func namesRegistryApp(_ source: String) -> Bool {
        !FileManager.default.fileExists(atPath: source) && !source.contains("/") && !source.contains(":")
            && MiniAppIdentifier.isValid(source)
    }

    /// The app and version to install: the argument and `--version-id`, or what the
    /// `--preview` code exposes (the argument, when given, must be that app).
    func platformTarget(config: MiniAppSdkConfig) throws -> (appId: String, versionId: String?) {
        guard let code = preview.code else {
            guard let source else { throw ValidationError("--server needs a mini app id.") }
            return (source, versionId)
        }
        let info: MiniAppInfo
        do {
            info = try BlockingRun.run { try await MiniAppClient(config: config).previewCode(code) }
        } catch let error as MASDKError {
            FileHandle.standardError.write(Data("miniapp open: cannot use preview code \(code): \(MiniAppLocator.describe(error))\n".utf8))
            throw ExitCode(4)
        }
        if let source, source != info.id {
            throw ValidationError("preview code \(code) opens \(info.id), not \(source).")
        }
        return (info.id, info.version.versionId)
    }

    /// With `--preview`, the client reads the preview paths (which serve unpublished
    /// versions) and keeps its copy under `<data>/preview`, so a preview never replaces
    /// the published version installed under `<data>`.
    func previewing(_ config: MiniAppSdkConfig) -> MiniAppSdkConfig {
        guard preview.code != nil else { return config }
        var config = config
        config.isPreviewMode = true
        config.storageDirectory = config.storageDirectory.appendingPathComponent("preview", isDirectory: true)
        return config
    }
}
