import Foundation
import Logging

extension AccessGate {
    /// The gate of the `wallet` dialect: what can be guaranteed on a public handler.
    ///
    /// The seed makes `sendMessageHandler` the web app's own channel, a name every
    /// frame can post to, so the public handler is trusted (``trustsPublicHandler``).
    /// What still holds:
    /// - **Same origin at delivery:** the main frame must show the mini app's origin
    ///   when the message arrives; a page the app navigated to elsewhere is refused
    ///   (`same-origin`).
    /// - **Sub-frames, where the engine reports them:** WKWebView's `frameInfo` says
    ///   whether a message came from an iframe, which is refused (`main-frame-only`).
    ///   WebKitGTK reports no frame: an iframe of any origin that knows the name can
    ///   post a request, and native cannot tell it from the main frame's.
    /// - **Answers go to the main frame only:** a reply is evaluated in the main
    ///   frame, so an iframe that posts a request never reads the answer; and every
    ///   request a provider fulfils goes through the user's approval.
    /// - **Host lists:** `allowedCommands` / `deniedCommands` (`host-policy`).
    public static func wallet(origin: WebOrigin, allowedCommands: Set<String>? = nil, deniedCommands: Set<String> = []) -> AccessGate {
        AccessGate(origin: origin, trustsPublicHandler: true, allowedActions: allowedCommands, deniedActions: deniedCommands)
    }
}

extension Bridge where D == WalletDialect {
    /// A `wallet` bridge for a display's page: the dialect, its method table over
    /// `provider`, and the wallet gate (``AccessGate/wallet(origin:allowedCommands:deniedCommands:)``).
    ///
    /// Add it to the display with ``MiniAppDisplay/add(_:)`` before launching.
    ///
    /// - Parameters:
    ///   - provider: answers the commands.
    ///   - display: the page it joins (its origin and method context).
    ///   - timeout: how long the user may take; `TIMEOUT` after that (2 minutes by default).
    ///   - maxMessageBytes: larger messages are refused unread (`MESSAGE_TOO_LARGE`).
    public convenience init(
        wallet provider: any WalletProvider,
        for display: MiniAppDisplay,
        allowedCommands: Set<String>? = nil,
        deniedCommands: Set<String> = [],
        timeout: Duration = .seconds(120),
        maxMessageBytes: Int = WalletDialect.defaultMaxMessageBytes
    ) {
        self.init(
            dialect: WalletDialect(),
            methods: WalletMethods.table(provider: provider),
            gate: .wallet(origin: display.origin, allowedCommands: allowedCommands, deniedCommands: deniedCommands),
            context: display.bridge.context,
            timeout: timeout,
            maxMessageBytes: maxMessageBytes,
            logger: Logger(label: "miniapp.wallet"))
    }
}
