import Foundation
import MiniAppKit
#if os(Linux)
import MiniAppKitGTK
#endif

extension MiniAppDisplay {
    /// A picture of the whole window, Telegram's chrome included, once the page speaks
    /// Telegram's protocol in a GTK chrome; `nil` otherwise (the web view's picture serves).
    func telegramWindowSnapshot() async -> Data? {
        #if os(Linux)
        guard let endpoint = endpoint(TelegramEndpoint.self), endpoint.chromeState.isActive,
              let gtk = (endpoint.services.chrome as? ProfileTelegramChrome)?.inner as? TelegramGTKChrome
        else { return nil }
        return try? await gtk.snapshotPNG()
        #else
        return nil
        #endif
    }
}
