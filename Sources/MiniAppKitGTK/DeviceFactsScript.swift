#if canImport(CWebKitGTK)
import Foundation

/// The document-start script that makes `navigator` and `screen` report the emulated
/// device (``PageEmulation``), in every frame: `navigator.platform`, `maxTouchPoints`,
/// `screen.width`/`height`, `navigator.onLine` (with `online`/`offline` events when
/// ``WebKitGTKEngine/setNetwork(_:)`` changes it) and the latency of a slow network.
///
/// WebKitGTK has no setting for these; the getters are redefined on the prototypes, as
/// an iOS web view's own are, so `navigator.onLine` stays an accessor the page can read
/// (and the hook that changes the network is not enumerable).
enum DeviceFactsScript {
    /// The function the engine calls with `(online, latencyMilliseconds)` when the
    /// network changes.
    static let networkHook = "__miniAppKitSetNetwork"

    /// The call that moves the page to `network`.
    static func networkCall(_ network: PageEmulation.Network) -> String {
        let (online, latency) = facts(network)
        return "window.\(networkHook)?.(\(online), \(latency)); null"
    }

    static func source(for emulation: PageEmulation) -> String {
        let (online, latency) = facts(emulation.network)
        var lines: [String] = []
        if let platform = emulation.platform, let literal = jsonLiteral(platform) {
            lines.append("  fixed(Navigator.prototype, 'platform', \(literal));")
        }
        if let points = emulation.maxTouchPoints {
            lines.append("  fixed(Navigator.prototype, 'maxTouchPoints', \(points));")
        }
        if let size = emulation.screenSize {
            lines.append("  fixed(Screen.prototype, 'width', \(size.width)); fixed(Screen.prototype, 'availWidth', \(size.width));")
            lines.append("  fixed(Screen.prototype, 'height', \(size.height)); fixed(Screen.prototype, 'availHeight', \(size.height));")
        }
        return """
        (() => {
          const fixed = (prototype, name, value) => {
            Object.defineProperty(prototype, name, { get() { return value; }, configurable: true, enumerable: true });
          };
        \(lines.joined(separator: "\n"))
          let online = \(online), latency = \(latency);
          Object.defineProperty(Navigator.prototype, 'onLine', { get() { return online; }, configurable: true, enumerable: true });
          Object.defineProperty(window, '\(networkHook)', {
            value(nextOnline, nextLatency) {
              latency = nextLatency;
              if (nextOnline === online) return;
              online = nextOnline;
              window.dispatchEvent(new Event(online ? 'online' : 'offline'));
            },
          });
          const pause = () => new Promise((resolve) => setTimeout(resolve, latency));
          const fetch = window.fetch;
          window.fetch = function (...parts) {
            return latency > 0 ? pause().then(() => fetch.apply(this, parts)) : fetch.apply(this, parts);
          };
          const send = XMLHttpRequest.prototype.send;
          XMLHttpRequest.prototype.send = function (...parts) {
            if (latency > 0 && this.readyState === XMLHttpRequest.OPENED) setTimeout(() => send.apply(this, parts), latency);
            else send.apply(this, parts);
          };
        })();
        """
    }

    private static func facts(_ network: PageEmulation.Network) -> (online: Bool, latency: Int64) {
        switch network {
        case .online: (true, 0)
        case .offline: (false, 0)
        case .slow(let latency):
            (true, max(0, latency.components.seconds * 1000 + latency.components.attoseconds / 1_000_000_000_000_000))
        }
    }

    private static func jsonLiteral(_ text: String) -> String? {
        (try? JSONEncoder().encode(text)).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Makes `env(safe-area-inset-*)` report the emulated insets: WebKit's are set only by
/// iOS and macOS web views, so CSS, HTML and JavaScript the engine's custom schemes
/// serve have `env(safe-area-inset-X` (and iOS 11's `constant(…)`) rewritten to
/// `var(--miniappkit-safe-area-inset-X`, which a user style sheet defines on `:root`.
/// A fallback (`env(safe-area-inset-top, 20px)`) keeps working, as the two functions
/// take the same arguments. Pages loaded over http(s) are not rewritten.
enum SafeAreaRewrite {
    static let edges = ["top", "right", "bottom", "left"]

    /// The user style sheet that defines the insets.
    static func styleSheet(_ insets: PageEmulation.SafeAreaInsets) -> String {
        let values = [insets.top, insets.right, insets.bottom, insets.left]
        let properties = zip(edges, values).map { "--miniappkit-safe-area-inset-\($0): \(cssNumber($1))px;" }
        return ":root { \(properties.joined(separator: " ")) }"
    }

    /// Whether a response of this media type is rewritten.
    static func rewrites(_ mimeType: String) -> Bool {
        let type = mimeType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        return ["text/css", "text/html", "application/xhtml+xml", "text/javascript", "application/javascript"].contains(type)
    }

    /// `body` with each `env(safe-area-inset-X` / `constant(safe-area-inset-X` replaced.
    static func rewrite(_ body: Data) -> Data {
        let marker = Data("safe-area-inset-".utf8)
        // A body that is not UTF-8 (a Shift_JIS page) is left as it is.
        guard body.range(of: marker) != nil, let text = String(data: body, encoding: .utf8) else { return body }
        let rewritten = text.replacing(/(?:env|constant)\(\s*safe-area-inset-(top|right|bottom|left)\b/) { match in
            "var(--miniappkit-safe-area-inset-\(match.output.1)"
        }
        return Data(rewritten.utf8)
    }

    private static func cssNumber(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
#endif
