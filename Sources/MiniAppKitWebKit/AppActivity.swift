#if canImport(UIKit) || canImport(AppKit)
import Foundation
import MiniAppKit
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// Tells a display when the app goes to the background and comes back, so its page
/// hears `miniapppause` / `miniappresume` (`MiniAppDisplay.setActive`), as Rakuten's
/// SDK sends them from the same notifications.
@MainActor
final class AppActivity {
    /// Read by `deinit` too, once nothing else can; `NotificationCenter` is thread-safe.
    nonisolated(unsafe) private let observers: [any NSObjectProtocol]

    /// Starts observing for `display` (held weakly); stops when released.
    init(display: MiniAppDisplay) {
        #if canImport(UIKit)
        let active = UIApplication.didBecomeActiveNotification
        let inactive = UIApplication.willResignActiveNotification
        #else
        let active = NSApplication.didBecomeActiveNotification
        let inactive = NSApplication.didResignActiveNotification
        #endif
        observers = [(active, true), (inactive, false)].map { name, isActive in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak display] _ in
                MainActor.assumeIsolated { display?.setActive(isActive) }
            }
        }
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
}
#endif
