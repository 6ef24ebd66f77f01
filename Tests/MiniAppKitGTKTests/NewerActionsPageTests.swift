#if os(Linux)
import EngineConformance
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

/// The conformance page for js-miniapp 1.17–1.28's newer actions (§6) and the purchase
/// actions: a real page in WebKitGTK calls every one of them through a bridge, awaits
/// each promise, and records what the mini app receives. It runs through our bridge and
/// through a local copy of Rakuten's 1.28 iOS `bridge.js` (never committed:
/// `MINIAPP_RAKUTEN_BRIDGE_1_28`, else `MINIAPP_RAKUTEN_BRIDGE`, must name a 1.28 copy;
/// the `js-bridge-ios` branch of rakutentech/js-miniapp holds it), each with a host
/// that implements every service (the documented value) and with one that implements
/// none (the documented error, or the SDK's default).
extension WebKitGTKEngineTests {
    /// Each call the page makes, keyed by the action it sends, as a mini app writes it
    /// against js-miniapp 1.28 (helper objects where the SDK puts the method there).
    static let conformanceCalls = """
        const calls = [
          ['setMiniAppPreference', (B) => B.preferences.set('k', 'v')],
          ['getMiniAppPreference', (B) => B.preferences.get('k')],
          ['removeMiniAppPreference', (B) => B.preferences.remove('k')],
          ['clearMiniAppPreferences', (B) => B.preferences.clearMiniAppPreferences()],
          ['isLoggedIn', (B) => B.userProfileManager.isLoggedIn()],
          ['triggerLoginUI', (B) => B.userProfileManager.triggerLoginUI()],
          ['forceLogout', (B) => B.userProfileManager.forceLogout()],
          ['getExchangeToken', (B) => B.getExchangeToken('rae', ['a'])],
          ['launchExternalBrowser', (B) => B.browserManager.launchExternalBrowser('https://example.com/')],
          ['launchInternalBrowser', (B) => B.browserManager.launchInternalBrowser({ url: location.origin + '/inner', httpMethod: 'POST', httpBody: { a: 'b' } })],
          ['launchInteractiveBrowser', (B) => B.browserManager.launchInteractiveBrowser(location.origin + '/interactive')],
          ['loadUsingHTMLString', (B) => B.browserManager.loadUsingHTMLString({
            htmlString: "<script>location.href = 'https://cb.example/done?code=1'<\\/script>", callbackUrl: 'https://cb.example/done' })],
          ['canOpenAppDeeplink', (B) => B.canOpenAppDeeplink('app://x')],
          ['isAppDeeplinkSupported', (B) => B.isAppDeeplinkSupported('app://x')],
          ['launchAppUsingDeeplink', (B) => B.utilityManager.launchAppUsingDeeplink('app://x')],
          ['launchAppUsingPackageName', (B) => B.utilityManager.launchAppUsingPackageName('com.example')],
          ['isAppInstalledInDevice', (B) => B.utilityManager.isAppInstalledInDevice('com.example')],
          ['getAllCookies', (B) => B.getAllCookies()],
          ['getCookies', (B) => B.getCookies(['b'])],
          ['getImageFromGallery', (B) => B.galleryManager.getImageFromGallery()],
          ['getPhoneNumber', (B) => B.getPhoneNumber()],
          ['shouldClearNotifications', (B) => B.notificationBridge.shouldClearNotifications(6)],
          ['shouldUpdateBadgeNumber', (B) => B.notificationBridge.shouldUpdateBadgeNumber({ badgeNumber: 3, notificationInfoType: 1 })],
          ['shouldUpdateNotificationInfo', (B) => B.notificationBridge.shouldUpdateNotificationInfo({ title: 't' })],
          ['configureAnalytics', (B) => B.configureAnalytics({ applicationId: 'a', accountId: 'b', ssc: 'c' })],
          ['logEvent', (B) => B.utilityManager.logEvent('hi', 'info')],
          ['isEsimSupported', (B) => B.isEsimSupported()],
          ['setupAndInstallEsim', (B) => B.setupAndInstallEsim({ address: 'smdp.example' })],
          ['isSimInstalled', (B) => B.utilityManager.isSimInstalled()],
          ['startICChipKyc', (B) => B.oneClickSdk.startICChipKyc({ idid: 'i', minor: false, redirectUri: 'r', supportedKycTypes: 't', baseUrl: 'b' })],
          ['getPermissionStatus', (B) => B.utilityManager.getPermissionStatus('camera')],
          ['launchAppSettings', (B) => B.utilityManager.launchAppSettings()],
          ['allowBackForwardNavigationGestures', (B) => B.webviewConfigManager.allowBackForwardNavigationGestures(true)],
          ['forceInternalWebView', (B) => B.webviewConfigManager.forceInternalWebView(true)],
          ['getFeatureList', (B) => B.getFeatureList()],
          ['miniAppFinishedLoading', (B) => B.miniAppFinishedLoading()],
          ['getAllProducts', (B) => B.getAllProducts()],
          ['purchaseProductWith', (B) => B.purchaseProductWith('p1')],
          ['consumeProductWith', (B) => B.consumePurchaseWith('p1', 't1')],
        ];
        const norm = (v) => v instanceof Date ? { date: v.getTime() }
          : Array.isArray(v) ? v.map(norm)
          : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, norm(x)]))
          : v;
        window.addEventListener('load', async () => {
          const results = {};
          for (const [action, call] of calls) {
            try {
              const answer = call(window.MiniAppBridge);
              const timeout = new Promise((_, reject) => setTimeout(() => reject({ timeout: true }), 5000));
              const value = await Promise.race([answer, timeout]);
              results[action] = { ok: value === undefined ? '(undefined)' : norm(value) };
            } catch (e) {
              results[action] = typeof e === 'string' ? { raw: e }
                : e && e.timeout ? { timeout: true }
                : { error: { name: String(e && e.name), message: String(e && e.message), code: e && e.code !== undefined ? e.code : null } };
            }
          }
          window.conformance = JSON.stringify(results);
        });
        """

    /// What a mini app receives from a host that implements every service (``NewerServicesHost``).
    static let implementedAnswers: [String: String] = [
        "setMiniAppPreference": #"{"ok":"SUCCESS"}"#,
        "getMiniAppPreference": #"{"ok":"v"}"#,
        "removeMiniAppPreference": #"{"ok":"SUCCESS"}"#,
        "clearMiniAppPreferences": #"{"ok":"SUCCESS"}"#,
        "isLoggedIn": #"{"ok":true}"#,
        "triggerLoginUI": #"{"ok":true}"#,
        "forceLogout": #"{"ok":false}"#,
        "getExchangeToken": #"{"ok":{"token":"xtok","validUntil":{"date":1700000000000},"scopes":{"audience":"rae","scopes":["a"]}}}"#,
        "launchExternalBrowser": #"{"ok":true}"#,
        "launchInternalBrowser": #"{"ok":true}"#,
        "launchInteractiveBrowser": #"{"ok":true}"#,
        "loadUsingHTMLString": #"{"ok":"https://cb.example/done?code=1"}"#,
        "canOpenAppDeeplink": #"{"ok":true}"#,
        "isAppDeeplinkSupported": #"{"ok":false}"#,
        "launchAppUsingDeeplink": #"{"ok":true}"#,
        "launchAppUsingPackageName": #"{"ok":true}"#,
        "isAppInstalledInDevice": #"{"ok":true}"#,
        "getAllCookies": #"{"ok":[{"name":"a","value":"1"},{"name":"b","value":"2"}]}"#,
        "getCookies": #"{"ok":[{"name":"b","value":"2"}]}"#,
        "getImageFromGallery": #"{"ok":{"data":[137,80,0,255],"filename":"a.png","mimeType":"image/png"}}"#,
        "getPhoneNumber": #"{"ok":"+81-90-0000-0000"}"#,
        "shouldClearNotifications": #"{"ok":"SUCCESS"}"#,
        "shouldUpdateBadgeNumber": #"{"ok":"SUCCESS"}"#,
        "shouldUpdateNotificationInfo": #"{"ok":"SUCCESS"}"#,
        "configureAnalytics": #"{"ok":"SUCCESS"}"#,
        "logEvent": #"{"ok":true}"#,
        "isEsimSupported": #"{"ok":true}"#,
        "setupAndInstallEsim": #"{"ok":true}"#,
        "isSimInstalled": #"{"ok":false}"#,
        "startICChipKyc": #"{"ok":true}"#,
        "getPermissionStatus": #"{"ok":"granted"}"#,
        "launchAppSettings": #"{"ok":true}"#,
        "allowBackForwardNavigationGestures": #"{"ok":true}"#,
        "forceInternalWebView": #"{"ok":true}"#,
        "getFeatureList": #"{"ok":["hostFeature"]}"#,
        "miniAppFinishedLoading": #"{"ok":"SUCCESS"}"#,
        "getAllProducts": #"{"ok":[{"title":"T","description":"D","id":"p1","productPriceInfo":{"currencyCode":"JPY","price":"100"}}]}"#,
        "purchaseProductWith": #"{"ok":{"productInfo":{"title":"T","description":"D","id":"p1","productPriceInfo":{"currencyCode":"JPY","price":"100"}},"transactionId":"t1","transactionDate":"2026-01-01"}}"#,
        "consumeProductWith": #"{"ok":{"title":"ok"}}"#,
    ]

    /// The actions js-miniapp rejects raw (no `parseMiniAppError`): the page receives the JSON text.
    static let rawRejecting: Set<String> = [
        "getPhoneNumber", "canOpenAppDeeplink", "isAppDeeplinkSupported",
        "shouldClearNotifications", "shouldUpdateBadgeNumber", "shouldUpdateNotificationInfo",
    ]

    /// What a mini app receives from a host that implements none of the services: the
    /// SDK's default where it has one on this engine, else the §6 "not supported" error.
    static func bareAnswers(featureList: [String]) -> [String: String] {
        var answers: [String: String] = [:]
        for action in MiniAppMethods.newerActionNames {
            let message = "Host app failed to implement required interface (\(action) is not supported by this host)"
            if rawRejecting.contains(action) {
                let text = #"{"type":"FAILED_TO_CONFORM_PROTOCOL","message":""# + message + #""}"#
                answers[action] = #"{"raw":"# + JavaScriptLiteral.string(text) + "}"
            } else {
                answers[action] = #"{"error":{"name":"FAILED_TO_CONFORM_PROTOCOL","message":""# + message + #"","code":null}}"#
            }
        }
        answers["setMiniAppPreference"] = #"{"ok":"SUCCESS"}"#
        answers["getMiniAppPreference"] = #"{"ok":"v"}"#
        answers["removeMiniAppPreference"] = #"{"ok":"SUCCESS"}"#
        answers["clearMiniAppPreferences"] = #"{"ok":"SUCCESS"}"#
        answers["launchExternalBrowser"] = #"{"ok":true}"#
        answers["getPermissionStatus"] = #"{"ok":"unknown"}"#
        answers["forceInternalWebView"] = #"{"ok":true}"#
        // WebKitGTK opens browser windows of its own; the HTML one ends at its callback.
        answers["launchInternalBrowser"] = #"{"ok":true}"#
        answers["launchInteractiveBrowser"] = #"{"ok":true}"#
        answers["loadUsingHTMLString"] = #"{"ok":"https://cb.example/done?code=1"}"#
        // WebKitGTK has swipe gestures, and reads the cookies of the mini app's own web view.
        answers["allowBackForwardNavigationGestures"] = #"{"ok":true}"#
        answers["getAllCookies"] = #"{"ok":[{"name":"a","value":"1"},{"name":"b","value":"2"}]}"#
        answers["getCookies"] = #"{"ok":[{"name":"b","value":"2"}]}"#
        answers["miniAppFinishedLoading"] = #"{"ok":"SUCCESS"}"#
        answers["getFeatureList"] = #"{"ok":"# + String(decoding: (try? JSONEncoder().encode(featureList)) ?? Data("[]".utf8), as: UTF8.self) + "}"
        return answers
    }

    /// The page's own copy of Rakuten's 1.28 bridge, or why there is none.
    static func rakutenBridge() -> Result<String, SkipReason> {
        let environment = ProcessInfo.processInfo.environment
        guard let path = environment["MINIAPP_RAKUTEN_BRIDGE_1_28"] ?? environment["MINIAPP_RAKUTEN_BRIDGE"] else {
            return .failure(SkipReason("set MINIAPP_RAKUTEN_BRIDGE_1_28 (or MINIAPP_RAKUTEN_BRIDGE) to a local copy of Rakuten's 1.28 iOS bridge.js (the js-bridge-ios branch of rakutentech/js-miniapp)"))
        }
        guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
            return .failure(SkipReason("cannot read \(path)"))
        }
        guard source.contains("getFeatureList"), source.contains("startICChipKyc") else {
            return .failure(SkipReason("\(path) is not a 1.28 bridge (it has no getFeatureList or startICChipKyc; a 5.6.1 copy is for Tests/JavaScript)"))
        }
        return .success(source)
    }

    struct SkipReason: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Runs the conformance page once: a ``NewerServicesHost`` answers when
    /// `implementing`, else a host that implements nothing; `bridge` is injected (ours
    /// when `nil`). Returns what the page received per action.
    static func runConformancePage(implementing: Bool, bridge: String?, failure: (any Error & Sendable)? = nil) async throws -> [String: JSONValue] {
        // Served over HTTP (a hosted mini app) so its web view has cookies of its own.
        let server = try CookiePageServer.start(page: "<!doctype html><html><head><script>" + conformanceCalls + "</script></head><body>conformance</body></html>")
        defer { server.stop() }
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("newer-actions-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: data) }
        let manifest = MiniAppManifest(optionalPermissions: [.init(name: .accessToken)])
        var results: [String: JSONValue] = [:]
        try await withEngine { engine, _ in
            CustomPermissionStore(appId: "conformance", dataDirectory: data, manifest: manifest)
                .store([CustomPermissionGrant(permission: .accessToken, status: .allowed)])
            let host: any MiniAppMessageDelegate
            if implementing {
                let services = NewerServicesHost()
                services.failure = failure
                host = services
            } else {
                host = SilentHost()
            }
            let display = try MiniAppDisplay(
                identity: MiniAppIdentity(appId: "conformance"), source: .remote(URL(string: "http://127.0.0.1:\(server.port)/index.html")!), engine: engine,
                dialects: [.miniApp(host: host, manifest: manifest)],
                configuration: MiniAppDisplayConfiguration(dataDirectory: data, foreignBridgeScript: bridge, callTimeout: .seconds(10)))
            display.launch()
            defer { display.close() }
            let text = try await waitForJS(engine, "window.conformance || null", seconds: 120).jsonUnquoted()
            if !implementing {
                // The SDK's defaults acted on the page: gestures on, foreign pages kept in the view.
                #expect(engine.allowsBackForwardNavigationGestures)
                #expect(display.externalNavigationOverride == .loadInView)
                // The internal and interactive browsers are open; the HTML one closed at its callback.
                #expect(engine.openBrowserWindowCount == 2)
            }
            guard case .object(let members) = try JSONValue.parse(text) else { throw SkipReason("the page's results are not an object: \(text)") }
            results = Dictionary(members.map { ($0.0, $0.1) }, uniquingKeysWith: { _, last in last })
        }
        return results
    }

    /// Compares the page's results with `expected`, action by action.
    static func check(_ results: [String: JSONValue], against expected: [String: String], _ label: String) throws {
        #expect(Set(results.keys) == MiniAppMethods.newerActionNames, "\(label): the page called every newer action")
        for (action, answer) in expected.sorted(by: { $0.key < $1.key }) {
            let want = try JSONValue.parse(answer)
            #expect(results[action] == want, "\(label) \(action): got \(results[action].map { "\($0)" } ?? "nothing")")
        }
    }

    @Test func ourBridgeAnswersEveryNewerActionAsDocumented() async throws {
        let implemented = try await Self.runConformancePage(implementing: true, bridge: nil)
        try Self.check(implemented, against: Self.implementedAnswers, "our bridge, implementing host")
        let bare = try await Self.runConformancePage(implementing: false, bridge: nil)
        try Self.check(bare, against: Self.bareAnswers(featureList: Self.featureList(in: bare)), "our bridge, bare host")
    }

    /// A browser or SIM service's typed error reaches the page as js-miniapp 1.28's
    /// `InternalBrowserError` (with `code`) or `SimCheckError`, through `bridge`.
    static func checkTypedErrors(bridge: String?, _ label: String) async throws {
        let browser = try await runConformancePage(implementing: true, bridge: bridge, failure: BrowserError.networkError)
        for action in ["launchInternalBrowser", "launchInteractiveBrowser", "loadUsingHTMLString"] {
            #expect(browser[action] == (try JSONValue.parse(#"{"error":{"name":"NETWORK_ERROR","message":"The page could not be reached","code":"NETWORK_ERROR"}}"#)), "\(label) \(action)")
        }
        let sim = try await runConformancePage(implementing: true, bridge: bridge, failure: SimCheckError.denied)
        for action in ["isSimInstalled", "isEsimSupported", "setupAndInstallEsim"] {
            #expect(sim[action] == (try JSONValue.parse(#"{"error":{"name":"DENIED","message":"Permission to check the SIM was denied","code":null}}"#)), "\(label) \(action)")
        }
    }

    @Test func ourBridgeGivesTypedErrorsTheirClasses() async throws {
        try await Self.checkTypedErrors(bridge: nil, "our bridge")
    }

    @Test func rakutensBridgeAnswersEveryNewerActionAsDocumented() async throws {
        let source: String
        switch Self.rakutenBridge() {
        case .success(let text): source = text
        case .failure(let reason):
            // Loud, not silent: the reason is printed and recorded in the test's output.
            print("⚠️ SKIPPED rakutensBridgeAnswersEveryNewerActionAsDocumented: \(reason)")
            withKnownIssue("Rakuten's 1.28 bridge.js is not available here: \(reason)", isIntermittent: true) {}
            return
        }
        let implemented = try await Self.runConformancePage(implementing: true, bridge: source)
        try Self.check(implemented, against: Self.implementedAnswers, "Rakuten's bridge, implementing host")
        let bare = try await Self.runConformancePage(implementing: false, bridge: source)
        try Self.check(bare, against: Self.bareAnswers(featureList: Self.featureList(in: bare)), "Rakuten's bridge, bare host")
        try await Self.checkTypedErrors(bridge: source, "Rakuten's bridge")
    }

    /// Whether a result holds the §6 "not supported" text anywhere.
    static func mentionsNotSupported(_ value: JSONValue) -> Bool {
        switch value {
        case .string(let text): text.contains("is not supported by this host")
        case .object(let members): members.contains { mentionsNotSupported($0.1) }
        case .array(let items): items.contains { mentionsNotSupported($0) }
        default: false
        }
    }

    /// The list `getFeatureList` gave the page, checked to be the truth for a bare host:
    /// the 5.6.1 actions and exactly the newer actions that answered without "not supported".
    static func featureList(in results: [String: JSONValue]) throws -> [String] {
        guard case .object(let answer)? = results["getFeatureList"], case .array(let items)? = answer.first(where: { $0.0 == "ok" })?.1 else {
            Issue.record("getFeatureList did not resolve with a list: \(String(describing: results["getFeatureList"]))")
            return []
        }
        let list = items.compactMap { item -> String? in if case .string(let name) = item { name } else { nil } }
        for action in MiniAppMethods.newerActionNames {
            guard case .object(let members)? = results[action] else { continue }
            let failedAsNotSupported = members.contains { $0.0 != "ok" && Self.mentionsNotSupported($0.1) }
            #expect(list.contains(action) == !failedAsNotSupported, "getFeatureList and \(action) agree")
        }
        #expect(Array(list.prefix(MiniAppMethods.baseActionNames.count)) == MiniAppMethods.baseActionNames)
        return list
    }
}
#endif
