#if canImport(WebKit)
import Foundation
import MiniAppKit
import WebKit

extension SchemeTaskHandler {
    /// Asks the handler for `request` on a thread of the cooperative pool, and gives the
    /// answer to `urlSchemeTask` on the main thread if WebKit has not stopped it by then
    /// (a page that navigated away, a `<video>` that seeked elsewhere).
    func answerInBackground(_ request: SchemeRequest, for urlSchemeTask: any WKURLSchemeTask) {
        let id = ObjectIdentifier(urlSchemeTask)
        running[id] = urlSchemeTask
        let handler = handler
        Task { @MainActor in
            let response = await Task.detached(priority: .userInitiated) { handler.respond(to: request) }.value
            guard let task = running.removeValue(forKey: id) else { return }
            deliver(response, for: request.url, to: task)
        }
    }
}
#endif
