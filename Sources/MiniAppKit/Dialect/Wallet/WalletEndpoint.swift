import Foundation
package import Logging

/// The `wallet` dialect on one display: a `Bridge` of `WalletDialect` over the
/// host's ``WalletProvider``.
///
/// Made by ``DialectAttachment/wallet(_:allowedCommands:deniedCommands:timeout:maxMessageBytes:)``.
/// It forwards the display's traffic to its bridge through calls that name the
/// concrete dialect, which the optimizer specializes (a wallet round trip is a few
/// microseconds, and the generic path cost a sixth of them). The page hears nothing
/// of the display's lifecycle events: the seed defines none.
@MainActor
public final class WalletEndpoint: ForwardingEndpoint {
    /// The largest wallet message read (1 MiB); larger ones are refused unread.
    public static let defaultMaxMessageBytes = WalletDialect.defaultMaxMessageBytes

    /// The bridge that decodes, gates, runs and answers this page's requests.
    package let bridge: Bridge<WalletDialect>

    /// - Parameters:
    ///   - provider: answers the commands.
    ///   - gate: usually `AccessGate.wallet(origin:allowedCommands:deniedCommands:)`.
    ///   - extraMethods: host-defined commands, added to the standard ones.
    ///   - timeout: how long the user may take; `TIMEOUT` after that.
    ///   - maxMessageBytes: larger messages are refused unread (`MESSAGE_TOO_LARGE`).
    package init(
        provider: any WalletProvider,
        gate: AccessGate,
        extraMethods: [Method<WalletDialect>] = [],
        timeout: Duration = .seconds(120),
        maxMessageBytes: Int = WalletDialect.defaultMaxMessageBytes,
        logger: Logger = Logger(label: "miniapp.wallet")
    ) {
        bridge = Bridge(
            dialect: WalletDialect(),
            methods: WalletMethods.table(extra: extraMethods),
            gate: gate,
            context: WalletContext(provider: provider),
            timeout: timeout,
            maxMessageBytes: maxMessageBytes,
            logger: logger)
    }

    // MARK: - ForwardingEndpoint

    /// `wallet`.
    public var dialectName: String { bridge.dialectName }
    /// The wallet requests still waiting for an answer, such as a payment the user has not confirmed yet.
    public var openCalls: Int { bridge.openCalls }
}
