import Foundation
import Testing
@testable import MiniAppKit

/// What a mini app receives from a host that implements none of the services: each
/// default of `Services/*Provider.swift` against docs/protocols/miniapp.md (§4.8's table
/// "What the page receives when the host does not implement a service at all", and §2's
/// error rows for the services that table leaves out).
@MainActor
@Suite struct UnimplementedServicesTests {
    /// A host that implements nothing: every answer is a default.
    @MainActor
    final class BareHost: MiniAppMessageDelegate {}

    nonisolated static func ok(_ value: String) -> ScriptMessageReply.Value { .string("S" + value) }
    nonisolated static func err(_ value: String) -> ScriptMessageReply.Value { .string("E" + value) }

    nonisolated static let conformJSON = #"{"type":"FAILED_TO_CONFORM_PROTOCOL","message":"Host app failed to implement required interface"}"#
    nonisolated static let conformCamelJSON = #"{"type":"FailedToConformToProtocol","message":"Host app failed to implement required interface"}"#

    /// §4.8, row by row (every custom permission granted, so the host is asked).
    @Test(arguments: [
        ("getUniqueId", "null", err("Host app failed to implement required interface")),
        ("getMessagingUniqueId", "null", err("Host app failed to implement required interface")),
        ("getMauid", "null", err("Host app failed to implement required interface")),
        ("getUserName", "null", err("Unknown error occurred in Host app Error domain with error code 1: Host app failed to implement required interface")),
        ("getProfilePhoto", "null", err("Unknown error occurred in Host app Error domain with error code 1: Host app failed to implement required interface")),
        // §2 row 13 and §4.8: 5.6.1 answers any contacts failure, "not implemented" included, with internalError.
        ("getContacts", "null", err("internalError: Host app failed to retrieve data")),
        ("getAccessToken", #"{"audience":"rae","scopes":["a"]}"#, err(conformCamelJSON)),
        ("getPoints", "null", err(conformCamelJSON)),
        ("requestPermission", #"{"permission":"location"}"#, err("FAILED_TO_CONFORM_PROTOCOL: Host app failed to implement required interface")),
        ("sendJsonToHostapp", #"{"jsonInfo":{"content":"{}"}}"#, err(conformJSON)),
        ("sendInfoToHostapp", #"{"universalBridgeInfo":{"key":"k"}}"#, err(conformJSON)),
        ("closeMiniApp", #"{"withConfirmationAlert":false}"#, err(conformJSON)),
        ("getHostAppThemeColors", "null", err(conformJSON)),
        ("isDarkMode", "null", err(conformJSON)),
        ("sendAnalytics", #"{"analyticsInfo":{"eventType":"appear","actionType":"open","pageName":"p","componentName":"c","elementType":"e","data":"d"}}"#, err(conformJSON)),
        ("requestCustomPermissions", #"{"permissions":[{"name":"rakuten.miniapp.user.POINTS","description":"d"}]}"#,
         ok(#"{"permissions":[{"name":"rakuten.miniapp.user.POINTS","status":"ALLOWED"}]}"#)),
        ("shareInfo", #"{"shareInfo":{"content":"hi"}}"#, ok("SUCCESS")),
    ] as [(String, String, ScriptMessageReply.Value)])
    func sectionFourEightTable(action: String, param: String, expected: ScriptMessageReply.Value) async {
        let h = MiniAppHarness(serving: BareHost())
        #expect(await h.call(action, param) == expected, "\(action)")
    }

    /// The services §4.8's table leaves out, by their §2 error rows.
    @Test(arguments: [
        // Row 5 (no ad provider) and rows 6, 7 (free text).
        ("showAd", #"{"adType":0,"adUnitId":"x"}"#, err("FAILED_TO_CONFORM_PROTOCOL: Host app failed to implement required interface")),
        ("loadAd", #"{"adType":1,"adUnitId":"x"}"#, err("Host app failed to implement required interface")),
        // Rows 16–18: free text.
        ("sendMessageToContact", #"{"messageToContact":{"image":"i","text":"t","caption":"c","action":"a","bannerMessage":null}}"#, err("Host app failed to implement required interface")),
        ("sendMessageToContactId", #"{"contactId":"c1","messageToContact":{"image":"i","text":"t","caption":"c","action":"a","bannerMessage":null}}"#, err("Host app failed to implement required interface")),
        ("sendMessageToMultipleContacts", #"{"messageToContact":{"image":"i","text":"t","caption":"c","action":"a","bannerMessage":null}}"#, err("Host app failed to implement required interface")),
        // Row 21 and §4.5.
        ("downloadFile", #"{"filename":"f.txt","url":"https://example.com/f.txt","headers":{}}"#, err(conformCamelJSON)),
        // Row 27: host errors as row 28.
        ("setCloseAlert", #"{"closeAlertInfo":{"shouldDisplay":true,"title":"T","description":"D"}}"#, err(conformJSON)),
        // §1.7: without the host's location authorization.
        ("getCurrentPosition", #"{"locationOptions":{}}"#, err(#"{"code":2,"message":"application does not have sufficient geolocation permissions."}"#)),
        // Row 15: the SDK locks the orientation itself.
        ("setScreenOrientation", #"{"action":"rakuten.miniapp.screen.LOCK_PORTRAIT"}"#, ok("SUCCESS")),
    ] as [(String, String, ScriptMessageReply.Value)])
    func servicesBeyondTheTable(action: String, param: String, expected: ScriptMessageReply.Value) async {
        let h = MiniAppHarness(serving: BareHost())
        #expect(await h.call(action, param) == expected, "\(action)")
    }

    /// Row 20: the environment has a working default.
    @Test func environmentHasADefault() async {
        let h = MiniAppHarness(serving: BareHost())
        guard case .string(let text) = await h.call("getHostEnvironmentInfo") else { Issue.record("no reply"); return }
        #expect(text.hasPrefix("S{"))
        #expect(text.contains(#""hostLocale":"en-US""#))
    }
}
