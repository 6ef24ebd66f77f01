import Foundation
@testable import MiniAppHost
import MiniAppKit
import Testing

/// The profile's `telegram` section: checked strictly, and turned into the launch, the
/// answers and the host's key `miniapp open` uses.
@MainActor
struct TelegramProfileTests {
    static let full = """
        {"telegram": {
          "botToken": "123456:AAH-secret_x", "signingKey": "\(String(repeating: "ab", count: 32))",
          "user": {"id": 5, "first_name": "Ann", "last_name": "Lee", "username": "ann", "language_code": "ja", "is_premium": true},
          "chat": {"id": -100, "type": "supergroup", "title": "Q&A"}, "chatType": "supergroup", "chatInstance": "-81",
          "startParam": "ref", "queryId": "AAQ", "canSendAfter": 10, "platform": "android",
          "theme": {"button_color": "#ABC"}, "darkTheme": {"bg_color": "#101010"}, "defaultColors": {"bg_color": "#ffffff"},
          "showSettings": true, "botInline": true, "fullscreen": false, "fullscreenSupported": false, "popup": "dismiss",
          "writeAccess": "cancelled", "phone": "ask", "phoneNumber": "+4412345", "locationAccess": "allowed",
          "biometry": {"available": true, "type": "finger", "access": "allowed", "authenticates": false},
          "emojiStatusAccess": "allowed", "emojiStatus": "USER_DECLINED", "preparedMessage": "sent", "invoice": "pending",
          "requestChat": false, "homeScreen": {"status": "added", "adds": false}, "clipboard": "copied", "qrCodes": ["a", "b"],
          "sensors": {"accelerometer": {"x": 0, "y": 0, "z": 9.8}, "deviceOrientation": {"alpha": 1, "beta": 2, "gamma": 3}},
          "fileDownload": "cancelled", "downloads": "/tmp/d", "customMethods": {"getBalance": {"value": 5}, "fail": {"error": "NOPE"}}
        },
        "hostEvents": [{"name": "mainButton"}, {"name": "secondaryButton"}, {"name": "settingsButton"}, {"name": "themeChanged", "text": "dark"}]}
        """

    @Test func everyKeyOfTheSectionReads() throws {
        let profile = try HostProfile.decode(Data(Self.full.utf8))
        let telegram = try #require(profile.telegram)
        #expect(telegram.botToken?.text == "123456:AAH-secret_x")
        #expect(telegram.signingKey?.seed == Data(repeating: 0xAB, count: 32))
        #expect(telegram.user?.languageCode == "ja" && telegram.user?.isPremium == true)
        #expect(telegram.chat?.title == "Q&A" && telegram.chatType == .supergroup && telegram.platform == .android)
        #expect(telegram.theme?["button_color"]?.hex == "#aabbcc")
        #expect(telegram.biometry?.type == .finger && telegram.homeScreen?.status == .added && telegram.invoice == .pending)
        #expect(telegram.sensors?.accelerometer?.z == 9.8 && telegram.customMethods?["fail"]?.error == .string("NOPE"))
        #expect(profile.hostEvents?.map(\.name) == [.mainButton, .secondaryButton, .settingsButton, .themeChanged])
    }

    @Test func badValuesAreRefusedAtTheirLineWithTheValidOnes() throws {
        func problem(_ section: String) throws -> String {
            let found = HostProfileParsingTests.problems("{\n\"telegram\": \(section)\n}")
            #expect(found.count == 1, "\(found)")
            return try #require(found.first).description
        }
        #expect(try problem(#"{"platform": "iphone"}"#).contains(#"line 2, column 26: telegram.platform: "iphone" is not one of "ios", "android""#))
        #expect(try problem(#"{"writeAccess": "yes"}"#).contains(#""yes" is not one of "allowed", "cancelled", "ask""#))
        #expect(try problem(#"{"botToken": "nope"}"#).contains("telegram.botToken: a bot token is <bot_id>:<secret>"))
        #expect(try problem(#"{"signingKey": "abc"}"#).contains("64 hex digits"))
        #expect(try problem(#"{"theme": {"bg_color": "white"}}"#).contains(#"a colour is #rrggbb, such as #2481cc; got "white""#))
        #expect(try problem(#"{"botTokn": "1:a"}"#).contains(#"did you mean "botToken"?"#))
        #expect(try problem(#"{"user": {"id": 1, "first_name": "A", "nick": "x"}}"#).contains("telegram.user.nick"))
        #expect(try problem(#"{"customMethods": {"a": {}}}"#).contains("give value, error or delayMs"))
    }

    @Test func theHostsKeyIsTheProfilesElseOneKeptInTheDataFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("telegram-key-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try TelegramHostKey.signer(nil, dataDirectory: folder)
        #expect(made.botToken == HostProfile.Telegram.demoBotToken)
        #expect(try TelegramHostKey.signer(nil, dataDirectory: folder).publicKeyHex == made.publicKeyHex, "the same key the next run")
        let file = folder.appendingPathComponent(TelegramHostKey.fileName).path
        #expect((try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let section = try #require(try HostProfile.decode(Data(Self.full.utf8)).telegram)
        let given = try TelegramHostKey.signer(section, dataDirectory: folder)
        #expect(given.botId == 123456 && given.publicKeyHex != made.publicKeyHex)
    }

    @Test func questionsArePromptedInAWindowAndAllowedHeadlessUnlessTheProfileSays() throws {
        let section = try #require(try HostProfile.decode(Data(Self.full.utf8)).telegram)
        let host = ProfileHost(profile: HostProfile())
        let headless = ProfileTelegramChrome(section: HostProfile.Telegram(), host: host, isInteractive: false, isDark: false)
        #expect(TelegramPrompt.Kind.allCases.allSatisfy { headless.consent($0) == .allowed })
        let window = ProfileTelegramChrome(section: HostProfile.Telegram(), host: host, isInteractive: true, isDark: false)
        #expect(TelegramPrompt.Kind.allCases.allSatisfy { window.consent($0) == .ask })
        let given = ProfileTelegramChrome(section: section, host: host, isInteractive: false, isDark: false)
        #expect(given.consent(.writeAccess) == .cancelled && given.consent(.phoneNumber) == .ask && given.consent(.fileDownload) == .cancelled)
        let popup = TelegramPopup(message: "m", buttons: [.init(id: "a", kind: .ok), .init(id: "b", kind: .cancel)])
        #expect(headless.popupAnswer(popup) == "a")
        #expect(given.popupAnswer(popup) == nil)
        #expect(ProfileTelegramChrome.theme(section, dark: true).colors["bg_color"] == "#101010")
        #expect(ProfileTelegramChrome.theme(section, dark: false).colors["button_color"] == "#aabbcc")
    }

    @Test func theAccountAndDeviceAnswerFromTheProfile() async throws {
        let section = try #require(try HostProfile.decode(Data(Self.full.utf8)).telegram)
        let host = ProfileHost(profile: HostProfile())
        var lines: [String] = []
        host.onActivity = { lines.append("\($0.name) \($0.detail ?? "")") }
        let chrome = ProfileTelegramChrome(section: section, host: host, isInteractive: false, isDark: false)
        let account = ProfileTelegramAccount(section: section, chrome: chrome, user: section.user ?? HostProfile.Telegram.demoUser)
        #expect(await account.requestWriteAccess() == false)
        #expect(await account.requestPhoneNumber()?.phoneNumber == "+4412345", "ask: a headless run's question approves")
        #expect(await account.openInvoice(slug: "s") == .pending)
        #expect(await account.requestChat(requestId: "r") == false)
        #expect(try await account.invokeCustomMethod("getBalance", params: .object([])) == .number(5))
        await #expect(throws: TelegramFailure("NOPE")) { try await account.invokeCustomMethod("fail", params: .object([])) }
        await #expect(throws: TelegramFailure.unsupported) { try await account.invokeCustomMethod("other", params: .object([])) }
        await #expect(throws: TelegramFailure("USER_DECLINED")) { try await account.setEmojiStatus(customEmojiId: "1", duration: nil) }
        let device = ProfileTelegramDevice(section: section, chrome: chrome)
        #expect(await device.readClipboardText() == "copied")
        #expect(await device.homeScreenStatus() == .added && device.readings(of: .gyroscope, every: .milliseconds(20), absolute: false) == nil)
        var codes: [String] = []
        for await code in try #require(device.scanQRCodes(text: "scan")) { codes.append(code) }
        #expect(codes == ["a", "b"])
        var readings: [TelegramSensorReading] = []
        for await reading in try #require(device.readings(of: .accelerometer, every: .milliseconds(20), absolute: false)) {
            readings.append(reading)
            if readings.count == 2 { break }
        }
        #expect(readings == [.vector(x: 0, y: 0, z: 9.8), .vector(x: 0, y: 0, z: 9.8)])
        #expect(lines.contains("telegramPrompt writeAccess Allow messages? → refused (profile)"))
        #expect(lines.contains("telegramCustomMethod fail {} → error \"NOPE\""))
    }

    @Test func chromeChangesAreWords() {
        var state = TelegramChromeState()
        state.mainButton.isVisible = true
        state.mainButton.text = "Pay"
        state.mainButton.isProgressVisible = true
        state.isBackButtonVisible = true
        state.needsClosingConfirmation = true
        #expect(ProfileTelegramChrome.changes(from: TelegramChromeState(), to: state) == [
            #"mainButton "Pay" active progress"#, "backButton shown", "closingConfirmation on",
        ])
    }

    @Test func theTranscriptHidesTheTelegramHandlersSecret() {
        #expect(Transcript.redacted("TelegramWebviewProxy_f36bfebff587c222") == "TelegramWebviewProxy_<secret>")
        #expect(Transcript.redacted("MiniAppBridge_abc") == "MiniAppBridge_<secret>")
        #expect(Transcript.redacted("sendMessageHandler") == "sendMessageHandler")
    }
}
