public import Foundation
public import MiniAppKit

/// A version installed and verified on disk, ready to be handed to a `MiniAppDisplay`.
public struct InstalledMiniApp: Sendable, Equatable {
    /// The platform's listing entry for the installed version, as recorded at install time.
    public var info: MiniAppInfo
    /// The project it was downloaded for (the analytics payload's `mini_app_project_id`).
    public var projectId: String
    /// The mini app's files: launch them with `MiniAppSource.directory(directory)`.
    public var directory: URL
    /// The bundle manifest (permissions, custom metadata) recorded at install time.
    public var manifest: MiniAppManifest
    /// Whether the installed version was launched without the platform's word that it is
    /// the latest: the platform could not be reached, or its signed answers were stale
    /// (expired, or older than one already accepted). ``offlineReason`` says which.
    public var isOffline: Bool
    /// Why the installed version was used, when ``isOffline``: the unreachable platform's
    /// `unknownError` in `NSURLErrorDomain` (`cannot reach <URL>: <cause>`), or
    /// `MASDKError.signedAnswerExpired` / `signedAnswerOutdated`, whose text says what to
    /// check. A host shows it, so a device kept on an old version knows it may be.
    public var offlineReason: MASDKError?

    /// The identity a display of this mini app runs with.
    public var identity: MiniAppIdentity {
        MiniAppIdentity(
            appId: info.id, versionId: info.version.versionId, versionTag: info.version.versionTag.isEmpty ? nil : info.version.versionTag,
            projectId: projectId, displayName: info.displayName)
    }

    /// Where the files come from, for `MiniAppDisplay`.
    public var source: MiniAppSource { .directory(directory) }
}

/// What the client writes next to each installed version's files, so a version can be
/// listed and launched offline without asking the server anything.
struct InstallRecord: Sendable, Codable, Equatable {
    var info: MiniAppInfo
    var projectId: String
    var manifest: MiniAppManifest
    var files: [BundleFile]
}
