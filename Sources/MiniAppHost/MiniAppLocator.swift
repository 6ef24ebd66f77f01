public import Foundation
public import MiniAppKit
public import MiniAppPlatformClient

/// Turns what a user typed (`miniapp open <dir | zip | url>`) into a source to launch.
public struct MiniAppLocator: Sendable {
    /// A resolved mini app: where its files are, its id and manifest.
    public struct Located: Sendable {
        public var source: MiniAppSource
        public var identity: MiniAppIdentity
        public var manifest: MiniAppManifest
        /// A directory to delete when the run ends (an unpacked zip).
        public var temporaryDirectory: URL?
        /// The dialects such a page speaks, when not all of them (a Corva page speaks
        /// only `corva`); a profile's `dialects` list overrides it.
        public var dialects: [DialectName]?
        /// For a registry's mini app launched from the installed copy without the
        /// registry's word that it is the latest (unreachable, or stale signed answers):
        /// what to tell the user (``InstalledMiniApp/offlineReason``).
        public var notice: String?
    }

    /// Why the argument could not be opened.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public init() {}

    /// Resolves `argument`; `appId` overrides the id derived from the name.
    public func locate(_ argument: String, appId: String? = nil, language: String = "default") throws -> Located {
        if let url = URL(string: argument), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" {
            let id = appId ?? "custom\(UInt32.random(in: 0...UInt32(Int32.max)))"
            return Located(source: .remote(url), identity: MiniAppIdentity(appId: id), manifest: MiniAppManifest())
        }
        let path = URL(fileURLWithPath: argument).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) else {
            throw Failure(description: "\(argument): no such file or directory (give a mini app directory, a .zip bundle or an http(s) URL)")
        }
        let id = appId ?? Self.appId(from: path)
        if isDirectory.boolValue {
            guard FileManager.default.fileExists(atPath: path.appendingPathComponent("index.html").path) else {
                throw Failure(description: "\(argument) has no index.html at its root")
            }
            return Located(source: .directory(path), identity: MiniAppIdentity(appId: id), manifest: try manifest(in: path, language: language, file: path.appendingPathComponent("manifest.json").path))
        }
        let unpacked = FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-open-\(UUID().uuidString)")
        do {
            try BundleArchive.extract(path, to: unpacked)
        } catch {
            throw Failure(description: "\(argument): \(error.message)")
        }
        return Located(source: .directory(unpacked), identity: MiniAppIdentity(appId: id), manifest: try manifest(in: unpacked, language: language, file: "\(argument): manifest.json"), temporaryDirectory: unpacked)
    }

    /// Installs `appId` from a registry through ``MiniAppClient`` (verified, cached,
    /// offline-capable) and locates the installed version's directory, which then
    /// launches exactly like `miniapp open <dir>`.
    ///
    /// - Parameters:
    ///   - versionId: a version to install instead of the latest (also one older than
    ///     the version installed, which the latest may not be).
    ///   - progress: called with each ``InstallProgress`` of the install.
    public func locate(
        platformApp appId: String, versionId: String? = nil, config: MiniAppSdkConfig,
        progress: @escaping @Sendable (InstallProgress) -> Void = { _ in }
    ) async throws -> Located {
        do {
            let client = try MiniAppClient(config: config)
            let operation = await client.installing(appId: appId, versionId: versionId)
            for await event in operation.progress { progress(event) }
            let installed = try await operation.value
            var located = Located(source: installed.source, identity: installed.identity, manifest: installed.manifest)
            if installed.isOffline {
                let version = installed.identity.versionTag ?? installed.identity.versionId
                located.notice = "launching the installed version \(version) of \(appId), which may not be the latest: "
                    + (installed.offlineReason.map(Self.describe) ?? "the registry could not be reached")
            }
            return located
        } catch let error as MASDKError {
            throw Failure(description: "\(appId): \(Self.describe(error))")
        }
    }

    /// The error's seed text, except for a network failure: the platform client's
    /// description of it already says which URL could not be reached and why, which the
    /// seed's "Unknown error occurred in NSURLErrorDomain domain…" only buries.
    public static func describe(_ error: MASDKError) -> String {
        if case .unknownError(let domain, _, let description) = error, domain == NSURLErrorDomain, !description.isEmpty {
            return description
        }
        return error.localizedDescription
    }

    /// The manifest, checked first (``ManifestCheck``): every problem of the file, named
    /// `file`, is refused at once.
    private func manifest(in directory: URL, language: String, file: String) throws -> MiniAppManifest {
        let problems = ManifestCheck.problems(inDirectory: directory)
        guard problems.isEmpty else {
            throw Failure(description: "the manifest has \(problems.count) problem\(problems.count == 1 ? "" : "s"):\n  " + ManifestCheck.lines(problems, file: file).joined(separator: "\n  "))
        }
        do {
            return try MiniAppManifest.load(fromDirectory: directory, language: language)
        } catch {
            throw Failure(description: error.message)
        }
    }

    /// `Examples/Showcase` → `showcase`; `my app.zip` → `my-app`.
    static func appId(from url: URL) -> String {
        let base = url.deletingPathExtension().lastPathComponent.lowercased()
        let id = String(base.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" })
        return id.isEmpty ? "miniapp" : id
    }
}
