import Foundation
import Testing
@testable import MiniAppKit

/// Every `miniapp` action answers with exactly the values of docs/protocols/miniapp.md §2.
@MainActor
@Suite struct MiniAppMethodsTests {
    typealias V = ScriptMessageReply.Value

    static func ok(_ value: String) -> V { .string("S" + value) }
    static func err(_ value: String) -> V { .string("E" + value) }

    @Test func identityMethods() async {
        let h = MiniAppHarness()
        #expect(await h.call("getUniqueId") == Self.ok("uid-1"))
        h.host.uniqueId = nil
        #expect(await h.call("getUniqueId") == Self.err("hostAppError: Host app Error"))
        #expect(await h.call("getMauid") == Self.err("Host app failed to implement required interface"))
    }

    @Test func userNameIsNonLossyBase64() async {
        let h = MiniAppHarness()
        #expect(await h.call("getUserName") == Self.ok("VGFybyBZYW1hZGE="))
        h.host.userName = "山田 太郎"
        #expect(await h.call("getUserName") == Self.ok("XHU1YzcxXHU3NTMwIFx1NTkyYVx1OTBjZQ=="))
        h.host.userName = ""
        #expect(await h.call("getUserName") == Self.err("Unknown Error"))
    }

    @Test func permissionGatedMethodsAnswerTheirPermissionErrors() async {
        let h = MiniAppHarness(granted: [])
        #expect(await h.call("getUserName") == Self.err(#"{"type":"userNamePermissionError","message":"Cannot get user name: Permission has not been accepted yet for getting user name."}"#))
        #expect(await h.call("getContacts") == Self.err(#"{"type":"contactsPermissionError","message":"Cannot get contacts: Permission has not been accepted yet for getting contacts."}"#))
        #expect(await h.call("getPoints") == Self.err(#"{"type":"pointsPermissionError","message":"Cannot get points: Permission has not been accepted yet for getting points."}"#))
        #expect(await h.call("getAccessToken", #"{"audience":"rae","scopes":[]}"#) == Self.err(#"{"type":"accessTokenPermissionError","message":"Cannot get access token: Permission has not been accepted yet for getting access token."}"#))
        #expect(await h.call("sendMessageToContactId", #"{"contactId":"c1","messageToContact":{"image":"","text":"t","caption":"","action":""}}"#)
            == Self.err("contactsPermissionError: Cannot get contacts: Permission has not been accepted yet for getting contacts."))
        #expect(await h.call("downloadFile", #"{"filename":"a","url":"https://x","headers":{}}"#) == Self.err(#"{"type":"userDenied","message":"User denied to share the detail"}"#))
        #expect(await h.call("getCurrentPosition", "{}") == Self.err(#"{"code":1,"message":"User denied Geolocation"}"#))
    }

    @Test func contactsOmitNilFields() async {
        let h = MiniAppHarness()
        guard case .string(let text) = await h.call("getContacts") else { Issue.record("no reply"); return }
        let decoded = try? JSONDecoder().decode([Contact].self, from: Data(text.dropFirst().utf8))
        #expect(decoded == h.host.contacts)
        #expect(!text.contains("null"))
        h.host.contacts = nil
        #expect(await h.call("getContacts") == Self.ok("null"))
    }

    @Test func accessTokenChecksAudienceAndScopes() async {
        let h = MiniAppHarness()
        #expect(await h.call("getAccessToken", #"{"audience":"rae","scopes":["a"]}"#)
            == Self.ok(#"{"token":"tok","validUntil":1700000000000,"scopes":{"audience":"rae","scopes":["a"]}}"#))
        #expect(await h.call("getAccessToken", #"{"audience":"other","scopes":["a"]}"#) == Self.err(#"{"type":"AudienceNotSupportedError"}"#))
        #expect(await h.call("getAccessToken", #"{"audience":"rae","scopes":["z"]}"#) == Self.err(#"{"type":"ScopesNotSupportedError"}"#))
        #expect(await h.call("getAccessToken", #"{"audience":"rae"}"#) == Self.err(#"{"type":"ScopesNotSupportedError"}"#))
        #expect(await h.call("getAccessToken", #"{"audience":"rae","scopes":[]}"#) != nil)
    }

    @Test func literalsAreExact() async {
        let h = MiniAppHarness()
        #expect(await h.call("getPoints") == Self.ok(#"{"standard":10,"term":2,"cash":1}"#))
        #expect(await h.call("isDarkMode") == Self.ok("true"))
        #expect(await h.call("shareInfo", #"{"shareInfo":{"content":"hi"}}"#) == Self.ok("SUCCESS"))
        #expect(await h.call("shareInfo", #"{"shareInfo":{"content":""}}"#) == Self.err("valueIsEmpty: The value which is passed is empty."))
        #expect(await h.call("shareInfo", "{}") == Self.err("invalidPermissionType"))
        #expect(await h.call("setScreenOrientation", #"{"action":"rakuten.miniapp.screen.LOCK_PORTRAIT"}"#) == Self.ok("SUCCESS"))
        #expect(await h.call("setScreenOrientation", #"{"action":"sideways"}"#) == Self.err("unexpectedMessageFormat: Please check the message format that is sent to Javascript SDK."))
        #expect(await h.call("setScreenOrientation", #"{"action":""}"#) == Self.err("valueIsEmpty: The value which is passed is empty."))
        #expect(await h.call("requestPermission", #"{"permission":"camera"}"#) == Self.err("invalidPermissionType: Permission type that is requested is invalid"))
        #expect(await h.call("requestPermission", #"{"permission":"location"}"#) == Self.err("FAILED_TO_CONFORM_PROTOCOL: Host app failed to implement required interface"))
        #expect(await h.call("sendJsonToHostapp", #"{"jsonInfo":{"content":"{\"a\":1}"}}"#) == Self.ok("SUCCESS"))
        #expect(h.host.received == [#"{"a":1}"#])
        #expect(await h.call("sendJsonToHostapp", #"{"jsonInfo":{"content":""}}"#) == Self.err(#"{"type":"valueIsEmpty","message":"The value which is passed is empty."}"#))
        #expect(await h.call("sendInfoToHostapp", #"{"universalBridgeInfo":{"key":"k"}}"#) == Self.err(#"{"type":"FAILED_TO_CONFORM_PROTOCOL","message":"Host app failed to implement required interface"}"#))
        #expect(await h.call("getHostAppThemeColors") == Self.err(#"{"type":"FAILED_TO_CONFORM_PROTOCOL","message":"Host app failed to implement required interface"}"#))
        #expect(await h.call("showAd", #"{"adType":0,"adUnitId":"x"}"#) == Self.err("FAILED_TO_CONFORM_PROTOCOL: Host app failed to implement required interface"))
        #expect(await h.call("showAd", #"{"adType":7,"adUnitId":"x"}"#) == Self.err("adIdError: Ad identifiers not provided or wrong request parameters format"))
        #expect(await h.call("loadAd", #"{"adType":1,"adUnitId":"x"}"#) == Self.err("Host app failed to implement required interface"))
    }

    @Test func chatRepliesQuoteTheContactId() async {
        let h = MiniAppHarness()
        let message = #"{"messageToContact":{"image":"i","text":"t","caption":"c","action":"a","bannerMessage":null}}"#
        #expect(await h.call("sendMessageToContact", message) == Self.err("Host app failed to implement required interface"))
        #expect(await h.call("sendMessageToContact", "{}") == Self.err("unexpectedMessageFormat: Please check the message format that is sent to Javascript SDK."))
        #expect(await h.call("sendMessageToContact", #"{"messageToContact":{"text":"t"}}"#) == Self.err("unexpectedMessageFormat: Please check the message format that is sent to Javascript SDK."))
    }

    @Test func closeMiniAppLeavesTheCallOpenOnSuccess() async {
        let h = MiniAppHarness()
        #expect(await h.call("closeMiniApp", #"{"withConfirmationAlert":false}"#, wait: .seconds(1)) == nil)
        #expect(h.host.closeCalls == 1)
        #expect(h.bridge.openCalls == 0)
        #expect(await h.call("closeMiniApp", "{}") == Self.err(#"{"type":"unexpectedMessageFormat","message":"Please check the message format that is sent to Javascript SDK."}"#))
    }

    @Test func environmentLocaleIsValidated() async {
        let h = MiniAppHarness()
        guard case .string(let text) = await h.call("getHostEnvironmentInfo") else { Issue.record("no reply"); return }
        #expect(text.hasPrefix("S{"))
        #expect(text.contains(#""sdkVersion":"5.6.1""#))
        #expect(text.contains(#""hostLocale":"en-US""#))
    }

    /// The newer actions the SDK answers itself when the host does not (and there is no
    /// display here for the defaults that act on a page).
    nonisolated static let sdkDefaulted: Set<String> = [
        "setMiniAppPreference", "getMiniAppPreference", "removeMiniAppPreference", "clearMiniAppPreferences",
        "launchExternalBrowser", "getPermissionStatus", "getFeatureList", "miniAppFinishedLoading",
    ]

    @Test(arguments: MiniAppMethods.newerActionNames.subtracting(sdkDefaulted).sorted())
    func unsupportedActionsAnswerFailedToConform(action: String) async {
        let h = MiniAppHarness()
        #expect(await h.call(action) == Self.err("{\"type\":\"FAILED_TO_CONFORM_PROTOCOL\",\"message\":\"Host app failed to implement required interface (\(action) is not supported by this host)\"}"))
    }

    @Test func customPermissionAlgorithmOrdersAnswers() async {
        let manifest = MiniAppManifest(optionalPermissions: [.init(name: .userName), .init(name: .contactList), .init(name: .points)])
        let h = MiniAppHarness(manifest: manifest, granted: [.points])
        let request = #"{"permissions":[{"name":"rakuten.miniapp.user.CONTACT_LIST","description":"d"},{"name":"bogus"},{"name":"rakuten.miniapp.user.POINTS"},{"name":"rakuten.miniapp.device.LOCATION"},{"name":"rakuten.miniapp.user.USER_NAME"}]}"#
        #expect(await h.call("requestCustomPermissions", request) == Self.ok(
            #"{"permissions":[{"name":"rakuten.miniapp.user.CONTACT_LIST","status":"ALLOWED"},{"name":"rakuten.miniapp.user.USER_NAME","status":"ALLOWED"},{"name":"rakuten.miniapp.user.POINTS","status":"ALLOWED"},{"name":"bogus","status":"PERMISSION_NOT_AVAILABLE"},{"name":"rakuten.miniapp.device.LOCATION","status":"DENIED"}]}"#))
        #expect(h.host.prompts == [[.contactList, .userName]])
        #expect(await h.call("requestCustomPermissions", #"{"permissions":[]}"#) == Self.err("invalidCustomPermissionsList: Error in list of Custom permissions that is passed, please check whether valid permission associated with name "))
        #expect(await h.call("requestCustomPermissions", "{}") == Self.err("invalidCustomPermissionRequest: Error in Custom Permission Request, please make sure the Custom permissions are passed in []"))
    }

    @Test func secureStorageFollowsFiveSixOne() async {
        let h = MiniAppHarness()
        #expect(await h.call("getSecureStorageItem", #"{"secureStorageKey":"k"}"#) == Self.err(#"{"type":"SecureStorageUnavailableError","message":"Storage not available"}"#))
        #expect(await h.call("getSecureStorageSize") == Self.ok(#"{"used":0,"max":40000}"#))
        #expect(await h.call("setSecureStorageItems", #"{"secureStorageItems":{"k":"v'\"\\\n"}}"#) == Self.ok("success"))
        #expect(await h.call("getSecureStorageItem", #"{"secureStorageKey":"k"}"#) == Self.ok("v'\"\\\n"))
        #expect(await h.call("getSecureStorageItem", #"{"secureStorageKey":"absent"}"#) == Self.ok("null"))
        #expect(await h.call("removeSecureStorageItems", #"{"secureStorageKeyList":["absent"]}"#) == Self.err(#"{"type":"SecureStorageIOError","message":"IO Error"}"#))
        #expect(await h.call("removeSecureStorageItems", #"{"secureStorageKeyList":["absent","k"]}"#) == Self.ok("success"))
        let big = String(repeating: "x", count: 50_000)
        #expect(await h.call("setSecureStorageItems", "{\"secureStorageItems\":{\"big\":\"\(big)\"}}") == Self.err(#"{"type":"SecureStorageFullError","message":"Storage size exceeded"}"#))
        #expect(await h.call("getSecureStorageItem", #"{"secureStorageKey":"big"}"#) == Self.ok("null"))
        #expect(await h.call("clearSecureStorage") == Self.ok("success"))
        #expect(await h.call("setSecureStorageItems", "{}") == Self.err(#"{"type":"unexpectedMessageFormat","message":"Please check the message format that is sent to Javascript SDK."}"#))
    }

    @Test func geolocationAnswersHandBuiltJSON() {
        let fix = Location(latitude: 35.6812, longitude: -1.5, altitude: 3, horizontalAccuracy: 5, verticalAccuracy: 10, speed: -1, course: -1)
        #expect(MiniAppMethods.positionJSON(fix, at: Date(timeIntervalSince1970: 2)) ==
            #"{"coords":{"latitude":35.6812,"longitude":-1.5, "altitude":3.0, "altitudeAccuracy":10.0, "accuracy":5.0, "speed":-1.0, "heading":-1.0}, "timestamp":2000}"#)
    }
}
