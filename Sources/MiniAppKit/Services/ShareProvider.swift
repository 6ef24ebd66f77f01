/// Shares content the mini app hands over.
///
/// The default, as in the seed, "opens the SDK's own share UI": here it accepts the
/// content and logs nothing further; desktop hosts override it (the GTK host copies
/// the text to the clipboard).
@MainActor
public protocol ShareProvider: AnyObject {
    /// - Throws: any error; its text reaches the mini app.
    func shareContent(_ content: ShareContent) async throws
}

extension ShareProvider {
    /// By default, accepts the content and does nothing with it, so the mini app sees success.
    public func shareContent(_ content: ShareContent) async throws {}
}
