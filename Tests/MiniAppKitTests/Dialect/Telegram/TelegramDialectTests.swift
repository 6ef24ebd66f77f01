import EngineConformance
import Foundation
import Testing
@testable import MiniAppKit

/// The `telegram` codec: what `postEvent`'s `eventData` may be, what is refused and how,
/// the delivery script, the launch hash, and the honest version.
@MainActor
@Suite struct TelegramDialectTests {
    @Test func noParamsArriveInEveryFormTheSDKsSend() async throws {
        let h = try TelegramHarness()
        // telegram-web-app.js sends JSON.stringify('') (the text ""), tma.js undefined (posted
        // as null); an empty string, "null" and {} mean no params too.
        for data in [#""\"\"""#, #""""#, "null", #""null""#, #""{}""#] {
            h.post("web_app_request_theme", data: data)
            #expect(await h.nextEvent().name == "theme_changed")
        }
        #expect(h.failures.isEmpty)
    }

    @Test func eventDataThatIsNotAJSONObjectIsRefusedAndTheWaitingPageStillHearsTheRefusal() async throws {
        let h = try TelegramHarness()
        for data in [#""[1]""#, #""42""#, #""\"text\"""#, #""{\"message\":""#, #"{"message":"x"}"#, "7", "true"] {
            h.post("web_app_open_popup", data: data)
            let event = await h.nextEvent()
            #expect(event.name == "popup_closed")
            #expect(event.object?.isEmpty == true)
        }
        #expect(h.failures.count == 7)
        for failure in h.failures {
            #expect(failure.code == "malformedMessage" && failure.message.hasPrefix("'web_app_open_popup': eventData"), "\(failure)")
        }
        #expect(h.chrome.popups.isEmpty)
    }

    @Test func messagesThatAreNotTheProxyScriptsAreRefusedWithoutAnswer() async throws {
        let h = try TelegramHarness()
        for body: MessageBody in [.string("nope"), .string("[]"), .string(#"["a",""]"#), .string(#"[1,"",null]"#), .string(#"["a","",true]"#), .string(#"["a","",["p",1]]"#), .json("{}"), .undefined] {
            h.engine.post(h.handler, body)
        }
        #expect(h.failures.count == 8)
        #expect(await h.isQuiet())
    }

    @Test func unknownMethodsAreAFailedLineAndNoEvent() async throws {
        let h = try TelegramHarness()
        h.call("web_app_teleport", #"{"to":"mars"}"#)
        #expect(h.failures.first?.code == "unknownAction")
        #expect(await h.isQuiet())
    }

    @Test func invalidParamsNameTheMemberAndGetTheMethodsRefusal() async throws {
        let h = try TelegramHarness()
        let cases: [(String, String, String, String)] = [
            ("web_app_open_popup", #"{"message":"","buttons":[{"type":"ok"}]}"#, "popup_closed", "'message' must not be empty"),
            ("web_app_open_popup", #"{"message":"m","buttons":[]}"#, "popup_closed", "1 to 3 buttons"),
            ("web_app_open_popup", #"{"message":"m","buttons":[{"type":"default"}]}"#, "popup_closed", "'buttons[0].text' is missing"),
            ("web_app_open_popup", #"{"message":"m","buttons":[{"type":"big","text":"x"}]}"#, "popup_closed", "'buttons[0].type' must be one of"),
            ("web_app_read_text_from_clipboard", "{}", "", "'req_id' is missing"),
            ("web_app_invoke_custom_method", #"{"req_id":"r","params":{}}"#, "custom_method_invoked", "'method' is missing"),
            ("web_app_start_accelerometer", #"{"refresh_rate":5}"#, "accelerometer_failed", "'refresh_rate' must be 20 to 1000"),
            ("web_app_set_emoji_status", #"{"custom_emoji_id":"smile"}"#, "emoji_status_failed", "numeric id"),
            ("web_app_setup_main_button", #"{"is_visible":true,"color":"red"}"#, "", "'color' must be a colour"),
            ("web_app_open_link", #"{"url":"javascript:alert(1)"}"#, "", "http or https"),
            ("web_app_data_send", "{\"data\":\"" + String(repeating: "x", count: 4097) + "\"}", "", "at most 4096 bytes"),
        ]
        for (method, params, event, message) in cases {
            let before = h.failures.count
            h.call(method, params, gesture: true)
            if event.isEmpty {
                #expect(await h.isQuiet(), "\(method)")
            } else {
                #expect(await h.nextEvent().name == event, "\(method)")
            }
            #expect(h.failures.count == before + 1)
            #expect(h.failures.last?.message.contains(message) == true, "\(method): \(h.failures.last?.message ?? "")")
        }
    }

    @Test func theClipboardIsReadOnlyDuringAUserGesture() async throws {
        let h = try TelegramHarness()
        let without = await h.answer("web_app_read_text_from_clipboard", #"{"req_id":"c1"}"#)
        #expect(without.name == "clipboard_text_received")
        #expect(without.object?["req_id"] as? String == "c1")
        #expect(without.object?["data"] == nil)
        #expect(h.failures.last?.code == "accessDenied")
        #expect(h.failures.last?.message.contains("the user has not touched the page") == true)
        let with = await h.answer("web_app_read_text_from_clipboard", #"{"req_id":"c2"}"#, gesture: true)
        #expect(with.object?["data"] as? String == "copied")
        // As in Telegram for iOS, one touch serves once, and only for 10 seconds.
        func read(_ id: String, input: String) async -> [String: Any]? {
            h.post("web_app_read_text_from_clipboard", data: JavaScriptLiteral.string(#"{"req_id":"\#(id)"}"#), input: input)
            return await h.nextEvent().object
        }
        #expect(await read("c3", input: #"["p",7,50]"#)?["data"] as? String == "copied")
        #expect(await read("c4", input: #"["p",7,60]"#)?["data"] == nil)
        #expect(h.failures.last?.message.contains("already used") == true)
        #expect(await read("c5", input: #"["p",8,10001]"#)?["data"] == nil)
        #expect(h.failures.last?.message.contains("10 seconds ago") == true)
        // A new page counts its inputs from 1 again.
        #expect(await read("c6", input: #"["q",1,5]"#)?["data"] as? String == "copied")
    }

    @Test func eventsAreDeliveredAsObjectsThroughTheDeliveryFunction() async throws {
        let h = try TelegramHarness()
        h.call("web_app_request_safe_area")
        _ = await h.nextEvent()
        let script = try #require(h.engine.evaluated.last)
        #expect(script == #"__miniAppKitTelegram("safe_area_changed",{"top":47,"bottom":34,"left":0,"right":0})"#)
        // Strings are escaped: U+2028 and quotes cannot break out of the literal.
        #expect(TelegramDialect.script(TelegramEvent("x\u{2028}\"", [("a", .string("</script>\u{2029}"))])) ==
            #"__miniAppKitTelegram("x\u2028\"",{"a":"</script>\u2029"})"#)
        #expect(TelegramDialect.script(TelegramEvent("main_button_pressed")) == #"__miniAppKitTelegram("main_button_pressed",null)"#)
    }

    @Test func theProxyScriptIsInjectedIntoTheMainFrameOfTheAppsOriginOnly() throws {
        let h = try TelegramHarness()
        let script = try #require(h.engine.scripts.first { $0.source.contains("TelegramWebviewProxy") })
        #expect(script.frames == .mainFrameOnly)
        #expect(script.injectionTime == .documentStart)
        #expect(script.allowList == ["mscheme.demo://miniapp/*"])
        #expect(script.source.contains(h.handler))
        #expect(h.engine.handlers[h.handler] == false)
        #expect(h.handler.count > "TelegramWebviewProxy_".count + 16)
    }

    @Test func everyMethodUpToTheReportedVersionIsAnswered() {
        let table = TelegramMethods.table
        for method in TelegramMethod.allCases {
            #expect(table[method.rawValue] != nil, "\(method.rawValue) has no implementation")
            if let since = method.since {
                #expect(TelegramMethod.version(TelegramMethod.supportedVersion, isAtLeast: since), "\(method.rawValue)")
            }
        }
        #expect(TelegramMethod.supportedVersion == "9.6")
        #expect(TelegramMethod.version("6.10", isAtLeast: "6.9"))
        #expect(!TelegramMethod.version("6.9", isAtLeast: "6.10"))
        #expect(TelegramMethod.version("9.6", isAtLeast: "9.6"))
    }

    @Test func scriptedAnswersAreTheMethodsEvents() async throws {
        let h = try TelegramHarness()
        h.endpoint.scriptedAnswers = { action in
            switch action {
            case "web_app_request_phone": ScriptedAnswer(outcome: .error(.string("x")))
            case "web_app_read_text_from_clipboard": ScriptedAnswer(outcome: .value(.object([("data", .string("scripted"))])))
            case "web_app_open_popup": ScriptedAnswer(outcome: .value(.array([.object([("event", .string("popup_closed")), ("data", .object([("button_id", .string("b"))]))])])))
            case "web_app_request_fullscreen": ScriptedAnswer(outcome: .error(.object([("error", .string("ALREADY_FULLSCREEN"))])))
            default: nil
            }
        }
        #expect(await h.answer("web_app_request_phone").object?["status"] as? String == "cancelled")
        let clipboard = await h.answer("web_app_read_text_from_clipboard", #"{"req_id":"r9"}"#, gesture: true)
        #expect(clipboard.object?["req_id"] as? String == "r9")
        #expect(clipboard.object?["data"] as? String == "scripted")
        #expect(await h.answer("web_app_open_popup", #"{"message":"m","buttons":[{"type":"ok"}]}"#).object?["button_id"] as? String == "b")
        let fullscreen = await h.answer("web_app_request_fullscreen")
        #expect(fullscreen.name == "fullscreen_failed")
        #expect(fullscreen.object?["error"] as? String == "ALREADY_FULLSCREEN")
        #expect(h.chrome.popups.isEmpty)
    }

    @Test func launchParametersAreAppendedToTheHashAsTelegramsClientsAppendThem() {
        let p = "tgWebAppVersion=9.6"
        func appended(_ url: String) -> String { TelegramLaunch.appending(p, to: URL(string: url)!).absoluteString }
        #expect(appended("https://a.example/app") == "https://a.example/app#tgWebAppVersion=9.6")
        #expect(appended("https://a.example/app#/route") == "https://a.example/app#/route?tgWebAppVersion=9.6")
        #expect(appended("https://a.example/app#x=1") == "https://a.example/app#x=1&tgWebAppVersion=9.6")
        #expect(appended("https://a.example/app#/r?q") == "https://a.example/app#/r?q&tgWebAppVersion=9.6")
        #expect(appended("https://a.example/app#") == "https://a.example/app#tgWebAppVersion=9.6")
    }

    @Test func theLaunchURLCarriesEveryParameterTheOfficialJSReads() throws {
        let signer = try TelegramInitDataSigner(botToken: "123456:secret", signingKeySeed: Data(repeating: 7, count: 32))
        let launch = TelegramLaunch(
            initData: .signed(TelegramInitData(user: TelegramUser(id: 5, firstName: "Ann + Bo"), startParam: "ref_1"), signer),
            platform: "ios", theme: .dark, showsSettingsButton: true, isBotInline: true, isFullscreen: true)
        let h = try TelegramHarness(launch: launch)
        let url = try #require(h.engine.loaded.first)
        let fragment = try #require(url.fragment(percentEncoded: true))
        let pairs = Dictionary(uniqueKeysWithValues: TelegramQueryString.decode(fragment).map { ($0.0, $0.1) })
        #expect(pairs["tgWebAppVersion"] == "9.6")
        #expect(pairs["tgWebAppPlatform"] == "ios")
        #expect(pairs["tgWebAppStartParam"] == "ref_1")
        #expect(pairs["tgWebAppShowSettings"] == "1")
        #expect(pairs["tgWebAppBotInline"] == "1")
        #expect(pairs["tgWebAppFullscreen"] == "1")
        let theme = try JSONSerialization.jsonObject(with: Data(try #require(pairs["tgWebAppThemeParams"]).utf8)) as? [String: String]
        #expect(theme?["bg_color"] == "#000000")
        let initData = try #require(pairs["tgWebAppData"])
        #expect(TelegramInitDataValidation.hashIsValid(initData, botToken: "123456:secret"))
        #expect(TelegramInitDataValidation.signatureIsValid(initData, botId: 123456, publicKeyHex: signer.publicKeyHex))
        let fields = Dictionary(uniqueKeysWithValues: TelegramQueryString.decode(initData).map { ($0.0, $0.1) })
        #expect(fields["user"] == #"{"id":5,"first_name":"Ann + Bo"}"#)
        #expect(fields["start_param"] == "ref_1")
        #expect(h.endpoint.chromeState.isSettingsButtonVisible)
    }
}
