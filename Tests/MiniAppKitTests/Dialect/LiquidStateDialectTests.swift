import Foundation
import Testing
@testable import MiniAppKit

/// The `liquidstate` codec alone: URLs in, typed requests or errors out; replies and
/// pushes in, JavaScript out.
@Suite struct LiquidStateDialectTests {
    let dialect = LiquidStateDialect(maxRequestBytes: 64 * 1024)
    static let page = URL(string: "mscheme.demo://miniapp/index.html")

    static func url(_ event: String, _ request: String?) -> String {
        guard let request else { return "liquidstate://app/\(event)" }
        return "liquidstate://app/\(event)?request=" + (request.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
    }

    func decode(_ raw: String) -> DecodedMessage<LiquidStateRequest> {
        let url = URL(string: raw) ?? URL(string: "liquidstate://app/")!
        return dialect.decode(navigation: NavigationAction(url: url, isMainFrame: true, rawURL: raw), mainFrameURL: Self.page)
    }

    func call(_ event: String, _ request: String?) throws -> BridgeCall<LiquidStateRequest> {
        guard case .call(let call) = decode(Self.url(event, request)) else {
            throw TestFailure("\(event) \(request ?? "") did not decode: \(decode(Self.url(event, request)))")
        }
        return call
    }

    func rejection(_ raw: String) throws -> (FailedCall, BridgeError) {
        guard case .rejected(let call, let error) = decode(raw) else { throw TestFailure("\(raw) was not rejected") }
        return (call, error)
    }

    struct TestFailure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    // MARK: - Every event

    @Test func decodesEveryEvent() throws {
        #expect(try call("reset", #"{"request_id":"a"}"#).parameters == .reset)
        #expect(try call("online_status", #"{"request_id":"b"}"#).parameters == .onlineStatus)
        #expect(try call("open_file", #"{"request_id":"c","request_data":{"path":"./files/x.pdf"}}"#).parameters == .openFile(path: "./files/x.pdf"))
        #expect(try call("set_authentication_status", #"{"request_id":"d","is_authenticated":true}"#).parameters == .setAuthenticationStatus(isAuthenticated: true))
        #expect(try call("set_notification_presentation_status", #"{"request_id":"e","request_data":{"is_ready":false}}"#).parameters == .setNotificationPresentationStatus(isReady: false))
        #expect(try call("set_back_override", #"{"is_enabled":true}"#).parameters == .setBackOverride(isEnabled: true))
        #expect(try call("user_location", #"{"request_id":"g"}"#).parameters == .userLocation)
        #expect(try call("feature_status", #"{"request_id":"h","feature":"biometrics"}"#).parameters == .featureStatus(feature: "biometrics"))
        #expect(try call("clearall", nil).parameters == .clearAll)
        #expect(try call("switch_tab", #"{"id":"t1","reset":false,"params":{"foo1":"bar1"}}"#).parameters
            == .switchTab(SwitchTabRequest(id: "t1", reset: false, params: .object([("foo1", .string("bar1"))]))))
        let tabs = try call("set_tab_appearance", #"{"request_data":{"tab1":{"title":"Favourites","icon_name":"star"},"tab3":{"title":{"key":"k","translations":{"en":"Favourite","fr":"Favoris"}},"icon_font_name":"custom","icon_code_point":"\\U234","hidden":true}}}"#)
        #expect(tabs.parameters == .setTabAppearance([
            TabAppearanceChange(tabId: "tab1", title: .text("Favourites"), icon: .named("star")),
            TabAppearanceChange(tabId: "tab3", title: .translations(key: "k", ["en": "Favourite", "fr": "Favoris"]), icon: .glyph(font: "custom", codePoint: 0x234), hidden: true),
        ]))
    }

    @Test func carriesTheIdAndOrigin() throws {
        let decoded = try call("online_status", #"{"request_id":"UUID-1"}"#)
        #expect(decoded.id == "UUID-1")
        #expect(decoded.action == "online_status")
        #expect(decoded.origin.channel == .navigation(isMainFrame: true))
        #expect(decoded.origin.handler == "liquidstate")
        #expect(decoded.origin.mainFrameURL == Self.page)
    }

    @Test func switchTabDefaultsAndVariants() throws {
        #expect(try call("switch_tab", #"{"id":"t1"}"#).parameters == .switchTab(SwitchTabRequest(id: "t1", reset: true)))
        #expect(try call("switch_tab", #"{"id":"t1","reset":true,"route":"/page1"}"#).parameters == .switchTab(SwitchTabRequest(id: "t1", route: "/page1")))
        // `params` typed String holding a JSON object: unwrapped.
        #expect(try call("switch_tab", #"{"id":"t1","params":"{\"a\":1}"}"#).parameters == .switchTab(SwitchTabRequest(id: "t1", params: .object([("a", .number(1))]))))
        #expect(try call("switch_tab", #"{"id":"t1","params":"plain"}"#).parameters == .switchTab(SwitchTabRequest(id: "t1", params: .string("plain"))))
    }

    @Test func readsPlusAsSpaceAndUnencodedJSON() throws {
        let plus = decode("liquidstate://app/open_file?request=%7B%22path%22:%22./my+file.pdf%22%7D")
        guard case .call(let call) = plus else { Issue.record("\(plus)"); return }
        #expect(call.parameters == .openFile(path: "./my file.pdf"))
        // A page that forgot encodeURIComponent: WebKit escapes only the quotes.
        let bare = decode(#"liquidstate://app/feature_status?request={%22request_id%22:%22r%22,%22feature%22:%22biometrics%22}"#)
        guard case .call(let call2) = bare else { Issue.record("\(bare)"); return }
        #expect(call2.id == "r")
    }

    @Test func codePointsInEveryWriting() {
        #expect(LiquidStateRequest.codePoint("E234") == 0xE234)
        #expect(LiquidStateRequest.codePoint("U+E234") == 0xE234)
        #expect(LiquidStateRequest.codePoint("\\uE234") == 0xE234)
        #expect(LiquidStateRequest.codePoint("\\U234") == 0x234)
        #expect(LiquidStateRequest.codePoint("0x2605") == 0x2605)
        #expect(LiquidStateRequest.codePoint("★") == 0x2605)
        #expect(LiquidStateRequest.codePoint("zz") == nil)
        #expect(LiquidStateRequest.codePoint("D800") == nil)
    }

    @Test func titlesResolveForTheLocale() {
        let title = TabTitle.translations(key: "k", ["en": "Favourite", "fr": "Favoris", "pt-BR": "Favoritos"])
        #expect(title.resolved(for: "fr-CA") == "Favoris")
        #expect(title.resolved(for: "fr") == "Favoris")
        #expect(title.resolved(for: "pt_PT") == "Favoritos")
        #expect(title.resolved(for: "de-DE") == "Favourite")
        #expect(TabTitle.translations(key: "k", ["fr": "Favoris"]).resolved(for: "de") == "k")
        #expect(TabTitle.translations(key: nil, ["fr": "Favoris"]).resolved(for: "de") == "Favoris")
        #expect(TabTitle.text("Home").resolved(for: "ja") == "Home")
    }

    // MARK: - Every error

    @Test func badPercentEncodingKeepsARecoverableId() throws {
        let (failed, error) = try rejection(#"liquidstate://app/online_status?request=%7B%22request_id%22%3A%22r9%22%2C%22x%22%3A%22%zz%22%7D"#)
        #expect(error.code == .malformedMessage)
        #expect(error.message.contains("percent-encoded"))
        #expect(failed.id == "r9")
        #expect(failed.action == "online_status")
    }

    @Test func notJSONNotAnObjectAndBadIds() throws {
        let (notJSON, notJSONError) = try rejection(Self.url("online_status", #"{"request_id":"r1", oops}"#))
        #expect(notJSONError.code == .malformedMessage && notJSONError.message.contains("not JSON"))
        #expect(notJSON.id == "r1")
        for (text, kind) in [("[1,2]", "an array"), ("42", "a number"), ("\"s\"", "a string"), ("null", "null")] {
            let (_, error) = try rejection(Self.url("online_status", text))
            #expect(error.code == .malformedMessage)
            #expect(error.message == "the request must be a JSON object; got \(kind)")
        }
        let (_, idError) = try rejection(Self.url("online_status", #"{"request_id":7}"#))
        #expect(idError.message == "'request_id' must be a string; got a number")
    }

    @Test func missingAndWronglyTypedFields() throws {
        let cases: [(String, String, String)] = [
            ("open_file", #"{"request_id":"1"}"#, "'open_file': 'path' (a string) is required"),
            ("open_file", #"{"request_id":"1","path":5}"#, "'open_file': 'path' must be a string; got a number"),
            ("open_file", #"{"request_id":"1","path":""}"#, "'open_file': 'path' must not be empty"),
            ("set_authentication_status", #"{"request_id":"1","is_authenticated":"yes"}"#, "'set_authentication_status': 'is_authenticated' must be a boolean; got a string"),
            ("set_notification_presentation_status", #"{"request_id":"1"}"#, "'set_notification_presentation_status': 'is_ready' (a boolean) is required"),
            ("set_back_override", #"{"request_id":"1","is_enabled":1}"#, "'set_back_override': 'is_enabled' must be a boolean; got a number"),
            ("feature_status", #"{"request_id":"1","feature":["biometrics"]}"#, "'feature_status': 'feature' must be a string; got an array"),
            ("switch_tab", #"{"request_id":"1","reset":true}"#, "'switch_tab': 'id' (a string) is required"),
            ("switch_tab", #"{"request_id":"1","id":"t1","reset":"no"}"#, "'switch_tab': 'reset' must be a boolean; got a string"),
            ("switch_tab", #"{"request_id":"1","id":"t1","route":3}"#, "'switch_tab': 'route' must be a string; got a number"),
            ("set_tab_appearance", #"{"request_id":"1"}"#, "'set_tab_appearance': name at least one tab id"),
            ("set_tab_appearance", #"{"request_id":"1","t1":"x"}"#, "'set_tab_appearance': tab 't1' must be an object; got a string"),
            ("set_tab_appearance", #"{"request_id":"1","t1":{"title":5}}"#, "'set_tab_appearance': tab 't1': 'title' must be a string or a translations object; got a number"),
            ("set_tab_appearance", #"{"request_id":"1","t1":{"title":{"key":"k"}}}"#, "'set_tab_appearance': tab 't1' title: 'translations' must be an object of language → text"),
            ("set_tab_appearance", #"{"request_id":"1","t1":{"icon_font_name":"f"}}"#, "'set_tab_appearance': tab 't1': 'icon_font_name' needs 'icon_code_point'"),
            ("set_tab_appearance", #"{"request_id":"1","t1":{"hidden":"yes"}}"#, "'set_tab_appearance': tab 't1': 'hidden' must be a boolean; got a string"),
            ("online_status", #"{"request_id":"1","request_data":[1]}"#, "'online_status': the request data must be an object; got an array"),
        ]
        for (event, request, message) in cases {
            let (failed, error) = try rejection(Self.url(event, request))
            #expect(error.code == .invalidParameters, "\(event) \(request)")
            #expect(error.message == message)
            #expect(failed.id == "1")
        }
    }

    @Test func unknownEventsAndDomains() throws {
        let (failed, error) = try rejection(Self.url("teleport", #"{"request_id":"u1"}"#))
        #expect(error.code == .unknownAction)
        #expect(error.message == "'teleport' is not an event of the liquidstate app domain")
        #expect(failed.id == "u1" && failed.action == "teleport")
        let (_, domain) = try rejection(#"liquidstate://nav/reset?request=%7B%22request_id%22%3A%22u2%22%7D"#)
        #expect(domain.code == .unknownAction)
        let (_, empty) = try rejection("liquidstate://app/")
        #expect(empty.code == .malformedMessage)
    }

    @Test func oversizedRequestsAreRefusedUnreadWithTheirId() throws {
        let big = #"{"request_id":"big1","path":"./"# + String(repeating: "x", count: 70 * 1024) + #""}"#
        let (failed, error) = try rejection(Self.url("open_file", big))
        #expect(error.code == .payloadTooLarge)
        #expect(failed.id == "big1")
    }

    // MARK: - Encoding

    @Test func repliesAreCommunicateCalls() {
        let call = FailedCall(id: "UUID", action: "online_status", origin: CallOrigin(handler: "liquidstate", channel: .navigation(isMainFrame: true), mainFrameURL: nil))
        let response = dialect.deliver(.response(event: "online_status", data: .object([("status", .bool(true))])), to: call, inline: false)
        #expect(response == .script(#"window.communicate({"purpose":"response","request_id":"UUID","event_type":"online_status","response_data":{"status":true}})"#))
        let error = dialect.reply(for: BridgeError(.invalidParameters, "bad \"x\"\u{2028}"), to: call)
        #expect(error == .failure(event: "online_status", type: .invalidRequest, message: "bad \"x\"\u{2028}"))
        #expect(dialect.deliver(error ?? .none, to: call, inline: false)
            == .script(#"window.communicate({"purpose":"response","request_id":"UUID","event_type":"online_status","error":{"type":"invalid_request","message":"bad \"x\"\u2028"}})"#))
        var anonymous = call
        anonymous.id = nil
        #expect(dialect.deliver(error ?? .none, to: anonymous, inline: false) == .nothing)
        #expect(dialect.deliver(.none, to: call, inline: false) == .nothing)
    }

    @Test func everyBridgeErrorHasAType() {
        let call = FailedCall(id: "1", action: "x", origin: CallOrigin(handler: "liquidstate", channel: .navigation(isMainFrame: true), mainFrameURL: nil))
        let pairs: [(BridgeError.Code, LiquidStateErrorType)] = [
            (.malformedMessage, .malformedRequest), (.invalidParameters, .invalidRequest), (.unknownAction, .unknownEvent),
            (.payloadTooLarge, .requestTooLarge), (.accessDenied, .accessDenied), (.timedOut, .timedOut), (.closed, .closed),
        ]
        for (code, type) in pairs {
            guard case .failure(_, let got, _)? = dialect.reply(for: BridgeError(code, "m"), to: call) else { Issue.record("\(code)"); continue }
            #expect(got == type)
        }
        let denied = dialect.reply(for: BridgeError(.accessDenied, "only pages of x", rule: .sameOrigin), to: call)
        #expect(denied == .failure(event: "x", type: .accessDenied, message: "same-origin: only pages of x"))
    }

    @Test func pushesAreCommunicateCalls() {
        #expect(dialect.script(for: .back) == #"window.communicate({"purpose":"lifecycle","id":"back"})"#)
        #expect(dialect.script(for: .switchTab(params: .object([("foo1", .string("bar1"))]), route: nil))
            == #"window.communicate({"purpose":"switch_tab","params":{"foo1":"bar1"}})"#)
        #expect(LiquidStatePush.switchTab(params: nil, route: "/page1").detail == #"{"purpose":"switch_tab","route":"/page1"}"#)
    }

    @Test func jsonNumbersKeepTheirForm() throws {
        #expect(try JSONValue.parse(#"{"a":[1,2.5,-3,true,null,"x"]}"#).jsonText == #"{"a":[1,2.5,-3,true,null,"x"]}"#)
    }
}
