import EngineConformance
import Foundation
import Testing
@testable import MiniAppKit

/// The actions of js-miniapp 1.17–1.28 and the purchase actions (§6, §2 rows 31–33) on
/// the wire: each answered with its documented value by a host that implements its
/// service, with the documented error when that service fails, and as before (the §6
/// "not supported" error) by a host that leaves it out, except where the SDK has a default.
@MainActor
@Suite struct NewerActionsTests {
    nonisolated static func ok(_ value: String) -> ScriptMessageReply.Value { .string("S" + value) }
    nonisolated static func err(_ value: String) -> ScriptMessageReply.Value { .string("E" + value) }
    nonisolated static func notSupported(_ action: String) -> ScriptMessageReply.Value {
        err(#"{"type":"FAILED_TO_CONFORM_PROTOCOL","message":"Host app failed to implement required interface ("# + action + #" is not supported by this host)"}"#)
    }
    nonisolated static let hostAppError = err(#"{"type":"hostAppError","message":"boom"}"#)

    /// Every newer action: its `param`, and the value a host implementing it answers.
    nonisolated static let calls: [(action: String, param: String, value: String)] = [
        ("setMiniAppPreference", #"{"preferenceKey":"k","preferenceValue":"v"}"#, "SUCCESS"),
        ("getMiniAppPreference", #"{"preferenceKey":"absent"}"#, "null"),
        ("removeMiniAppPreference", #"{"preferenceKey":"k"}"#, "SUCCESS"),
        ("clearMiniAppPreferences", "null", "SUCCESS"),
        ("isLoggedIn", "null", "true"),
        ("triggerLoginUI", "null", "true"),
        ("forceLogout", "null", "false"),
        ("getExchangeToken", #"{"audience":"rae","scopes":["a"]}"#, #"{"token":"xtok","validUntil":1700000000000,"scopes":{"audience":"rae","scopes":["a"]}}"#),
        ("launchExternalBrowser", #"{"url":"https://example.com/"}"#, "true"),
        ("launchInternalBrowser", #"{"url":"https://example.com/","httpMethod":"POST","httpBody":{"a":"b"}}"#, "true"),
        ("launchInteractiveBrowser", #"{"url":"https://example.com/"}"#, "true"),
        ("loadUsingHTMLString", #"{"htmlString":"<p>x</p>","callbackUrl":"https://cb.example/done"}"#, "https://cb.example/done?code=1"),
        ("canOpenAppDeeplink", #"{"deeplinkURL":"app://x"}"#, "true"),
        ("isAppDeeplinkSupported", #"{"deeplinkURL":"app://x"}"#, "false"),
        ("launchAppUsingDeeplink", #"{"url":"app://x"}"#, "true"),
        ("launchAppUsingPackageName", #"{"packageName":"com.example"}"#, "true"),
        ("isAppInstalledInDevice", #"{"packageName":"com.example"}"#, "true"),
        ("getAllCookies", "null", #"[{"name":"a","value":"1"},{"name":"b","value":"2"}]"#),
        ("getCookies", #"{"cookieList":["b"]}"#, #"[{"name":"b","value":"2"}]"#),
        ("getImageFromGallery", "null", #"{"data":[137,80,0,255],"filename":"a.png","mimeType":"image/png"}"#),
        ("getPhoneNumber", "null", "+81-90-0000-0000"),
        ("shouldClearNotifications", #"{"notificationType":6}"#, "SUCCESS"),
        ("shouldUpdateBadgeNumber", #"{"notificationInfo":{"badgeNumber":3,"notificationInfoType":1}}"#, "SUCCESS"),
        ("shouldUpdateNotificationInfo", #"{"notificationDetailedInfo":{"title":"t","timestamp":"2026-01-01T00:00:00.000Z"}}"#, "SUCCESS"),
        ("configureAnalytics", #"{"applicationId":"a","accountId":"b","ssc":"c"}"#, "SUCCESS"),
        ("logEvent", #"{"logMessage":"hi","logType":"info"}"#, "true"),
        ("isEsimSupported", "null", "true"),
        ("setupAndInstallEsim", #"{"eSimConfig":{"address":"smdp.example"}}"#, "true"),
        ("isSimInstalled", "null", "false"),
        ("startICChipKyc", #"{"idid":"i","minor":false,"redirectUri":"r","supportedKycTypes":"t","baseUrl":"b"}"#, "true"),
        ("getPermissionStatus", #"{"permissionName":"camera"}"#, "granted"),
        ("launchAppSettings", "null", "true"),
        ("allowBackForwardNavigationGestures", #"{"shouldAllowNavigationGestures":true}"#, "true"),
        ("forceInternalWebView", #"{"shouldOpenInNativeWebView":true}"#, "true"),
        ("getFeatureList", "null", #"["hostFeature"]"#),
        ("miniAppFinishedLoading", "null", "SUCCESS"),
        ("getAllProducts", "null", #"[{"description":"D","id":"p1","productPriceInfo":{"currencyCode":"JPY","price":"100"},"title":"T"}]"#),
        ("purchaseProductWith", #"{"productId":"p1"}"#, #"{"productInfo":{"description":"D","id":"p1","productPriceInfo":{"currencyCode":"JPY","price":"100"},"title":"T"},"transactionDate":"2026-01-01","transactionId":"t1"}"#),
        ("consumeProductWith", #"{"productId":"p1","productTransactionId":"t1"}"#, #"{"title":"ok"}"#),
    ]

    @Test func theTableCoversEveryNewerAction() {
        #expect(Set(Self.calls.map(\.action)) == MiniAppMethods.newerActionNames)
        #expect(Self.calls.count == MiniAppMethods.newerActionNames.count)
    }

    @Test(arguments: calls)
    func aHostThatImplementsItAnswersTheDocumentedValue(call: (action: String, param: String, value: String)) async {
        let h = MiniAppHarness(serving: NewerServicesHost())
        #expect(await h.call(call.action, call.param) == Self.ok(call.value), "\(call.action)")
    }

    /// A service's own failure reaches the page as `{"type":"hostAppError","message":…}`;
    /// the actions whose answer does not come from a failing service are left out.
    @Test(arguments: calls.filter { !["miniAppFinishedLoading", "getFeatureList"].contains($0.action) })
    func aFailingServiceAnswersItsError(call: (action: String, param: String, value: String)) async {
        let host = NewerServicesHost()
        host.failure = HostServiceError.failed("boom")
        let h = MiniAppHarness(serving: host)
        #expect(await h.call(call.action, call.param) == Self.hostAppError, "\(call.action)")
    }

    /// A service that says it is not implemented gets today's answer.
    @Test(arguments: calls.filter { !["miniAppFinishedLoading"].contains($0.action) })
    func aServiceThatDoesNotConformAnswersNotSupported(call: (action: String, param: String, value: String)) async {
        let host = NewerServicesHost()
        host.failure = HostServiceError.failedToConformToProtocol
        let h = MiniAppHarness(serving: host)
        #expect(await h.call(call.action, call.param) == Self.notSupported(call.action), "\(call.action)")
    }

    @Test func typedErrorsTakeTheTypesJsMiniAppParses() async {
        let host = NewerServicesHost()
        let h = MiniAppHarness(serving: host)
        host.failure = BrowserError.invalidCallbackURLScheme
        #expect(await h.call("loadUsingHTMLString", #"{"htmlString":"x","callbackUrl":"cb://x"}"#)
            == Self.err(#"{"type":"INVALID_CALLBACK_URL_SCHEME","message":"The callback URL's scheme is not supported"}"#))
        host.failure = SimCheckError.denied
        #expect(await h.call("isSimInstalled") == Self.err(#"{"type":"DENIED","message":"Permission to check the SIM was denied"}"#))
        host.failure = PurchaseError.userCancelledPurchase
        #expect(await h.call("purchaseProductWith", #"{"productId":"p"}"#) == Self.err(#"{"type":"UserCancelledPurchaseError","message":"User cancelled the purchase"}"#))
        host.failure = AccessTokenError.authorizationFailure("expired")
        #expect(await h.call("getExchangeToken", #"{"audience":"rae","scopes":[]}"#) == Self.err(#"{"type":"AuthorizationFailureError","message":"expired"}"#))
        host.failure = HostServiceError.userDenied
        #expect(await h.call("triggerLoginUI") == Self.err(#"{"type":"userDenied","message":"User denied to share the detail"}"#))
    }

    @Test func loadUsingHTMLStringSendsCancelledForACancelledLoad() async {
        let h = MiniAppHarness(serving: NewerServicesHost())
        #expect(await h.call("loadUsingHTMLString", #"{"htmlString":"cancel","callbackUrl":"https://cb/"}"#) == Self.ok("CANCELLED"))
    }

    @Test func missingOrBadParametersAreUnexpectedMessageFormat() async {
        let h = MiniAppHarness(serving: NewerServicesHost())
        let format = Self.err(#"{"type":"unexpectedMessageFormat","message":"Please check the message format that is sent to Javascript SDK."}"#)
        #expect(await h.call("getCookies") == format)
        #expect(await h.call("shouldClearNotifications", #"{"notificationType":7}"#) == format)
        #expect(await h.call("getPermissionStatus", #"{"permissionName":"contacts"}"#) == format)
        #expect(await h.call("logEvent", #"{"logMessage":"x","logType":"warn"}"#) == format)
        #expect(await h.call("launchInternalBrowser", #"{"url":"https://x/","httpMethod":"PATCH"}"#) == format)
        #expect(await h.call("setMiniAppPreference", #"{"preferenceKey":"k"}"#) == format)
        #expect(await h.call("setMiniAppPreference", #"{"preferenceKey":"","preferenceValue":"v"}"#)
            == Self.err(#"{"type":"valueIsEmpty","message":"The value which is passed is empty."}"#))
        #expect(await h.call("launchAppUsingDeeplink", #"{"url":"not a url"}"#) == Self.err(#"{"type":"InvalidUrlError","message":"URL is invalid."}"#))
        // A key of the wrong type fails the whole decode, as a 5.6.1 request does.
        #expect(await h.call("setMiniAppPreference", #"{"preferenceKey":1,"preferenceValue":"v"}"#)
            == Self.err("unexpectedMessageFormat: Please check the message format that is sent to Javascript SDK."))
    }

    /// A 5.6.1 request carrying a key of a newer action decodes exactly as before: the
    /// key is not read.
    @Test func olderActionsIgnoreTheNewerKeys() async {
        let h = MiniAppHarness()
        #expect(await h.call("isDarkMode", #"{"preferenceKey":1,"minor":"x"}"#) == Self.ok("true"))
    }

    @Test func exchangeTokenNeedsTheAccessTokenPermission() async {
        let h = MiniAppHarness(granted: [.userName], serving: NewerServicesHost())
        #expect(await h.call("getExchangeToken", #"{"audience":"rae","scopes":["a"]}"#)
            == Self.err(#"{"type":"accessTokenPermissionError","message":"Cannot get access token: Permission has not been accepted yet for getting access token."}"#))
    }

    // MARK: - The SDK's defaults, for a host that implements none of these services

    @Test func preferencesPersistPerAppWithoutAHostStore() async throws {
        let h = MiniAppHarness()
        #expect(await h.call("getMiniAppPreference", #"{"preferenceKey":"theme"}"#) == Self.ok("null"))
        #expect(await h.call("removeMiniAppPreference", #"{"preferenceKey":"theme"}"#) == Self.ok("SUCCESS"))
        #expect(await h.call("clearMiniAppPreferences") == Self.ok("SUCCESS"))
        #expect(await h.call("setMiniAppPreference", #"{"preferenceKey":"theme","preferenceValue":"dark\u0000\u2028"}"#) == Self.ok("SUCCESS"))
        #expect(await h.call("getMiniAppPreference", #"{"preferenceKey":"theme"}"#) == Self.ok("dark\u{0}\u{2028}"))
        // Another store on the same directory (the next launch) finds it.
        let again = MiniAppPreferenceStore(directory: h.directory)
        #expect(try await again.value(forKey: "theme") == "dark\u{0}\u{2028}")
        #expect(FileManager.default.fileExists(atPath: h.directory.appendingPathComponent("preferences.sqlite").path))
        #expect(await h.call("removeMiniAppPreference", #"{"preferenceKey":"theme"}"#) == Self.ok("SUCCESS"))
        #expect(await h.call("getMiniAppPreference", #"{"preferenceKey":"theme"}"#) == Self.ok("null"))
        // Preferences and secure storage are separate stores.
        #expect(await h.call("getSecureStorageItem", #"{"secureStorageKey":"theme"}"#) == Self.err(#"{"type":"SecureStorageUnavailableError","message":"Storage not available"}"#))
    }

    @Test func preferencesAreBounded() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("prefs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = MiniAppPreferenceStore(directory: directory, maxBytes: 40_000)
        try await store.set("small", forKey: "a")
        await #expect(throws: MiniAppPreferenceError.full) { try await store.set(String(repeating: "x", count: 50_000), forKey: "b") }
        #expect(try await store.value(forKey: "b") == nil)
        #expect(try await store.value(forKey: "a") == "small")
        await #expect(throws: MiniAppPreferenceError.keyTooLong(maxBytes: 1024)) { try await store.set("v", forKey: String(repeating: "k", count: 1025)) }
        await #expect(throws: MiniAppPreferenceError.emptyKey) { try await store.value(forKey: "") }
        await #expect(throws: MiniAppPreferenceError.emptyValue) { try await store.set("", forKey: "a") }
    }

    /// Two stores on one file (two displays of the same mini app) writing at once: every
    /// write lands, through SQLite's lock.
    @Test func concurrentWritersAllLand() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("prefs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = MiniAppPreferenceStore(directory: directory)
        let second = MiniAppPreferenceStore(directory: directory)
        try await first.set("0", forKey: "seed")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<40 {
                let store = index.isMultiple(of: 2) ? first : second
                group.addTask { try await store.set("\(index)", forKey: "k\(index)") }
            }
            try await group.waitForAll()
        }
        for index in 0..<40 {
            #expect(try await first.value(forKey: "k\(index)") == "\(index)")
        }
    }

    @Test func withoutAHostServiceTheDefaultsAnswer() async {
        let h = MiniAppHarness(serving: QuietHost())
        #expect(await h.call("getPermissionStatus", #"{"permissionName":"microphone"}"#) == Self.ok("unknown"))
        #expect(await h.call("miniAppFinishedLoading") == Self.ok("SUCCESS"))
        // The system browser opens web pages only.
        #expect(await h.call("launchExternalBrowser", #"{"url":"file:///etc/passwd"}"#) == Self.err(#"{"type":"InvalidUrlError","message":"URL is invalid."}"#))
        // Without a display there is no page to apply gestures, cookies or foreign pages to.
        #expect(await h.call("getAllCookies") == Self.notSupported("getAllCookies"))
        #expect(await h.call("forceInternalWebView", #"{"shouldOpenInNativeWebView":true}"#) == Self.notSupported("forceInternalWebView"))
    }

    /// A host that implements none of the newer services and opens nothing for real.
    @MainActor
    final class QuietHost: MiniAppMessageDelegate {
        var opened: [URL] = []
        func openExternal(_ url: URL) async { opened.append(url) }
    }

    /// `getFeatureList` tells the truth: the 5.6.1 actions and the newer ones this host answers.
    @Test func featureListIsWhatThisHostAnswers() async throws {
        let host = QuietHost()
        let h = MiniAppHarness(serving: host)
        guard case .string(let reply) = await h.call("getFeatureList") else { Issue.record("no reply"); return }
        let list = try JSONDecoder().decode([String].self, from: Data(reply.dropFirst().utf8))
        #expect(list.contains("getUserName"))
        #expect(list.contains("setMiniAppPreference"))
        #expect(list.contains("getFeatureList"))
        #expect(list.contains("miniAppFinishedLoading"))
        #expect(!list.contains("isLoggedIn"))
        #expect(!list.contains("getAllCookies"))
        // Every listed newer action is answered by something other than "not supported".
        for action in list where MiniAppMethods.newerActionNames.contains(action) {
            let param = Self.calls.first { $0.action == action }?.param ?? "null"
            #expect(await h.call(action, param) != Self.notSupported(action), "\(action)")
        }
        // And every newer action left out is "not supported".
        for action in MiniAppMethods.newerActionNames.subtracting(list) {
            let param = Self.calls.first { $0.action == action }?.param ?? "null"
            #expect(await h.call(action, param) == Self.notSupported(action), "\(action)")
        }
        // The system browser is the host's opener.
        #expect(host.opened == [URL(string: "https://example.com/")!])
    }

    @Test func finishedLoadingReachesTheObserver() async {
        let host = NewerServicesHost()
        let h = MiniAppHarness(serving: host)
        #expect(await h.call("miniAppFinishedLoading") == Self.ok("SUCCESS"))
        #expect(host.asked == ["finishedLoading demo"])
    }

    // MARK: - Host events and environment

    @Test func queryParametersTravelAsTheNameValueArray() {
        let event = MiniAppEvent.queryParameters("?navigateTo=page%201&x=1&flag")
        #expect(event.name == "miniappdidreceivequeryparams")
        #expect(event.detail == #"[{"name":"navigateTo","value":"page 1"},{"name":"x","value":"1"},{"name":"flag","value":""}]"#)
        #expect(MiniAppDialect(secret: "s").script(for: event)
            == #"window.MiniAppBridge&&window.MiniAppBridge.execCustomEventsCallback("miniappdidreceivequeryparams","[{\"name\":\"navigateTo\",\"value\":\"page 1\"},{\"name\":\"x\",\"value\":\"1\"},{\"name\":\"flag\",\"value\":\"\"}]")"#)
    }

    @Test func environmentKeepsFiveSixOneFieldsAndAddsTheNewerOnesWhenSet() {
        let plain = HostEnvironmentInfo(platformVersion: "1", hostVersion: "2", hostLocale: "en-US")
        #expect(MiniAppMethods.json(plain) == #"{"hostLocale":"en-US","hostVersion":"2","platformVersion":"1","sdkVersion":"5.6.1"}"#)
        let newer = HostEnvironmentInfo(platformVersion: "1", hostVersion: "2", hostLocale: "en-US", hostBuildType: .preProduction, deviceToken: "d", pushToken: "p")
        #expect(MiniAppMethods.json(newer) == #"{"deviceToken":"d","hostBuildType":"PRE-PRODUCTION","hostLocale":"en-US","hostVersion":"2","platformVersion":"1","pushToken":"p","sdkVersion":"5.6.1"}"#)
    }
}
