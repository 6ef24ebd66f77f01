import Foundation

/// What a new WebDriver session started through `miniapp webdriver` may run: this
/// `miniapp`'s `open`, and nothing else.
///
/// WebKitWebDriver starts whatever program a session's `webkitgtk:browserOptions.binary`
/// names, with its `args` (issue 29, defect 3). The door already refuses web pages;
/// this keeps a session from starting any other program even for a caller that passes
/// the door: every `webkitgtk:browserOptions` of the request (in `alwaysMatch` or any
/// `firstMatch`) must name this executable, or none (it is then filled in), and give
/// `args` that begin with `open`. Those `args` then also give the run the Unix socket on
/// which it serves its control API to the door (`--control-socket`, ``DrawnScreenshots``).
struct NewSessionCheck: Sendable {
    /// The `miniapp` executable sessions run, symbolic links resolved.
    let miniapp: String

    /// Whether a request for `method` and `path` creates a session (WebKitWebDriver
    /// takes `PUT` for `POST`, and the path as given or percent-decoded).
    static func createsSession(method: String, path: String) -> Bool {
        ["POST", "PUT"].contains(method.uppercased()) && [path, path.removingPercentEncoding].contains("/session")
    }

    /// The body to pass on, with the binary filled in where it was left out, and
    /// `--control-socket controlSocket` given to `open` when there is one.
    /// - Throws: ``WebDriverRefusal`` saying what the request must change.
    func check(_ body: Data, controlSocket: String? = nil) throws(WebDriverRefusal) -> Data {
        guard var request = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else {
            throw WebDriverRefusal(.invalidArgument, "a new session's body is a JSON object: {\"capabilities\": {\"alwaysMatch\": {…}}}")
        }
        var capabilities = request["capabilities"] as? [String: Any] ?? [:]
        var always = capabilities["alwaysMatch"] as? [String: Any] ?? [:]
        var first = capabilities["firstMatch"] as? [[String: Any]] ?? []
        var named = false
        if let options = always[Self.optionsKey] {
            always[Self.optionsKey] = try pinned(options, controlSocket: controlSocket)
            named = true
        }
        for index in first.indices {
            guard let options = first[index][Self.optionsKey] else { continue }
            first[index][Self.optionsKey] = try pinned(options, controlSocket: controlSocket)
            named = true
        }
        guard named else {
            throw WebDriverRefusal(.sessionNotCreated, "say which mini app to open: capabilities {\"\(Self.optionsKey)\": {\"args\": [\"open\", APP, …]}}; the browser is always \(miniapp)")
        }
        capabilities["alwaysMatch"] = always
        if !first.isEmpty { capabilities["firstMatch"] = first }
        request["capabilities"] = capabilities
        guard let data = try? JSONSerialization.data(withJSONObject: request) else {
            throw WebDriverRefusal(.invalidArgument, "the new session's capabilities could not be written back as JSON")
        }
        return data
    }

    static let optionsKey = "webkitgtk:browserOptions"
    static let socketOption = "--control-socket"

    /// `options` with `binary` set to ``miniapp`` and the socket given, or the refusal.
    private func pinned(_ options: Any, controlSocket: String?) throws(WebDriverRefusal) -> [String: Any] {
        guard var options = options as? [String: Any] else {
            throw WebDriverRefusal(.invalidArgument, "\(Self.optionsKey) is an object: {\"binary\": …, \"args\": [\"open\", APP, …]}")
        }
        if let binary = options["binary"] {
            guard let path = binary as? String, Self.resolved(path) == miniapp else {
                throw WebDriverRefusal(.sessionNotCreated, "miniapp webdriver starts only \(miniapp), not \(binary); leave \(Self.optionsKey).binary out, or start the miniapp webdriver of that build")
            }
        }
        guard var args = options["args"] as? [String], args.first == "open" else {
            throw WebDriverRefusal(.sessionNotCreated, "\(Self.optionsKey).args is a miniapp open command line: [\"open\", APP, \"--headless\", …]")
        }
        if let controlSocket {
            if let given = args.first(where: { $0 == Self.socketOption || $0.hasPrefix(Self.socketOption + "=") }) {
                throw WebDriverRefusal(.sessionNotCreated, "\(Self.optionsKey).args gives \(given): miniapp webdriver gives each session its own; leave it out")
            }
            // Right after `open`: before any `--` that would make it an argument.
            args.insert(contentsOf: [Self.socketOption, controlSocket], at: 1)
        }
        options["binary"] = miniapp
        options["args"] = args
        return options
    }

    /// The file `path` names, symbolic links resolved; a bare name is looked up on `PATH`,
    /// as WebKitWebDriver starts it. As given when there is no such file.
    static func resolved(_ path: String) -> String {
        var candidates = [path]
        if !path.contains("/") {
            let directories = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":") ?? []
            candidates = directories.map { "\($0)/\(path)" }
        }
        for candidate in candidates {
            guard let real = realpath(candidate, nil) else { continue }
            defer { free(real) }
            return String(cString: real)
        }
        return path
    }
}
