public import Foundation

/// What a mini app asks of the window it lives in: orientation, close alert, closing,
/// downloads and links that leave the mini app.
@MainActor
public protocol MiniAppWindowProvider: AnyObject {
    func setScreenOrientation(_ orientation: ScreenOrientation) async throws
    func setCloseAlert(_ info: CloseAlertInfo) async throws
    /// The mini app asked to close; return true once it is closing.
    func closeMiniApp(withConfirmation: Bool) async throws -> Bool
    /// Downloads a file the mini app asked for (FILE_DOWNLOAD is already checked).
    /// - Throws: ``FileDownloadError``.
    func downloadFile(_ request: FileDownloadRequest) async throws
    /// A main-frame link to another origin, `tel:` or `mailto:`. The default opens it
    /// with the desktop's handler.
    func openExternal(_ url: URL) async
}

extension MiniAppWindowProvider {
    /// By default, accepts and does nothing: a desktop window has no orientation to lock.
    public func setScreenOrientation(_ orientation: ScreenOrientation) async throws {}
    /// By default, refuses with ``HostServiceError/failedToConformToProtocol``, as Rakuten's SDK does for a host without this service.
    public func setCloseAlert(_ info: CloseAlertInfo) async throws { throw HostServiceError.failedToConformToProtocol }
    /// By default, refuses with ``HostServiceError/failedToConformToProtocol``: only the host knows how to close its window.
    public func closeMiniApp(withConfirmation: Bool) async throws -> Bool { throw HostServiceError.failedToConformToProtocol }
    /// By default, refuses with ``FileDownloadError/failedToConformToProtocol``, as Rakuten's SDK does for a host without downloads.
    public func downloadFile(_ request: FileDownloadRequest) async throws { throw FileDownloadError.failedToConformToProtocol }
    /// By default, opens `url` with the platform's handler (`UIScene.open` from the mini app's window scene,
    /// `NSWorkspace.open`, `xdg-open`).
    public func openExternal(_ url: URL) async { await ExternalOpener.open(url) }
}
