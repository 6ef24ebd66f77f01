import Foundation
import Testing

/// The `telegram` dialect in `miniapp open`: the real CLI, WebKitGTK under its own Xvfb,
/// the GTK chrome, a popup answered through its real dialog, a host event pressing the
/// main button, and `miniapp telegram-key` reading the key the run kept in `--data`.
@Suite(.serialized) struct TelegramEndToEndTests {
    static let fixture = "\(OpenRun.fixtures.path)/telegram"

    @Test func theChromePopupAndMainButtonAreTranscribedAndTheKeyIsKept() throws {
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("telegram-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: screenshot) }
        let profile = #"{"telegram": {"platform": "android", "startParam": "e2e"}, "hostEvents": [{"name": "mainButton", "at": 1500}]}"#
        let run = try OpenRun.open([Self.fixture, "--screenshot", screenshot.path], profile: profile)
        #expect(run.status == 0, "stderr: \(run.stderr)")

        // The launch parameters in the URL's hash, the handler's secret hidden.
        let start = run.lines("session").first { $0["event"] as? String == "start" }
        let url = start?["url"] as? String ?? ""
        #expect(url.contains("#tgWebAppData=") && url.contains("tgWebAppPlatform=android") && url.contains("tgWebAppStartParam=e2e"), "\(url)")
        #expect(run.lines("call").allSatisfy { $0["handler"] as? String == "TelegramWebviewProxy_<secret>" })

        // The chrome's changes, the popup through its GTK dialog, the tap, the close.
        let host = run.lines("host").map { "\($0["name"] ?? "") \($0["detail"] ?? "")" }
        #expect(host.contains("telegramChrome headerColor #112233"), "\(host)")
        #expect(host.contains("telegramChrome closingConfirmation on"), "\(host)")
        #expect(host.contains(#"telegramPopup popup Pay now? → button "ok" (automatic)"#), "\(host)")
        #expect(host.contains(#"telegramChrome mainButton "Pay ok" active"#), "\(host)")
        #expect(run.lines("event").contains { $0["dialect"] as? String == "telegram" && $0["name"] as? String == "main_button_pressed" })
        let popup = run.lines("reply").first { $0["action"] as? String == "web_app_open_popup" }
        #expect(popup?["value"] as? String == #"popup_closed {"button_id":"ok"}"#)
        #expect(run.lines("session").last?["outcome"] as? String == "closed")
        #expect(((try? Data(contentsOf: screenshot)) ?? Data()).starts(with: [0x89, 0x50, 0x4E, 0x47]))

        // The host's key, kept in the run's data folder, is the one telegram-key prints.
        let data = run.directory.appendingPathComponent("data").path
        let key = try CommandRun.miniapp(["telegram-key", "--data", data, "--with-bot-id"])
        #expect(key.status == 0, "\(key.stderr)")
        let parts = key.stdout.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(parts.first == "7000000000" && parts.last?.count == 64, "\(key.stdout)")
        let again = try CommandRun.miniapp(["telegram-key", "--data", data])
        #expect(again.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == parts.last)
    }

    @Test func aProfileWithoutTelegramGivesThePageNothingOfIt() throws {
        let run = try OpenRun.open([Self.fixture], profile: #"{"dialects": ["miniapp"]}"#, timeout: 3)
        let start = run.lines("session").first { $0["event"] as? String == "start" }
        #expect((start?["url"] as? String)?.contains("#") == false)
        #expect(run.lines("call").isEmpty)
        #expect(run.lines("error").contains { ($0["message"] as? String)?.contains("TelegramWebviewProxy") == true })
    }
}
