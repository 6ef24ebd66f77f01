import Foundation
import MiniAppKit
import Logging

extension HostedDialect {
    /// `corva` in `miniapp open`: `swiftHandler` notifications from pages of the
    /// profile's web domain (the opened page's own origin when the profile has no
    /// `corva` section), reported in the transcript; `navigateAppTo` moves as the
    /// profile asks.
    static var corva: HostedDialect {
        HostedDialect(name: "corva", makeBridge: makeCorvaBridge)
    }

    private static func makeCorvaBridge(_ environment: Environment) throws -> any BridgeEndpoint {
        let section = environment.options.settings.profile.corva
        let domain: CorvaWebDomain
        var session: CorvaSession?
        if let section {
            let configuration = try CorvaLaunch.configuration(section)
            domain = configuration.webDomain
            session = CorvaLaunch.session(configuration, dataDirectory: environment.options.settings.display.dataDirectory)
        } else {
            domain = CorvaWebDomain(origin: environment.display.origin)
        }
        let host = CorvaProfileHost(section: section, host: environment.host, session: session, engine: environment.display.engine)
        host.start()
        let bridge = Bridge<CorvaDialect>(corvaPagesOf: domain, context: environment.display.bridge.context, delegate: host, logger: Logger(label: "corva.bridge"))
        // The bridge holds its delegate weakly; for one `miniapp open` run the bridge owns it.
        let notify = bridge.onNotification
        bridge.onNotification = { name, origin in
            withExtendedLifetime(host) { notify?(name, origin) }
        }
        return bridge
    }
}
