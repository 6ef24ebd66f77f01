import Foundation
import HTTPTypes
import NIOConcurrencyHelpers

/// What every local door of `miniapp` (the control API of `open --control`, the WebDriver
/// door of `miniapp webdriver`) asks of a request before serving it: that a program on
/// this machine sent it on purpose, not a web page (docs/TESTING.md, "What the doors
/// accept").
///
/// A port on 127.0.0.1 is reachable by every page the machine's browsers show, and by
/// the mini app under test. Chromedriver and geckodriver refuse such requests by their
/// `Host` and `Origin`; a door here refuses, with a JSON error that says why:
/// - a `Host` that is not `127.0.0.1:PORT`, `localhost:PORT` or `[::1]:PORT` (`localhost`
///   on a Unix socket): a page that rebinds its own domain to 127.0.0.1 is same-origin
///   with the door but still sends its domain (issue 29, defect 5);
/// - any `Origin`: browsers send one with every cross-origin request and every `POST`,
///   and local test clients send none (defects 7, 8);
/// - a request of the ``jsonMethods`` without `Content-Type: application/json`, body or
///   not: a page can send that type only after a CORS preflight, which no door answers,
///   so no form, `sendBeacon`, `no-cors` fetch or image can trigger a change (defect 7).
struct LocalDoor: Sendable {
    /// A request the door does not serve, with the status and the reason.
    struct Refusal: Error, Sendable, Equatable {
        var status: HTTPResponse.Status
        var message: String
    }

    /// The name the messages give the door (`the control API`).
    let name: String
    /// The methods whose requests must say they carry JSON, even with no body.
    let jsonMethods: Set<HTTPRequest.Method>
    /// The `Host`s a request may name, once the door listens.
    private let hosts = NIOLockedValueBox<[String]>([])

    init(name: String, jsonMethods: Set<HTTPRequest.Method>) {
        self.name = name
        self.jsonMethods = jsonMethods
    }

    /// Called once the door listens on 127.0.0.1: the port a `Host` must name.
    func listens(on port: Int) {
        hosts.withLockedValue { $0 = ["127.0.0.1", "localhost", "[::1]"].map { "\($0):\(port)" } }
    }

    /// Called once the door listens on a Unix socket, where clients name `localhost`.
    func listensOnSocket() {
        hosts.withLockedValue { $0 = ["localhost"] }
    }

    /// Why `request` is refused, or `nil` when it may be served.
    func refusal(of request: HTTPRequest) -> Refusal? {
        let target = "\(request.method.rawValue) \(request.path ?? "/")"
        let local = hosts.withLockedValue { $0 }
        guard let host = request.authority, local.contains(host.lowercased()) else {
            let named = request.authority.map { "the Host \"\($0)\"" } ?? "a request without a Host"
            return Refusal(
                status: .forbidden,
                message: "\(name) refuses \(target): \(named) is not this machine's; local clients send Host \(local.joined(separator: ", ")) (a page on a domain that resolves here sends its own)")
        }
        if let origin = request.headerFields[.origin] {
            return Refusal(
                status: .forbidden,
                message: "\(name) refuses \(target): it has an Origin header (\(origin)); browsers send one for web pages, local test clients send none")
        }
        if jsonMethods.contains(request.method), !Self.isJSON(request.headerFields[.contentType]) {
            let given = request.headerFields[.contentType].map { "Content-Type \($0)" } ?? "no Content-Type"
            return Refusal(
                status: .unsupportedMediaType,
                message: "\(name) refuses \(target) with \(given): send Content-Type: application/json (with or without a body), which a web page cannot send without a CORS preflight")
        }
        return nil
    }

    /// Whether a `Content-Type` names `application/json` (any parameters, any case).
    static func isJSON(_ contentType: String?) -> Bool {
        guard let mediaType = contentType?.split(separator: ";", maxSplits: 1).first else { return false }
        return mediaType.trimmingCharacters(in: .whitespaces).lowercased() == "application/json"
    }
}
