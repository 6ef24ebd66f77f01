import Foundation
@testable import CorvaClient
@testable import MiniAppKit

/// A scripted Corva API: answers each request from a closure and records them all.
final class ScriptedCorvaTransport: CorvaHTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [CorvaHTTPRequest] = []
    private let answer: @Sendable (CorvaHTTPRequest) -> CorvaHTTPResponse

    init(_ answer: @escaping @Sendable (CorvaHTTPRequest) -> CorvaHTTPResponse) {
        self.answer = answer
    }

    var requests: [CorvaHTTPRequest] { lock.withLock { recorded } }

    func send(_ request: CorvaHTTPRequest) async throws(CorvaError) -> CorvaHTTPResponse {
        lock.withLock { recorded.append(request) }
        return answer(request)
    }
}

/// Builds unsigned test tokens (the client never checks signatures).
enum TestJWT {
    static func make(exp: Date?, userId: Any? = 42, sub: String? = nil, nonce: String = UUID().uuidString) -> String {
        var claims: [String: Any] = ["nonce": nonce]
        if let exp { claims["exp"] = Int(exp.timeIntervalSince1970) }
        if let userId { claims["user_id"] = userId }
        if let sub { claims["sub"] = sub }
        return segment(["alg": "HS256", "typ": "JWT"]) + "." + segment(claims) + ".c2lnbmF0dXJl"
    }

    static func segment(_ object: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return base64URL(data)
    }

    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}

/// The host's login screen, scripted: answers with the next login, counting prompts.
@MainActor
final class ScriptedLoginDelegate: CorvaLoginDelegate {
    var answers: [Result<CorvaLogin, any Error>]
    private(set) var reasons: [CorvaLoginReason] = []
    /// How long the "user" takes, so concurrent callers overlap.
    var delay: Duration = .zero

    init(_ answers: [Result<CorvaLogin, any Error>]) {
        self.answers = answers
    }

    func corvaSessionNeedsLogin(_ reason: CorvaLoginReason) async throws -> CorvaLogin {
        reasons.append(reason)
        if delay > .zero { try await Task.sleep(for: delay) }
        guard !answers.isEmpty else { throw CancellationError() }
        return try answers.removeFirst().get()
    }
}

/// Records what a Corva page posted.
@MainActor
final class RecordingCorvaPage: CorvaPageDelegate {
    private(set) var notifications: [CorvaNotification] = []
    func corvaPage(didPost notification: CorvaNotification) { notifications.append(notification) }
}

/// A web engine whose `evaluateJavaScript` answers as scripted (the shared fake returns nil).
@MainActor
final class ScriptedEvaluationEngine: WebEngine {
    weak var delegate: (any WebEngineDelegate)?
    var url: URL?
    var evaluation: Result<String?, WebEngineError> = .success(nil)
    var evaluated: [String] = []
    var loaded: [URL] = []

    init(url: URL?) { self.url = url }

    func addUserScript(_ script: UserScript) {}
    func addMessageHandler(named name: String, replies: Bool) {}
    func addCallScheme(_ scheme: String) {}
    func registerScheme(_ scheme: String, handler: any SchemeHandler) {}
    func load(_ url: URL) {
        loaded.append(url)
        self.url = url
    }
    func evaluateJavaScript(_ source: String) async throws(WebEngineError) -> String? {
        evaluated.append(source)
        return try evaluation.get()
    }
    func runJavaScript(_ source: String) { evaluated.append(source) }
    func snapshotPNG() async throws(WebEngineError) -> Data { Data() }
    func goBack() {}
    func close() {}
    func terminateWebProcess() {}
}

func temporaryDirectory(_ prefix: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
}
