import MiniAppKit
/// How far an install has got: what ``MiniAppClient/installing(appId:versionId:)``
/// streams. Counts cover only what must be downloaded; files already held in the
/// content store are counted in ``reusedFiles`` and never fetched.
public struct InstallProgress: Sendable, Equatable {
    /// The step an install is at, in order; every install ends with ``InstallProgress/Phase/finished``
    /// unless it fails or is cancelled.
    public enum Phase: Sendable, Equatable {
        /// Asking the platform for the latest version and its signed manifest.
        case resolving
        case downloading
        /// Linking files into the staging directory and renaming it into place.
        case installing
        case finished
    }

    /// The step the install is at.
    public var phase: Phase
    /// Files downloaded so far.
    public var filesCompleted: Int
    /// Files to download; reused files are not counted.
    public var filesTotal: Int
    /// Bytes downloaded so far.
    public var bytesCompleted: Int
    /// Bytes to download, from the sizes the signed file list gives; a progress bar's 100%.
    public var bytesTotal: Int
    /// Files of the version that were already on this device.
    public var reusedFiles: Int

    /// A progress report; the client makes these, a host builds them only to test its progress UI.
    public init(phase: Phase, filesCompleted: Int = 0, filesTotal: Int = 0, bytesCompleted: Int = 0, bytesTotal: Int = 0, reusedFiles: Int = 0) {
        self.phase = phase
        self.filesCompleted = filesCompleted
        self.filesTotal = filesTotal
        self.bytesCompleted = bytesCompleted
        self.bytesTotal = bytesTotal
        self.reusedFiles = reusedFiles
    }
}

/// An install running in the background: its progress as an `AsyncSequence`, its result,
/// and a way to stop it. Cancelling leaves the installed versions as they were.
public struct InstallOperation: Sendable {
    /// Ends when the install ends, whatever the outcome.
    public let progress: AsyncStream<InstallProgress>
    let task: Task<InstalledMiniApp, any Error>

    /// The installed mini app; throws `MASDKError` or `CancellationError`.
    public var value: InstalledMiniApp {
        get async throws { try await task.value }
    }

    /// Asks the install to stop. Unless it has already finished, ``InstallOperation/value``
    /// then throws `CancellationError`, and the installed versions stay as they were.
    public func cancel() {
        task.cancel()
    }
}
