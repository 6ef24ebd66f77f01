import Foundation
import MiniAppKit
#if os(Linux)
import MiniAppKitGTK
#endif

extension ProfileDialects {
    /// The `wallet` dialect in `miniapp open`: a ``ProfileWalletProvider`` over the
    /// profile's `wallet` section, asking in a GTK dialog over the engine's window.
    static func wallet(_ environment: Environment) -> DialectAttachment {
        let settings = environment.options.settings.profile.wallet ?? HostProfile.Wallet()
        let provider = ProfileWalletProvider(settings: settings, confirmation: confirmation(for: environment.engine, settings.dialog))
        let host = environment.host
        provider.report = { [weak host] activity in host?.onActivity?(activity) }
        return .wallet(
            provider,
            allowedCommands: settings.allowedCommands.map(Set.init),
            deniedCommands: Set(settings.deniedCommands ?? []),
            timeout: .milliseconds(settings.timeoutMs ?? 120_000),
            maxMessageBytes: settings.maxMessageBytes ?? WalletDialect.defaultMaxMessageBytes)
    }

    /// A real dialog where the engine has a window; otherwise the programmed answer
    /// (rejecting when there is none: nobody can approve).
    private static func confirmation(for engine: any WebEngine, _ dialog: HostProfile.Wallet.Dialog?) -> any UserConfirmation {
        let automatic = dialog?.autoAnswer.map { $0 != .reject }
        #if os(Linux)
        if let engine = engine as? WebKitGTKEngine {
            return GTKConfirmationDialog(engine: engine, autoAnswer: automatic.map {
                GTKConfirmationDialog.AutoAnswer(approve: $0, after: .milliseconds(dialog?.afterMs ?? 300))
            })
        }
        #endif
        return ProgrammedConfirmation(approve: automatic ?? false)
    }
}
