/// How far an install has got: what ``MiniAppClient/installing(appId:versionId:)``
/// streams. Counts cover only what must be downloaded; files already held in the
/// content store are counted in ``reusedFiles`` and never fetched.
public struct InstallProgress: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        /// Asking the platform for the latest version and its signed manifest.
        case resolving
        case downloading
        /// Linking files into the staging directory and renaming it into place.
        case installing
        case finished
    }

    public var phase: Phase
    public var filesCompleted: Int
    public var filesTotal: Int
    public var bytesCompleted: Int
    public var bytesTotal: Int
    /// Files of the version that were already on this device.
    public var reusedFiles: Int

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

    /// The installed mini app; throws ``MASDKError`` or `CancellationError`.
    public var value: InstalledMiniApp {
        get async throws { try await task.value }
    }

    public func cancel() {
        task.cancel()
    }
}
