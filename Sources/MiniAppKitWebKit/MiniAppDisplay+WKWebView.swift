#if canImport(WebKit)
public import Logging
public import MiniAppKit

// The SDK's engine seam (`WebEngine`) is package-internal: the SDK ships its engines,
// and a host names the one it runs on. This is the public way in with WKWebView, the
// counterpart of MiniAppKitGTK's initializer.

extension MiniAppDisplay {
    /// A display of `source` in `engine`, speaking `dialects`; nothing loads until
    /// `MiniAppDisplay.launch()` (which ``MiniAppView`` calls when first shown).
    ///
    /// Each dialect is made from the host's provider for it (`.miniApp(host:manifest:)`,
    /// `.wallet(_:)`, `.liquidState(_:)`, `.corva(webDomain:delegate:)`), in order; the
    /// page gets exactly those dialects.
    ///
    /// - Throws: `MASDKError.metaDataFailure` from the `miniapp` dialect when a
    ///   permission the manifest requires is not allowed (Rakuten's SDK refuses to load
    ///   such a mini app).
    public convenience init(
        identity: MiniAppIdentity,
        source: MiniAppSource,
        engine: WKWebViewEngine,
        dialects: [DialectAttachment],
        configuration: MiniAppDisplayConfiguration,
        logger: Logger = Logger(label: "miniapp.display")
    ) throws(MASDKError) {
        try self.init(
            identity: identity, source: source, engine: engine as any WebEngine,
            dialects: dialects, configuration: configuration, logger: logger)
    }

    /// The Apple engine this display runs in; `nil` for a display made on another engine.
    public var webKitEngine: WKWebViewEngine? { engine as? WKWebViewEngine }
}
#endif
