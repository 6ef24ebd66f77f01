public import Foundation
public import MiniAppKit

/// The tabs of one `miniapp open` run, checked and located: every tab has an id, a look
/// and a mini app of its own identity.
///
/// How the command-line app and the profile's tabs combine: a tab without `app` runs the
/// app given on the command line (so one app can fill several tabs, each with its own
/// `appId`); a command-line app that no tab uses is an error, and so is a tab with no app
/// at all. Two tabs may not share an app id, since the id decides where a mini app's
/// data lives (`<data>/<appId>/`).
public struct TabPlan: Sendable {
    /// One tab, ready to open.
    public struct Tab: Sendable {
        /// The tab's id, unique in the plan.
        public var id: String
        /// What the bar shows at launch (every field set).
        public var appearance: TabAppearance
        /// The tab's mini app, with the identity it runs under.
        public var app: MiniAppLocator.Located
    }

    /// Why the profile's tabs cannot run, in words for the command line.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public var description: String
    }

    /// The tabs, in bar order.
    public var tabs: [Tab]
    /// The tab on screen at launch.
    public var selectedTab: String
    /// Unpacked zips, to delete when the run ends.
    public var temporaryDirectories: [URL] {
        tabs.compactMap(\.app.temporaryDirectory)
    }

    /// Checks `profile`'s tabs and locates their mini apps.
    ///
    /// - Parameters:
    ///   - profile: a profile whose `tabs` is set.
    ///   - profileDirectory: what relative `app` paths are resolved against.
    ///   - commandLineApp: the app given on the command line (located), if any.
    ///   - locate: finds a tab's `app` (`MiniAppLocator/locate(_:appId:language:)` in `miniapp open`).
    /// - Throws: ``Failure`` for a bad tab list, a bad host event or an app that cannot be found.
    public static func make(
        profile: HostProfile,
        profileDirectory: URL,
        commandLineApp: MiniAppLocator.Located?,
        locate: (String, String?) throws -> MiniAppLocator.Located
    ) throws(Failure) -> TabPlan {
        let declared = profile.tabs ?? []
        try check(declared, profile: profile)
        var tabs: [Tab] = []
        var usesCommandLineApp = false
        for tab in declared {
            var app: MiniAppLocator.Located
            if let path = tab.app {
                do {
                    app = try locate(resolve(path, against: profileDirectory), tab.appId)
                } catch {
                    removeTemporaryDirectories(of: tabs)
                    throw Failure(description: "tab \(tab.id): \(error)")
                }
            } else if let commandLineApp {
                app = commandLineApp
                if let appId = tab.appId { app.identity = MiniAppIdentity(appId: appId) }
                // The command-line app's unpacked zip is its owner's to delete, once.
                app.temporaryDirectory = nil
                usesCommandLineApp = true
            } else {
                throw Failure(description: "tab \(tab.id) has no \"app\", and no mini app was given on the command line")
            }
            tabs.append(Tab(id: tab.id, appearance: tab.appearance, app: app))
        }
        if commandLineApp != nil, !usesCommandLineApp {
            removeTemporaryDirectories(of: tabs)
            throw Failure(description: "the mini app given on the command line is not used: every tab names its own \"app\" (drop the argument, or leave \"app\" out of a tab)")
        }
        var owners: [String: String] = [:]
        for tab in tabs {
            if let other = owners[tab.app.identity.appId] {
                removeTemporaryDirectories(of: tabs)
                throw Failure(description: "tabs \(other) and \(tab.id) both run app id \(tab.app.identity.appId): give one of them an \"appId\" (each tab keeps its own data)")
            }
            owners[tab.app.identity.appId] = tab.id
        }
        return TabPlan(tabs: tabs, selectedTab: profile.selectedTab ?? declared[0].id)
    }

    /// The tab list, the selected tab and the host events that name tabs.
    static func check(_ tabs: [HostProfile.Tab], profile: HostProfile) throws(Failure) {
        guard !tabs.isEmpty else {
            throw Failure(description: "the profile's \"tabs\" is empty: declare at least one tab, or leave \"tabs\" out")
        }
        var ids = Set<String>()
        for tab in tabs {
            guard !tab.id.isEmpty else { throw Failure(description: "a tab has an empty \"id\"") }
            guard ids.insert(tab.id).inserted else { throw Failure(description: "two tabs have the id \(tab.id)") }
        }
        if let selected = profile.selectedTab, !ids.contains(selected) {
            throw Failure(description: "\"selectedTab\": no tab has the id \(selected)")
        }
        for event in profile.hostEvents ?? [] {
            if event.name == .selectTab, event.tab == nil {
                throw Failure(description: "host event selectTab needs \"tab\"")
            }
            if event.name == .back, event.tab != nil {
                throw Failure(description: "host event back acts on the selected tab: leave \"tab\" out (select the tab first with selectTab)")
            }
            if let tab = event.tab, !ids.contains(tab) {
                throw Failure(description: "host event \(event.name.rawValue): no tab has the id \(tab)")
            }
        }
    }

    /// Deletes the unpacked zips of tabs located before a failure.
    static func removeTemporaryDirectories(of tabs: [Tab]) {
        for tab in tabs {
            if let directory = tab.app.temporaryDirectory { try? FileManager.default.removeItem(at: directory) }
        }
    }

    /// A relative file path is relative to the profile; URLs and absolute paths stay.
    static func resolve(_ app: String, against directory: URL) -> String {
        if app.hasPrefix("/") || app.contains("://") { return app }
        return directory.appendingPathComponent(app).standardizedFileURL.path
    }
}
