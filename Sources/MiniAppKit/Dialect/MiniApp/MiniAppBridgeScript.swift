import Foundation

/// Our `window.MiniAppBridge` JavaScript, configured for one launch.
///
/// The script ships as a resource (`Resources/miniapp-bridge.js`) so it can be read,
/// linted and unit-tested with `node --test` on its own; its one configuration
/// token is replaced with a JSON object literal naming the handlers.
enum MiniAppBridgeScript {
    /// Where the script is installed.
    enum Scope: String {
        /// The main frame: the real bridge, on the secret channel.
        case main
        /// Every frame, but inert in the top one: iframes get a bridge whose calls
        /// reach the host on the package handler and are refused there.
        case subframe
        /// The main frame, console forwarding only: beside a foreign bridge script.
        case console
    }

    static let token = "__MINIAPP_BRIDGE_CONFIG__"

    /// The script text with its configuration filled in.
    ///
    /// - Parameter origin: when set, the script stays inert on pages of any other
    ///   origin (WebKit's allow-list patterns cannot name a port, so the script checks
    ///   `location.origin` itself for origins that have one).
    static func source(channel: String, logChannel: String, scope: Scope, origin: String? = nil) -> String {
        let originMember = origin.map { ",\"origin\":" + JavaScriptLiteral.string($0) } ?? ""
        let config = "{\"channel\":\(JavaScriptLiteral.string(channel)),\"logChannel\":\(JavaScriptLiteral.string(logChannel)),\"scope\":\"\(scope.rawValue)\",\"platform\":\"iOS\"\(originMember)}"
        return template.replacingOccurrences(of: token, with: config)
    }

    /// The unconfigured script, read once.
    static let template: String = {
        guard let url = Bundle.module.url(forResource: "miniapp-bridge", withExtension: "js", subdirectory: "Resources"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            // A build without the resource cannot host mini apps; say so in the page.
            return "console.error('MiniAppKit: miniapp-bridge.js is missing from the MiniAppKit resources');"
        }
        return text
    }()
}
