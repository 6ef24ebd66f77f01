import Foundation
import Logging

/// A dead web content process: the display answers the page's open calls and reloads the
/// page, within a limit, so a page that crashes its process as it loads does not reload
/// forever (a crash loop costs the battery and shows nothing but a flashing view).
extension MiniAppDisplay {
    /// The page died with its web process: its open calls can never be answered in it,
    /// so each is answered with an error now (the host's work is not left waiting for a
    /// timeout), and the page it showed loads again (WebKit leaves a blank view) unless the
    /// process ended ``WebProcessTerminations/limit`` times within
    /// ``WebProcessTerminations/window``: then the display reports the load as failed and
    /// leaves the view as it is; the host hears ``onWebProcessTerminated`` either way.
    func recoverFromTerminatedProcess(showing url: URL?) {
        guard !isClosed else { return }
        for endpoint in endpoints {
            endpoint.abandonOpenCalls(because: "the mini app's web content process ended before the host answered")
        }
        let reload = url.flatMap { WebOrigin($0) == origin ? $0 : nil } ?? launchURL
        if webProcessTerminations.record(at: .now) {
            logger.warning("the web content process ended; reloading the mini app", metadata: ["miniapp.url": "\(url?.absoluteString ?? "")"])
            engine.load(reload)
        } else {
            let message = "the web content process ended \(WebProcessTerminations.limit + 1) times within \(WebProcessTerminations.window): not reloaded again"
            logger.error("\(message)", metadata: ["miniapp.url": "\(url?.absoluteString ?? "")"])
            onLoad?(.failed(reload, message: message))
        }
        onWebProcessTerminated?()
    }
}

/// When a display's web content process ended lately: whether one more reload is allowed.
struct WebProcessTerminations {
    /// The reloads allowed within ``window``; one more termination there is not reloaded.
    static let limit = 3
    /// How far back terminations count.
    static let window: Duration = .seconds(60)

    private var times: [ContinuousClock.Instant] = []

    /// Records a termination at `time`; `true` when the page may be reloaded.
    mutating func record(at time: ContinuousClock.Instant) -> Bool {
        times = times.filter { time - $0 < Self.window }
        times.append(time)
        return times.count <= Self.limit
    }
}
