package import Foundation

/// A step in the main frame's loading of a document.
package enum LoadEvent: Sendable, Equatable {
    case started(URL?)
    /// The new document replaced the old one: scripts of the new page will run.
    case committed(URL?)
    case finished(URL?)
    case failed(URL?, message: String)
    /// The web content process ended (a crash, or iOS reclaiming its memory): the page is
    /// gone and its calls will never hear back. The display answers them and reloads.
    case webProcessTerminated(URL?)
}
