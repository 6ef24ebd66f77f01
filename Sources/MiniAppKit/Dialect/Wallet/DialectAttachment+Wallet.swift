extension DialectAttachment {
    /// The `wallet` dialect (seed `003`), answered by `provider`: requests posted to
    /// `sendMessageHandler` by pages of the display's origin, behind the wallet gate
    /// (`AccessGate.wallet(origin:allowedCommands:deniedCommands:)`).
    ///
    /// - Parameters:
    ///   - provider: answers the commands; kept for the display's lifetime.
    ///   - allowedCommands: if set, only these commands may be called (`host-policy`).
    ///   - deniedCommands: commands refused (`host-policy`).
    ///   - timeout: how long the user may take; `TIMEOUT` after that (2 minutes by default).
    ///   - maxMessageBytes: larger messages are refused unread (`MESSAGE_TOO_LARGE`).
    public static func wallet(
        _ provider: any WalletProvider,
        allowedCommands: Set<String>? = nil,
        deniedCommands: Set<String> = [],
        timeout: Duration = .seconds(120),
        maxMessageBytes: Int = WalletEndpoint.defaultMaxMessageBytes
    ) -> DialectAttachment {
        DialectAttachment(name: "wallet") { display in
            WalletEndpoint(
                provider: provider,
                gate: .wallet(origin: display.origin, allowedCommands: allowedCommands, deniedCommands: deniedCommands),
                timeout: timeout,
                maxMessageBytes: maxMessageBytes,
                logger: display.logger)
        }
    }
}
