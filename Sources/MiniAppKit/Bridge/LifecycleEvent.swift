package import Foundation

/// Something that happened around a page, which a display tells each of its
/// endpoints (``BridgeEndpoint/handle(_:)``).
///
/// The display knows when these happen; only a dialect knows whether its page should
/// hear of them and in what words (an event pushed to the page, a service called), so
/// the display says what happened and each endpoint decides. A dialect that has
/// nothing to say ignores them, and its page hears nothing.
package enum LifecycleEvent: Sendable, Equatable {
    /// A document of the page's own origin finished loading in the main frame.
    case pageLoaded(URL)
    /// The host app became active again (`true`) or is resigning active (`false`).
    case hostActiveChanged(Bool)
    /// A main-frame navigation left the page's origin; the display cancelled it and
    /// handed the URL to its external opener.
    case externalPageOpened(URL)
    /// The external opener is done with that URL: the page is on screen again.
    case externalPageClosed(URL)
    /// The page navigated to a `data:…;base64,` URL, which the display never loads: a
    /// request to download it, for a dialect whose host downloads files.
    case downloadRequested(URL)
}
