#if os(Linux)
public import Foundation
import MiniAppKitGTK

/// What `miniapp dev` adds to a run: the page reloads as soon as a file of the mini
/// app's folder is saved (a burst of saves is one reload), with a line on the terminal.
public struct DevelopmentLoop: Sendable {
    /// Why the folder cannot be watched.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The mini app's folder.
    public var root: URL
    /// How long saves must pause before the page reloads (editors write several times per save).
    public var quietPeriod: Duration
    /// Where each reload is announced (the terminal).
    public var announce: @Sendable (String) -> Void

    public init(root: URL, quietPeriod: Duration = .milliseconds(40), announce: @escaping @Sendable (String) -> Void) {
        self.root = root
        self.quietPeriod = quietPeriod
        self.announce = announce
    }

    /// Starts watching; the returned watcher runs until stopped.
    @MainActor
    func start(engine: WebKitGTKEngine, session: MiniAppSession) throws -> DirectoryWatcher {
        let announce = self.announce
        do {
            return try DirectoryWatcher(root: root, quietPeriod: quietPeriod) { [weak engine, weak session] changed in
                announce("\(changed.joined(separator: ", ")) changed: reloading")
                session?.recordReload(changed: changed)
                engine?.reload()
            }
        } catch {
            throw Failure(description: error.description)
        }
    }
}
#endif
