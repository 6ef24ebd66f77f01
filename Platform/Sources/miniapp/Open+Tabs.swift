import ArgumentParser
import Foundation
import MiniAppHost
import MiniAppKit

extension MiniAppCommand.Open {
    /// The profile, when it declares tabs: the run is then a tabbed shell.
    func tabbedProfile() throws -> HostProfile? {
        guard profile != nil else { return nil }
        let loaded = try loadProfile()
        return loaded.tabs == nil ? nil : loaded
    }

    /// Opens the profile's tabs in one window (`docs/HOST-PROFILE.md`, "Tabs"); the
    /// command-line app, if any, runs in the tabs that name no app of their own.
    func runTabs(_ hostProfile: HostProfile) throws {
        guard testing.control == nil, !testing.acceptsAutomation else {
            throw ValidationError("--control and WebDriver drive one mini app; this profile declares tabs (run a tab's app on its own to test it).")
        }
        var commandLineApp: MiniAppLocator.Located?
        let dataDirectory: URL
        if source != nil {
            let found: (MiniAppLocator.Located, URL)?
            do {
                found = try locateSource()
            } catch let error as MiniAppLocator.Failure {
                throw ValidationError(error.description)
            }
            guard let found else { return }
            commandLineApp = found.0
            dataDirectory = found.1
        } else {
            dataDirectory = try sessionDataDirectory()
        }
        defer { commandLineApp?.temporaryDirectory.map { try? FileManager.default.removeItem(at: $0) } }

        let plan: TabPlan
        let foreignScript: String?
        do {
            let profileDirectory = URL(fileURLWithPath: profile ?? ".").deletingLastPathComponent()
            plan = try TabPlan.make(profile: hostProfile, profileDirectory: profileDirectory, commandLineApp: commandLineApp) {
                try MiniAppLocator().locate($0, appId: $1)
            }
            foreignScript = try bridgeScript.map { try String(contentsOfFile: $0, encoding: .utf8) }
        } catch let error as TabPlan.Failure {
            throw ValidationError(error.description)
        } catch {
            throw ValidationError("\(error)")
        }
        defer { for directory in plan.temporaryDirectories { try? FileManager.default.removeItem(at: directory) } }

        let options = TabbedSession.Options(
            plan: plan, settings: settings(profile: hostProfile, dataDirectory: dataDirectory, foreignScript: foreignScript))
        let outcome: MiniAppSession.Outcome
        do {
            outcome = try OpenRunner.runTabs(options, title: "MiniApp", headless: headless)
        } catch let failure as TabbedSession.LaunchFailure {
            FileHandle.standardError.write(Data("miniapp open: cannot launch \(failure)\n".utf8))
            throw ExitCode(3)
        }
        try exit(with: outcome)
    }
}
