extension AccessGate {
    /// The gate of the `wallet` dialect: what can be guaranteed on a package handler.
    ///
    /// The seed makes `sendMessageHandler` the web app's own channel, a name every
    /// frame can post to, so the package handler is trusted (``trustsPublicHandler``).
    /// What still holds:
    /// - **Same origin at delivery:** the main frame must show the mini app's origin
    ///   when the message arrives; a page the app navigated to elsewhere is refused
    ///   (`same-origin`).
    /// - **Sub-frames:** the engine says whether a message came from an iframe
    ///   (WKWebView's `frameInfo`, WebKitGTK's frame guard), which is refused
    ///   (`main-frame-only`) and answered with the wallet's error form.
    /// - **Answers go to the main frame only:** a reply is evaluated in the main
    ///   frame, so an iframe that posts a request never reads the answer; and every
    ///   request a provider fulfils goes through the user's approval.
    /// - **Host lists:** `allowedCommands` / `deniedCommands` (`host-policy`).
    package static func wallet(origin: WebOrigin, allowedCommands: Set<String>? = nil, deniedCommands: Set<String> = []) -> AccessGate {
        AccessGate(origin: origin, trustsPublicHandler: true, allowedActions: allowedCommands, deniedActions: deniedCommands)
    }
}
