extension AccessGate {
    /// The gate of the `wallet` dialect: what can be guaranteed on a package handler.
    ///
    /// The seed makes `sendMessageHandler` the web app's own channel, a name every
    /// frame can post to, so the package handler is trusted (``trustsPublicHandler``).
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
    package static func wallet(origin: WebOrigin, allowedCommands: Set<String>? = nil, deniedCommands: Set<String> = []) -> AccessGate {
        AccessGate(origin: origin, trustsPublicHandler: true, allowedActions: allowedCommands, deniedActions: deniedCommands)
    }
}
