import ArgumentParser
import Foundation
import MiniAppHost
import MiniAppKit

extension MiniAppCommand.Open {
    /// `miniapp open corva:/dashboards/<id>` (and the other forms ``CorvaLaunch`` reads):
    /// logs in as the profile says and locates the web page to load.
    ///
    /// A bad argument or profile exits 64; a login the server refuses or cannot answer exits 4.
    func locateCorva(_ argument: String, dataDirectory: URL) throws -> MiniAppLocator.Located {
        let hostProfile = try loadProfile()
        let id = appId
        do {
            return try BlockingRun.run { try await CorvaLaunch.locate(argument, profile: hostProfile, dataDirectory: dataDirectory, appId: id) }
        } catch let failure as CorvaLaunch.Failure {
            throw ValidationError(failure.description)
        } catch {
            FileHandle.standardError.write(Data("miniapp open: cannot log in to corva: \(error)\n".utf8))
            throw ExitCode(4)
        }
    }
}
