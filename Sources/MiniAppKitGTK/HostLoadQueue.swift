import Foundation

/// The host's loads (`WebKitGTKEngine.load(_:)`), one at a time until each has started.
///
/// Measured on WebKitGTK 2.50 with the engine's configuration: a second
/// `webkit_web_view_load_uri` made while the first has not yet started (its web process
/// still launching, its policy not yet decided) can leave the view stuck for good: WebKit
/// creates a second web page, and neither load reaches the network, with no error and
/// no load event (a Corva page reloaded with a renewed token hung in about one run of
/// seven under load). So a load asked for meanwhile waits until the earlier one has
/// started (or committed, or ended before starting), and only the newest waiting load
/// is made. Once a load has started, a newer one replaces it as in any browser; the
/// replaced load's cancellation is not a failure (`WebKitGTKEngine+Navigation.swift`).
struct HostLoadQueue {
    /// The destination of the load made and not yet started, as given to WebKit.
    private var starting: String?
    /// The newest load asked for while another was starting.
    private var waiting: URL?

    /// Whether `url` may be loaded now; otherwise it waits, replacing any load waiting
    /// before it. `current` is the page shown: a load that only changes its fragment is
    /// a same-document navigation, which never starts a load to wait for.
    mutating func admit(_ url: URL, showing current: URL?) -> Bool {
        guard starting == nil else {
            waiting = url
            return false
        }
        if !Self.changesOnlyFragment(of: current, to: url) { starting = url.absoluteString }
        return true
    }

    /// A load started or committed: the waiting load, if any, to make now.
    mutating func advance(showing current: URL?) -> URL? {
        starting = nil
        guard let next = waiting else { return nil }
        waiting = nil
        _ = admit(next, showing: current)
        return next
    }

    /// The load to `destination` ended before it started (the policy refused it, or it
    /// failed): if it is the one starting, the waiting load, if any, to make now.
    mutating func ended(_ destination: String, showing current: URL?) -> URL? {
        guard destination == starting else { return nil }
        return advance(showing: current)
    }

    private static func changesOnlyFragment(of current: URL?, to url: URL) -> Bool {
        guard let current, url.fragment != nil else { return false }
        return current.absoluteString.prefix { $0 != "#" } == url.absoluteString.prefix { $0 != "#" }
    }
}
