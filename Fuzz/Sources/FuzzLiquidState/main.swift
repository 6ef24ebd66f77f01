import Foundation
import FuzzSupport
@testable import MiniAppKit

/// The `liquidstate` dialect's decoder: the `liquidstate://app/<event>?request=<JSON>`
/// URL a page navigates to (envelope, percent-decoding, request id recovery), the
/// request JSON of each event, and each refusal encoded as `window.communicate(...)`.
///
/// First byte: 0, the rest is the whole URL as the engine reports it; 1, the rest
/// follows `liquidstate://app/`; otherwise it picks an event, and the rest is that
/// event's request JSON, percent-encoded into a URL and also decoded directly.
@MainActor
enum LiquidStateFuzzing {
    static let dialect = LiquidStateDialect(maxRequestBytes: 64 * 1024)
    static let page = URL(string: "mscheme.fuzz://miniapp/index.html")
    static let events = LiquidStateEventName.allCases

    static func test(_ input: inout FuzzInput) {
        let choice = input.choose(2 + events.count)
        let text = input.text
        switch choice {
        case 0:
            navigate(to: text)
        case 1:
            navigate(to: "liquidstate://app/" + text)
        default:
            let event = events[choice - 2]
            let encoded = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            navigate(to: "liquidstate://app/\(event.rawValue)?request=\(encoded)")
            if let value = try? JSONValue.parse(text) {
                _ = try? LiquidStateRequest.decode(event, data: value)
            }
        }
    }

    /// What the engine hands the dialect: the URL as parsed where it parses, and always the raw text.
    static func navigate(to raw: String) {
        guard let url = URL(string: raw) ?? URL(string: "liquidstate://app/") else { return }
        for isMainFrame in [true, false] {
            let action = NavigationAction(url: url, isMainFrame: isMainFrame, rawURL: raw)
            dialect.answerRefusals(dialect.decode(navigation: action, mainFrameURL: page))
        }
    }
}

// libFuzzer calls the test on the main thread, where the engine's messages are made.
FuzzDriver.run { data, size in
    var input = FuzzInput(data, size)
    MainActor.assumeIsolated { LiquidStateFuzzing.test(&input) }
    return 0
}
