extension DialectAttachment {
    /// The `miniapp` dialect (Rakuten MiniApp SDK 5.6.1's bridge), answered by `host`.
    ///
    /// The display then injects our `MiniAppBridge` (or the configuration's foreign
    /// bridge script), keeps the mini app's secure storage and custom permissions under
    /// its data directory, pushes the §3 events, and hands external links to
    /// `host.openExternal`. The display and this dialect keep `host` for their lifetime.
    ///
    /// - Parameters:
    ///   - host: answers the calls; everything it does not implement answers as the
    ///     protocol says for a host without that service.
    ///   - manifest: the mini app's permissions and token audiences. The display's
    ///     initializer throws ``MASDKError/metaDataFailure`` when a permission it
    ///     requires is not allowed in the data directory.
    public static func miniApp(host: any MiniAppMessageDelegate, manifest: MiniAppManifest) -> DialectAttachment {
        DialectAttachment(name: "miniapp") { display throws(MASDKError) in
            try MiniAppEndpoint.make(for: display, host: host, manifest: manifest)
        }
    }
}
