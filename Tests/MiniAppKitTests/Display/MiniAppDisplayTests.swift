import Foundation
import Logging
import Testing
@testable import MiniAppKit

/// A display attaches exactly the dialects it is given, all the same way, and tells
/// them what happens around the page; only the `miniapp` dialect's page hears of it in
/// `miniapp` terms.
@MainActor
@Suite final class MiniAppDisplayTests {
    /// A `miniapp` host that records the URLs it is asked to open and the files to download.
    @MainActor
    final class OpeningHost: MiniAppMessageDelegate {
        var opened: [URL] = []
        var downloads: [String] = []
        func openExternal(_ url: URL) async { opened.append(url) }
        func downloadFile(_ request: FileDownloadRequest) async throws { downloads.append(request.url) }
    }

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("display-tests-\(UUID().uuidString)")
    let engine = FakeEngine()

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    func display(_ dialects: [DialectAttachment]) throws -> MiniAppDisplay {
        try MiniAppDisplay(
            identity: MiniAppIdentity(appId: "demo"), source: .directory(directory), engine: engine,
            dialects: dialects, configuration: MiniAppDisplayConfiguration(dataDirectory: directory))
    }

    /// Lets the display's tasks (storage announcement, hand-offs) run.
    func settle() async {
        for _ in 0..<20 { await Task.yield(); try? await Task.sleep(for: .milliseconds(2)) }
    }

    /// What the page was sent that names the `miniapp` dialect.
    var miniAppScripts: [String] { engine.evaluated.filter { $0.contains("MiniAppBridge") || $0.contains("miniapp") } }

    @Test func aToyDialectAttachesWithOnlyItsOwnContext() async throws {
        let counter = ToyCounter()
        let display = try display([.toy(counter)])
        display.launch()
        #expect(engine.handlers == [ToyDialect.handler: true])
        #expect(engine.scripts.map(\.source) == ["window.toy = true"])

        #expect(engine.post(ToyDialect.handler, .string("ping")).value == .string("pong 1"))
        #expect(engine.post(ToyDialect.handler, .string("ping")).value == .string("pong 2"))
        #expect(engine.post(ToyDialect.handler, .string("nope")).value == .string("toy error: unknownAction"))
        #expect(counter.count == 2)

        // Lifecycle events reach the endpoint, which has nothing to say about them.
        display.webEngine(engine, didChange: .finished(display.launchURL))
        display.setActive(false)
        await settle()
        #expect(engine.evaluated.isEmpty)
        display.close()
    }

    /// The host's logger hears every dialect, not only `miniapp`: here, a wallet refusal.
    @Test func theDisplaysLoggerReachesEveryDialect() async throws {
        let store = RecordingLogHandler.Store()
        let logger = Logger(label: "host") { _ in RecordingLogHandler(store: store) }
        let display = try MiniAppDisplay(
            identity: MiniAppIdentity(appId: "demo"), source: .directory(directory), engine: engine,
            dialects: [.wallet(ScriptedWallet())], configuration: MiniAppDisplayConfiguration(dataDirectory: directory),
            logger: logger)
        display.launch()
        engine.url = display.launchURL
        let iframe = FrameInfo(isMainFrame: false, url: URL(string: "https://elsewhere.example/"))
        _ = engine.post(WalletDialect.handler, .string(#"{"messageId":"f1","command":"getAddress","data":{}}"#), frame: iframe)
        #expect(store.messages.contains { $0.contains("access denied") }, "\(store.messages)")
        display.close()
    }

    @Test func aWalletOnlyPageGetsNothingOfMiniApp() async throws {
        let wallet = ScriptedWallet()
        let display = try display([.wallet(wallet)])
        var opened: [URL] = []
        display.externalOpener = { opened.append($0) }
        display.launch()
        #expect(engine.handlers == [WalletDialect.handler: false])
        #expect(engine.scripts.map(\.source) == [WalletScript.source])
        #expect(display.miniAppEndpoint == nil)

        display.webEngine(engine, didChange: .finished(display.launchURL))
        display.setActive(false)
        display.setActive(true)
        display.sendJsonToMiniApp("{}")
        display.keyboard(shown: true, navigationBarHeight: 44)
        let away = try #require(URL(string: "https://example.com/page"))
        #expect(display.webEngine(engine, decidePolicyFor: NavigationAction(url: away, isMainFrame: true)) == .cancel)
        let mail = try #require(URL(string: "mailto:a@example.com"))
        #expect(display.webEngine(engine, decidePolicyFor: NavigationAction(url: mail, isMainFrame: true)) == .cancel)
        let data = try #require(URL(string: "data:text/plain;base64,aGk="))
        #expect(display.webEngine(engine, decidePolicyFor: NavigationAction(url: data, isMainFrame: true)) == .cancel)
        await settle()
        #expect(engine.evaluated.isEmpty, "no miniapp events: \(engine.evaluated)")
        #expect(opened == [away, mail], "external URLs go to the display's opener")

        // The wallet itself is answered, on its own dialect.
        engine.post(WalletDialect.handler, .string(#"{"messageId":"m1","command":"getAddress","data":{"protocol":"BCH"}}"#))
        for _ in 0..<500 where engine.evaluated.isEmpty { try? await Task.sleep(for: .milliseconds(2)) }
        let reply = try #require(engine.evaluated.first.flatMap(WalletHarness.message(in:)))
        #expect(reply.messageId == "m1")
        #expect((reply["data"] as? [String: Any])?["address"] as? String == "bitcoincash:qtest")
        display.close()
    }

    @Test func aCorvaOnlyPageGetsNothingOfMiniApp() async throws {
        let page = RecordingCorvaPage()
        let display = try display([.corva(webDomain: nil, delegate: page)])
        display.externalOpener = { _ in }
        display.launch()
        #expect(engine.handlers == [CorvaDialect.handler: false])
        #expect(engine.scripts.isEmpty)
        display.webEngine(engine, didChange: .finished(display.launchURL))
        display.setActive(false)
        await settle()
        engine.post(CorvaDialect.handler, .string("pageLoaded"))
        #expect(page.notifications == [.pageLoaded], "a nil web domain is the display's own origin")
        #expect(engine.evaluated.isEmpty)
        display.close()
    }

    @Test func theMiniAppDialectTellsItsPageAsBefore() async throws {
        let host = OpeningHost()
        let manifest = MiniAppManifest(optionalPermissions: [.init(name: .fileDownload)])
        CustomPermissionStore(directory: directory.appendingPathComponent("demo"), manifest: manifest)
            .store([CustomPermissionGrant(permission: .fileDownload, status: .allowed)])
        let display = try display([.miniApp(host: host, manifest: manifest), .wallet(ScriptedWallet())])
        display.launch()
        #expect(display.miniAppEndpoint != nil)
        #expect(engine.scripts.count == 3)

        display.webEngine(engine, didChange: .finished(display.launchURL))
        await settle()
        #expect(miniAppScripts.last?.contains(#""miniappsecurestorageloaderror""#) == true)

        engine.evaluated.removeAll()
        display.setActive(false)
        display.setActive(true)
        #expect(miniAppScripts.count == 2)
        #expect(miniAppScripts.first?.contains(#""miniapppause","Host app will resign active""#) == true)
        #expect(miniAppScripts.last?.contains(#""miniappresume","Host app did become active""#) == true)

        engine.evaluated.removeAll()
        let away = try #require(URL(string: "https://example.com/page"))
        #expect(display.webEngine(engine, decidePolicyFor: NavigationAction(url: away, isMainFrame: true)) == .cancel)
        await settle()
        #expect(host.opened == [away], "the miniapp host opens external URLs")
        #expect(miniAppScripts.map { $0.contains("miniapppause") } == [true, false, false])
        #expect(miniAppScripts.dropFirst().first?.contains(#""miniappwebviewclosed","https://example.com/page""#) == true)
        #expect(miniAppScripts.last?.contains(#""miniappresume","MiniApp close external webview""#) == true)

        let data = try #require(URL(string: "data:text/plain;base64,aGk="))
        #expect(display.webEngine(engine, decidePolicyFor: NavigationAction(url: data, isMainFrame: true)) == .cancel)
        await settle()
        #expect(host.downloads == [data.absoluteString], "FILE_DOWNLOAD is allowed")

        engine.evaluated.removeAll()
        display.sendJsonToMiniApp("{}")
        #expect(miniAppScripts.first?.contains("miniappreceivejsoninfo") == true)
        display.close()
    }

    @Test func aDataURLIsNotDownloadedWithoutFileDownload() async throws {
        let host = OpeningHost()
        let display = try display([.miniApp(host: host, manifest: MiniAppManifest(optionalPermissions: [.init(name: .fileDownload)]))])
        display.launch()
        let data = try #require(URL(string: "data:text/plain;base64,aGk="))
        #expect(display.webEngine(engine, decidePolicyFor: NavigationAction(url: data, isMainFrame: true)) == .cancel)
        await settle()
        #expect(host.downloads.isEmpty)
        display.close()
    }

    @Test func aRequiredPermissionNotAllowedStillRefusesTheDisplay() throws {
        let manifest = MiniAppManifest(requiredPermissions: [.init(name: .userName)])
        #expect(throws: MASDKError.metaDataFailure) {
            try display([.wallet(ScriptedWallet()), .miniApp(host: OpeningHost(), manifest: manifest)])
        }
    }

    @Test func dialectsAreAskedInTheOrderGiven() throws {
        var attached: [String] = []
        let display = try display([
            DialectAttachment.toy(ToyCounter()).whenAttached { endpoint, _ in attached.append(endpoint.dialectName) },
            DialectAttachment.wallet(ScriptedWallet()).whenAttached { endpoint, display in
                attached.append(endpoint.dialectName + " after \(display.endpoints.count)")
            },
        ])
        #expect(attached == ["toy", "wallet after 1"])
        #expect(display.endpoints.map(\.dialectName) == ["toy", "wallet"])
        #expect(display.endpoint(WalletEndpoint.self) != nil)
    }
}

/// A packaged mini app's scheme is always one WebKit takes (RFC 3986: ASCII; WebKit's
/// `URLParser::maybeCanonicalizeScheme`: an ASCII letter, then letters, digits, `+`, `-`, `.`),
/// whatever the app id, and two app ids share one only as they did before (ASCII ids are
/// unchanged, so their origins, and the storage WebKit keeps by origin, stay).
@MainActor @Suite struct MiniAppSchemeTests {
    nonisolated static func isWebKitScheme(_ scheme: String) -> Bool {
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return scheme.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) }
    }

    @Test(arguments: ["café", "CAFÉ", "cafe\u{301}", "カメラ", "名前-app", "😀", "demo", "Demo_App.v2", ""])
    func isAnASCIISchemeURLTakes(appId: String) {
        let scheme = MiniAppDisplay.scheme(for: appId)
        #expect(Self.isWebKitScheme(scheme), "\(scheme)")
        #expect(URL(string: "\(scheme)://miniapp/index.html")?.scheme == scheme)
    }

    @Test func keepsASCIIIdsAsTheyWereAndTellsOthersApart() {
        #expect(MiniAppDisplay.scheme(for: "Demo_App.v2") == "mscheme.demoapp.v2")
        #expect(MiniAppDisplay.scheme(for: "café") == "mscheme.caf+c3a9")
        // The same text in either Unicode form, and either case, is one app.
        #expect(MiniAppDisplay.scheme(for: "cafe\u{301}") == MiniAppDisplay.scheme(for: "café"))
        #expect(MiniAppDisplay.scheme(for: "CAFÉ") == MiniAppDisplay.scheme(for: "café"))
        let schemes = Set(["café", "caf", "cafe", "カメラ", "カメ"].map(MiniAppDisplay.scheme(for:)))
        #expect(schemes.count == 5)
    }
}
