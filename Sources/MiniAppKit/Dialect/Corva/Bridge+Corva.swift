public import Logging

extension Bridge where D == CorvaDialect {
    /// A `corva` bridge for pages of `webDomain`, telling `delegate` what they post.
    ///
    /// The gate accepts notifications only while the main frame shows a page of the web
    /// domain (rule `same-origin`). `swiftHandler` is a public handler: on WebKitGTK, an
    /// iframe inside such a page can post to it too and cannot be told apart (WKWebView
    /// reports the frame, and the gate refuses sub-frames there with `main-frame-only`).
    ///
    /// - Parameters:
    ///   - context: the method context of the display the bridge joins (unused by the
    ///     dialect's methods, which are none, but required by ``Bridge``).
    ///   - delegate: receives each accepted notification; held weakly.
    public convenience init(
        corvaPagesOf webDomain: CorvaWebDomain,
        context: MethodContext,
        delegate: (any CorvaPageDelegate)?,
        logger: Logger = Logger(label: "corva.bridge")
    ) {
        self.init(
            dialect: CorvaDialect(), methods: MethodTable(),
            gate: AccessGate(origin: webDomain.origin, trustsPublicHandler: true),
            context: context, logger: logger)
        onNotification = { [weak delegate] name, _ in
            guard let notification = CorvaNotification(rawValue: name) else { return }
            delegate?.corvaPage(didPost: notification)
        }
    }
}
