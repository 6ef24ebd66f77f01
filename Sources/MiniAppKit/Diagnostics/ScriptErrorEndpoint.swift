package import Foundation

/// Hears the page's JavaScript errors: the display endpoint of
/// ``DialectAttachment/scriptErrors()``.
///
/// It injects `script-errors.js` at document start, into every frame of the mini
/// app's origin, before the page's own scripts, and listens on a per-launch secret
/// handler that only that script's closure knows: an `error` event (uncaught
/// exception, syntax error), an `unhandledrejection` or an Error passed to
/// `console.error` arrives as a ``ScriptError``, mapped through the app's source maps
/// (`SourceMapResolver`) for a packaged app. A page cannot forge one: it knows
/// neither the handler name nor a way to the listeners, and events it dispatches
/// itself are not trusted ones.
@MainActor
public final class ScriptErrorEndpoint: RoutedEndpoint {
    /// Not a dialect: `errors` in logs.
    public let dialectName = "errors"
    /// Always 0: the page never waits for an answer.
    public var openCalls: Int { 0 }
    package var trace: ((BridgeTrace) -> Void)?
    /// Unused: the page makes no calls here, so there is nothing to script.
    package var scriptedAnswers: ((String) -> ScriptedAnswer?)?
    /// Called with every error, after the transcript hears of it.
    public var onError: ((ScriptError) -> Void)?
    /// Reports longer than this are not read (a message or stack is cut by the script's
    /// host anyway): 256 KiB.
    static let maxReportBytes = 256 * 1024

    let handler: String
    private let origin: WebOrigin
    private let resolver: SourceMapResolver?
    private var problemsReported = 0
    private var attached = true

    init(origin: WebOrigin, bundleRoot: URL?, secret: String) {
        self.handler = "MiniAppErrors_" + secret
        self.origin = origin
        self.resolver = bundleRoot.map { SourceMapResolver(root: $0, origin: origin) }
    }

    /// The script, configured with the handler name (and the origin, when it has a port:
    /// WebKit's allow-list patterns cannot name one).
    var userScript: UserScript {
        let originMember = origin.port == nil ? "" : ",\"origin\":" + JavaScriptLiteral.string(origin.description)
        let config = "{\"channel\":\(JavaScriptLiteral.string(handler))\(originMember)}"
        let source = Self.template.replacingOccurrences(of: "__MINIAPP_ERRORS_CONFIG__", with: config)
        return UserScript(source: source, injectionTime: .documentStart, frames: .allFrames, allowList: ["\(origin.scheme)://\(origin.host)/*"])
    }

    package func attach(to engine: any WebEngine) {
        engine.addMessageHandler(named: handler, replies: false)
        engine.addUserScript(userScript)
    }

    package func detach() { attached = false }
    package func abandonOpenCalls(because reason: String) {}
    package func listens(on handler: String) -> Bool { handler == self.handler }
    package func intercepts(_ url: URL) -> Bool { false }
    package func receive(navigation: NavigationAction) {}

    package func receive(_ message: EngineMessage) {
        guard attached, case .string(let text) = message.body, text.utf8.count <= Self.maxReportBytes,
              var report = Self.decode(text) else { return }
        if let resolver {
            report = resolver.resolve(report)
            // A map that cannot be read is an error of the app's too: said once per problem.
            for problem in resolver.problems.dropFirst(problemsReported) {
                publish(ScriptError(source: .uncaught, name: "SourceMapError", message: problem, frame: report.frame))
            }
            problemsReported = resolver.problems.count
        }
        publish(report)
    }

    private func publish(_ error: ScriptError) {
        trace?(.scriptError(error))
        onError?(error)
    }

    /// A report of `script-errors.js`: `{source, name, message, url, line, column,
    /// stack, frame}`; `nil` when it is not one.
    static func decode(_ text: String) -> ScriptError? {
        struct Report: Decodable {
            var source: String
            var name: String?
            var message: String?
            var url: String?
            var line: Int?
            var column: Int?
            var stack: String?
            var frame: String?
        }
        guard let report = try? JSONDecoder().decode(Report.self, from: Data(text.utf8)),
              let source = ScriptError.Source(rawValue: report.source) else { return nil }
        var location: ScriptError.Location?
        if let url = report.url, let line = report.line { location = .init(file: url, line: line, column: report.column) }
        return ScriptError(
            source: source, name: report.name ?? "", message: report.message ?? "", url: report.url, location: location,
            stack: report.stack, frame: report.frame == "sub" ? "sub" : "main")
    }

    /// The unconfigured script, read once.
    static let template: String = {
        guard let url = Bundle.module.url(forResource: "script-errors", withExtension: "js", subdirectory: "Resources"),
              let text = try? String(contentsOf: url, encoding: .utf8) else {
            return "console.error('MiniAppKit: script-errors.js is missing from the MiniAppKit resources');"
        }
        return text
    }()
}

extension DialectAttachment {
    /// Reports the page's JavaScript errors (``ScriptErrorEndpoint``): uncaught
    /// exceptions and syntax errors, unhandled rejections and Errors passed to
    /// `console.error`, mapped through a packaged app's source maps. Not a dialect the
    /// page speaks: a listener any display can add beside its dialects.
    public static func scriptErrors() -> DialectAttachment {
        DialectAttachment(name: "errors") { display throws(MASDKError) in
            var root: URL?
            if case .directory(let directory) = display.source { root = directory }
            return ScriptErrorEndpoint(origin: display.origin, bundleRoot: root, secret: MiniAppDialect.makeSecret())
        }
    }
}
