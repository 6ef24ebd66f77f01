public import Foundation

/// Where a mini app's files come from.
public enum MiniAppSource: Sendable, Equatable {
    /// An installed or unpacked mini app, served from this directory through
    /// `mscheme.<appId>://miniapp/`.
    case directory(URL)
    /// A mini app hosted on the web (5.6.1's "load from URL" mode).
    case remote(URL)
}
