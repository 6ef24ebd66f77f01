extension DialectAttachment {
    /// The `corva` dialect: `pageLoaded`, `appMaximized` and `appRestored` posted to
    /// `swiftHandler` by pages of `webDomain`, handed to `delegate`.
    ///
    /// - Parameters:
    ///   - webDomain: the origin whose pages may post (``CorvaWebDomain``); the
    ///     display's own origin when `nil` (a page opened by URL).
    ///   - delegate: receives each accepted notification; kept for the display's lifetime.
    public static func corva(webDomain: CorvaWebDomain?, delegate: (any CorvaPageDelegate)?) -> DialectAttachment {
        DialectAttachment(name: "corva") { display in
            CorvaEndpoint(webDomain: webDomain ?? CorvaWebDomain(origin: display.origin), delegate: delegate, logger: display.logger)
        }
    }
}
