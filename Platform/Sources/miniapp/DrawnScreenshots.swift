import Foundation
import HTTPTypes
import Hummingbird

/// The WebDriver screenshots `miniapp webdriver` answers itself, from the page as the host
/// draws it when asked, for every W3C client (`driver.get_screenshot_as_png()`, an
/// element's `screenshot_as_png`, WebdriverIO's `saveScreenshot`).
///
/// WebKitGTK's own are the window's last presented frame, for which it waits at most
/// 100 ms (`webkitWebViewBaseNextPresentationUpdateMonitorStart`): on a busy machine the
/// PNG showed the page before the click a test had just waited for, and element
/// screenshots come out black on WebKitGTK 2.50. So the door asks the session's `miniapp
/// open`, over the Unix socket it gave it (``NewSessionCheck``), for `GET /screenshot`,
/// which the engine paints from the page as it is (`SessionControl.screenshot(clip:)`).
///
/// WebDriver's steps before the picture stay WebKit's: the session and its window, a
/// user prompt (handled as the session's `unhandledPromptBehavior` says), the element
/// (stale, unknown) are checked by the driver command sent first, whose error is passed
/// on unchanged. For an element that command is the W3C definition's own: scroll it into
/// view (`block: "end"`, `inline: "nearest"`) and take its bounding box, which is then
/// mapped from its frame to the top-level viewport.
struct DrawnScreenshots: Sendable {
    /// A screenshot request: its session, and its element for an element screenshot.
    struct Target: Equatable, Sendable {
        var session: String
        var element: String?

        /// `GET /session/{id}/screenshot` and `GET /session/{id}/element/{eid}/screenshot`
        /// (the path as given or percent-decoded, as WebKitWebDriver matches it).
        init?(method: HTTPRequest.Method, path: String) {
            let parts = (path.removingPercentEncoding ?? path).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard method == .get, parts.count == 4 || parts.count == 6, parts[0].isEmpty, parts[1] == "session", !parts[2].isEmpty,
                  parts.last == "screenshot" else { return nil }
            session = parts[2]
            if parts.count == 6 {
                guard parts[3] == "element", !parts[4].isEmpty else { return nil }
                element = parts[4]
            }
        }
    }

    let driver: UnixSocketHTTPClient
    /// The session's `miniapp open`, serving its control API on the door's socket.
    let control: UnixSocketHTTPClient

    /// The W3C answer: `{"value": PNG as base64}`, or the error.
    func answer(_ target: Target) async -> Response {
        do {
            var query = ""
            if let element = target.element {
                let box = try await driver.send(execute: Self.elementBox, session: target.session, arguments: [[Self.elementKey: element]])
                guard box.response.status == .ok else { return WebDriverDoor.passOn(box) }
                let rect = try Self.rect(box)
                query = "?x=\(rect[0])&y=\(rect[1])&width=\(rect[2])&height=\(rect[3])"
            } else {
                // Get Title: the same first steps as Take Screenshot, made by WebKit.
                let title = try await driver.send(.get, "/session/\(target.session)/title")
                guard title.response.status == .ok else { return WebDriverDoor.passOn(title) }
            }
            let png = try await control.send(.get, "/screenshot" + query)
            guard png.response.status == .ok else {
                throw WebDriverRefusal(.unableToCaptureScreen, "the host could not draw the page: \(String(buffer: png.body))")
            }
            let value = Data(png.body.readableBytesView).base64EncodedString()
            return Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-cache"],
                body: .init(byteBuffer: ByteBuffer(string: "{\"value\":\"\(value)\"}")))
        } catch let refusal as WebDriverRefusal {
            return refusal.response
        } catch {
            return WebDriverRefusal(.unableToCaptureScreen, "the session's miniapp open did not answer: \(error)").response
        }
    }

    /// The W3C web element identifier.
    static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

    /// Scrolls the element into view as WebDriver defines it, and returns its box in CSS
    /// pixels of the top-level viewport (each same-origin frame's content box added), or
    /// `null` inside a frame whose parent is of another origin.
    static let elementBox = """
        const element = arguments[0];
        element.scrollIntoView({ behavior: "instant", block: "end", inline: "nearest" });
        const box = element.getBoundingClientRect();
        let x = box.x, y = box.y;
        for (let view = element.ownerDocument.defaultView; view !== view.top; view = view.parent) {
          const frame = view.frameElement;
          if (!frame) return null;
          const outer = frame.getBoundingClientRect(), style = view.parent.getComputedStyle(frame);
          x += outer.x + frame.clientLeft + parseFloat(style.paddingLeft);
          y += outer.y + frame.clientTop + parseFloat(style.paddingTop);
        }
        return [x, y, box.width, box.height];
        """

    /// The box ``elementBox`` answered.
    private static func rect(_ answer: UnixSocketHTTPClient.Answer) throws(WebDriverRefusal) -> [Double] {
        let reply = try? JSONSerialization.jsonObject(with: Data(answer.body.readableBytesView)) as? [String: Any]
        guard let numbers = reply?["value"] as? [NSNumber], numbers.count == 4 else {
            throw WebDriverRefusal(.unableToCaptureScreen, "the element is in a frame of another origin, whose place in the window WebDriver cannot read; take the screenshot of the whole page")
        }
        let rect = numbers.map(\.doubleValue)
        guard rect[2] > 0, rect[3] > 0 else {
            throw WebDriverRefusal(.unableToCaptureScreen, "the element has no size (\(rect[2])×\(rect[3]) CSS pixels): it is not displayed")
        }
        return rect
    }
}

private extension UnixSocketHTTPClient {
    /// WebDriver's Execute Script in `session`'s current browsing context.
    func send(execute script: String, session: String, arguments: [Any]) async throws -> Answer {
        let body = try JSONSerialization.data(withJSONObject: ["script": script, "args": arguments])
        return try await send(.post, "/session/\(session)/execute/sync", json: body)
    }
}
