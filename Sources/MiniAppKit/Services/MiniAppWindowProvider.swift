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
    public func setScreenOrientation(_ orientation: ScreenOrientation) async throws {}
    public func setCloseAlert(_ info: CloseAlertInfo) async throws { throw HostServiceError.failedToConformToProtocol }
    public func closeMiniApp(withConfirmation: Bool) async throws -> Bool { throw HostServiceError.failedToConformToProtocol }
    public func downloadFile(_ request: FileDownloadRequest) async throws { throw FileDownloadError.failedToConformToProtocol }
    public func openExternal(_ url: URL) async { ExternalOpener.open(url) }
}
