import Foundation

/// The host's loads (`WebKitGTKEngine.load(_:)`), one at a time until each has started.
///
/// Measured on WebKitGTK 2.50 with the engine's configuration: a second
/// `webkit_web_view_load_uri` made while the first has not yet started (its web process
/// still launching, its policy not yet decided) can leave the view stuck for good: WebKit
/// creates a second web page, and neither load reaches the network, with no error and
/// no load event (a Corva page reloaded with a renewed token hung in about one run of
/// seven under load). So a load asked for meanwhile waits until the earlier one has
/// started (or ended, or was refused), and only the newest waiting load is made. Once a
/// load has started, a newer one replaces it as in any browser; the replaced load's
/// cancellation is not a failure (`WebKitGTKEngine+Navigation.swift`).
struct HostLoadQueue {
    /// The destination of the load made and not yet started, as announced to WebKit.
    private(set) var starting: String?
    /// The newest load asked for while another was starting.
    private var waiting: URL?

    /// Whether `url` may be loaded now; otherwise it waits, replacing any load waiting before it.
    mutating func admit(_ url: URL) -> Bool {
        guard starting == nil else {
            waiting = url
            return false
        }
        starting = url.absoluteString
        return true
    }

    /// A load started (or failed): the waiting load, if any, to make now.
    mutating func advance() -> URL? {
        starting = nil
        guard let next = waiting else { return nil }
        waiting = nil
        starting = next.absoluteString
        return next
    }

    /// A navigation to `destination` was refused before it started: if it is the
    /// starting load, the waiting one goes next (``advance()``); otherwise `nil`.
    mutating func refused(_ destination: String) -> URL? {
        guard destination == starting else { return nil }
        return advance()
    }
}
