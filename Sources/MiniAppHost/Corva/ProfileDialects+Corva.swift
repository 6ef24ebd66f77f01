import Foundation
import CorvaClient
import MiniAppKit

extension ProfileDialects {
    /// `corva` in `miniapp open`: `swiftHandler` notifications from pages of the
    /// profile's web domain (the opened page's own origin when the profile has no
    /// `corva` section), reported in the transcript; `navigateAppTo` moves as the
    /// profile asks.
    static func corva(_ environment: Environment) throws(CorvaLaunch.Failure) -> DialectAttachment {
        let section = environment.options.settings.profile.corva
        var domain: CorvaWebDomain?
        var session: CorvaSession?
        if let section {
            let configuration = try CorvaLaunch.configuration(section)
            domain = configuration.webDomain
            session = CorvaLaunch.session(configuration, dataDirectory: environment.options.settings.display.dataDirectory)
        }
        let host = CorvaProfileHost(section: section, host: environment.host, session: session, engine: environment.engine)
        host.start()
        return .corva(webDomain: domain, delegate: host)
    }
}
