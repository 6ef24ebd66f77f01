import Foundation
@testable import MiniAppHost
import MiniAppKit
import Testing

/// Which dialects a `miniapp open` page speaks: the profile's `dialects` list, else the
/// run's default (a `corva:` page: only `corva`), else all four; and what the page then
/// gets registered in its engine.
@MainActor
@Suite struct ProfileDialectsTests {
    /// An engine without a web view that records what the display registers.
    @MainActor
    final class RecordingEngine: WebEngine {
        weak var delegate: (any WebEngineDelegate)?
        var url: URL?
        var handlers: [String] = []
        var scripts = 0
        func addUserScript(_ script: UserScript) { scripts += 1 }
        func addMessageHandler(named name: String, replies: Bool) { handlers.append(name) }
        func addCallScheme(_ scheme: String) {}
        func registerScheme(_ scheme: String, handler: any SchemeHandler) {}
        func load(_ url: URL) { self.url = url }
        func evaluateJavaScript(_ source: String) async throws(WebEngineError) -> String? { nil }
        func runJavaScript(_ source: String) {}
        func snapshotPNG() async throws(WebEngineError) -> Data { Data() }
        func goBack() {}
        func close() {}
        func terminateWebProcess() {}
    }

    func names(profile: String, defaults: [DialectName]? = nil, source: MiniAppSource? = nil) throws -> [String] {
        let settings = SessionSettings(
            profile: try JSONDecoder().decode(HostProfile.self, from: Data(profile.utf8)),
            display: MiniAppDisplayConfiguration(dataDirectory: FileManager.default.temporaryDirectory))
        let options = MiniAppSession.Options(
            source: try source ?? .remote(#require(URL(string: "https://app.example.com/"))), identity: MiniAppIdentity(appId: "demo"),
            manifest: MiniAppManifest(), settings: settings, dialects: defaults)
        let environment = ProfileDialects.Environment(engine: RecordingEngine(), host: ProfileHost(profile: settings.profile), options: options)
        return try ProfileDialects.attachments(for: environment).map(\.name)
    }

    @Test func allFiveWhenNothingSaysOtherwise() throws {
        #expect(try names(profile: "{}") == ["miniapp", "liquidstate", "corva", "wallet", "telegram"])
    }

    /// A packaged app gets `telegram` (and Telegram's launch hash) only when its files
    /// speak Telegram's protocol or the profile has a `telegram` section.
    @Test func onlyATelegramAppSpeaksTelegramByDefault() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dialects-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("js"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<script src='js/app.js'></script>".utf8).write(to: folder.appendingPathComponent("index.html"))
        try Data("MiniApp.getUniqueId()".utf8).write(to: folder.appendingPathComponent("js/app.js"))
        let everyOther = ["miniapp", "liquidstate", "corva", "wallet"]
        #expect(try names(profile: "{}", source: .directory(folder)) == everyOther)
        #expect(try names(profile: #"{"telegram": {}}"#, source: .directory(folder)) == everyOther + ["telegram"])
        #expect(try names(profile: #"{"dialects": ["telegram"]}"#, source: .directory(folder)) == ["telegram"])
        for speaking in ["<script src=\"https://telegram.org/js/telegram-web-app.js\"></script>", "window.TelegramWebviewProxy", "parse('tgWebAppData')"] {
            try Data(speaking.utf8).write(to: folder.appendingPathComponent("js/app.js"))
            #expect(try names(profile: "{}", source: .directory(folder)) == everyOther + ["telegram"], "\(speaking)")
        }
    }

    @Test func aCorvaPageSpeaksOnlyCorvaUnlessTheProfileSays() throws {
        #expect(try names(profile: "{}", defaults: [.corva]) == ["corva"])
        #expect(try names(profile: #"{"dialects":["corva","miniapp"]}"#, defaults: [.corva]) == ["miniapp", "corva"])
    }

    @Test func theProfileListChoosesEvenWithoutMiniApp() throws {
        #expect(try names(profile: #"{"dialects":["wallet"]}"#) == ["wallet"])
    }

    @Test func aMisspeltDialectIsRefusedAtItsLine() throws {
        let text = "{\n  \"dialects\": [\"miniapp\", \"walet\"]\n}"
        let error = try #require(throws: StrictJSONError.self) { try StrictJSON.decode(HostProfile.self, from: Data(text.utf8)) }
        let message = "\(error)"
        #expect(message.contains(#""walet" is not one of "miniapp", "liquidstate", "corva", "wallet", "telegram"; did you mean "wallet"?"#), "\(message)")
        #expect(message.contains("dialects[1]"), "\(message)")
        #expect(message.contains("line 2"), "\(message)")
    }

    @Test func aWalletOnlyDisplayRegistersOnlyTheWallet() throws {
        let settings = SessionSettings(
            profile: try JSONDecoder().decode(HostProfile.self, from: Data(#"{"dialects":["wallet"]}"#.utf8)),
            display: MiniAppDisplayConfiguration(dataDirectory: FileManager.default.temporaryDirectory))
        let options = MiniAppSession.Options(
            source: .remote(try #require(URL(string: "https://app.example.com/"))), identity: MiniAppIdentity(appId: "demo"),
            manifest: MiniAppManifest(), settings: settings)
        let engine = RecordingEngine()
        let host = ProfileHost(profile: settings.profile)
        let display = try MiniAppDisplay(
            identity: options.identity, source: options.source, engine: engine,
            dialects: try ProfileDialects.attachments(for: .init(engine: engine, host: host, options: options)),
            configuration: settings.display)
        display.launch()
        #expect(engine.handlers == [WalletDialect.handler])
        #expect(engine.scripts == 1)
        #expect(display.miniAppEndpoint == nil)
        display.close()
    }
}
