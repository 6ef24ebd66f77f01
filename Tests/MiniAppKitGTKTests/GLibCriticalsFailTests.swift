#if os(Linux)
import CWebKitGTK
import Synchronization
import Testing

/// Fails a test during which GLib, GObject, GTK or GDK reported a critical or a warning
/// in this process.
///
/// GLib reports a misuse (a handler asked of a finalised widget, a notification sent to
/// a freed view) with a line on standard error and goes on: the use after free behind it
/// passes every other check, until it crashes a host. Both such defects found in the
/// suite's output (a Telegram chrome disconnecting from widgets its engine had destroyed,
/// WebKit notifying a view freed after close) are now test failures. The web process's
/// lines are its own process's and are not counted.
struct GLibCriticalsFail: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard !test.isSuite else { return try await function() }
        GLibReports.install()
        let before = GLibReports.count
        try await function()
        let reported = GLibReports.since(before)
        #expect(reported.isEmpty, "GLib reported \(reported.count) problem(s) during the test: \(reported.joined(separator: "; "))")
    }
}

extension Trait where Self == GLibCriticalsFail {
    /// Fails a test during which GLib or GTK reported a critical or a warning.
    static var glibCriticalsFail: Self { GLibCriticalsFail() }
}

/// Every critical and warning GLib's log handlers saw in this process, in order.
enum GLibReports {
    private static let reports = Mutex<[String]>([])
    private static let installed = Mutex(false)
    static let domains = ["GLib", "GLib-GObject", "GLib-GIO", "Gtk", "Gdk"]

    static var count: Int { reports.withLock { $0.count } }

    static func since(_ index: Int) -> [String] {
        reports.withLock { Array($0.dropFirst(index)) }
    }

    /// Forgets what was reported since `index` (the trait's own test, which reports on purpose).
    static func forget(since index: Int) {
        reports.withLock { $0.removeSubrange(min(index, $0.count)...) }
    }

    /// Adds a handler for each domain's criticals and warnings that records the line
    /// and then prints it as GLib's default handler does.
    static func install() {
        guard installed.withLock({ done in defer { done = true }; return !done }) else { return }
        let levels = GLogLevelFlags(rawValue: G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue)
        for domain in domains {
            g_log_set_handler(domain, levels, { domain, level, message, _ in
                let text = "\(domain.map { String(cString: $0) } ?? "?"): \(message.map { String(cString: $0) } ?? "")"
                GLibReports.reports.withLock { $0.append(text) }
                g_log_default_handler(domain, level, message, nil)
            }, nil)
        }
    }
}

extension WebKitGTKEngineTests {
    /// The trait sees what it should: the critical GLib reports for a signal asked of
    /// something that is no object.
    @Suite struct GLibCriticalsFailTests {
        @Test func aCriticalIsSeen() {
            GLibReports.install()
            let before = GLibReports.count
            var notAnObject = 0
            _ = withUnsafeMutablePointer(to: &notAnObject) { g_signal_handler_is_connected(UnsafeMutableRawPointer($0), 1) }
            let seen = GLibReports.since(before)
            #expect(seen.contains { $0.hasPrefix("GLib-GObject: ") && $0.contains("g_signal_handler_is_connected") }, "\(seen)")
            GLibReports.forget(since: before)
        }
    }
}
#endif
