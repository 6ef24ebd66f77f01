import EngineConformance
import Foundation
import Testing
@testable import MiniAppKit

/// Popups, account, device and location: each answered by its service, and by the
/// documented refusal when the host has no such service.
@MainActor
@Suite struct TelegramServicesTests {
    @Test func popupsAnswerTheButtonPressedOrADismissal() async throws {
        let h = try TelegramHarness()
        h.chrome.popupAnswer = "yes"
        let params = #"{"title":"T","message":"Sure?","buttons":[{"id":"yes","type":"default","text":"Yes"},{"id":"no","type":"destructive","text":"No"},{"id":"","type":"cancel"}]}"#
        #expect(await h.answer("web_app_open_popup", params).object?["button_id"] as? String == "yes")
        #expect(h.chrome.popups.first == TelegramPopup(title: "T", message: "Sure?", buttons: [
            .init(id: "yes", kind: .default, text: "Yes"), .init(id: "no", kind: .destructive, text: "No"), .init(id: "", kind: .cancel),
        ]))
        h.chrome.popupAnswer = nil
        let dismissed = await h.answer("web_app_open_popup", params)
        #expect(dismissed.name == "popup_closed" && dismissed.object?.isEmpty == true)
    }

    @Test func withoutServicesEveryWaitingCallHearsItsDocumentedRefusal() async throws {
        let h = try TelegramHarness(full: false)
        h.chrome.promptAnswer = false
        let expected: [(String, String?, String, String, Any)] = [
            ("web_app_read_text_from_clipboard", #"{"req_id":"c"}"#, "clipboard_text_received", "req_id", "c"),
            ("web_app_open_scan_qr_popup", nil, "scan_qr_popup_closed", "", 0),
            ("web_app_open_invoice", #"{"slug":"s1"}"#, "invoice_closed", "status", "failed"),
            ("web_app_request_write_access", nil, "write_access_requested", "status", "cancelled"),
            ("web_app_request_phone", nil, "phone_requested", "status", "cancelled"),
            ("web_app_invoke_custom_method", #"{"req_id":"m","method":"getBalance","params":{}}"#, "custom_method_invoked", "error", "UNSUPPORTED"),
            ("web_app_biometry_get_info", nil, "biometry_info_received", "available", false),
            ("web_app_biometry_request_access", nil, "biometry_info_received", "available", false),
            ("web_app_biometry_request_auth", nil, "biometry_auth_requested", "status", "failed"),
            ("web_app_biometry_update_token", #"{"token":"t"}"#, "biometry_token_updated", "status", "failed"),
            ("web_app_add_to_home_screen", nil, "home_screen_failed", "error", "UNSUPPORTED"),
            ("web_app_check_home_screen", nil, "home_screen_checked", "status", "unsupported"),
            ("web_app_set_emoji_status", #"{"custom_emoji_id":"5"}"#, "emoji_status_failed", "error", "UNSUPPORTED"),
            ("web_app_request_emoji_status_access", nil, "emoji_status_access_requested", "status", "cancelled"),
            ("web_app_check_location", nil, "location_checked", "available", false),
            ("web_app_request_location", nil, "location_requested", "available", false),
            ("web_app_request_file_download", #"{"url":"https://a.example/f.pdf","file_name":"f.pdf"}"#, "file_download_requested", "status", "cancelled"),
            ("web_app_send_prepared_message", #"{"id":"p"}"#, "prepared_message_failed", "error", "UNSUPPORTED"),
            ("web_app_start_accelerometer", nil, "accelerometer_failed", "error", "UNSUPPORTED"),
            ("web_app_start_gyroscope", nil, "gyroscope_failed", "error", "UNSUPPORTED"),
            ("web_app_start_device_orientation", nil, "device_orientation_failed", "error", "UNSUPPORTED"),
            ("web_app_request_chat", #"{"req_id":"q"}"#, "requested_chat_failed", "req_id", "q"),
            ("web_app_secure_storage_restore_key", #"{"req_id":"s","key":"k"}"#, "secure_storage_failed", "error", "RESTORE_UNAVAILABLE"),
        ]
        for (method, params, event, key, value) in expected {
            let answer = await h.answer(method, params, gesture: true)
            #expect(answer.name == event, "\(method)")
            if !key.isEmpty {
                #expect((answer.object?[key] as? NSObject)?.isEqual(value) == true, "\(method): \(String(describing: answer.object))")
            }
        }
        #expect(h.failures.isEmpty)
    }

    @Test func accountFlowsAnswerFromTheAccount() async throws {
        let h = try TelegramHarness()
        #expect(await h.answer("web_app_request_write_access").object?["status"] as? String == "allowed")
        #expect(await h.answer("web_app_request_phone").object?["status"] as? String == "sent")
        let contact = await h.answer("web_app_invoke_custom_method", #"{"req_id":"g","method":"getRequestedContact","params":{}}"#)
        let text = try #require(contact.object?["result"] as? String)
        #expect(text.hasPrefix("contact=%7B%22user_id%22%3A42%2C%22phone_number%22%3A%22%2B15550100%22"))
        let invoice = await h.answer("web_app_open_invoice", #"{"slug":"abc"}"#)
        #expect(invoice.object?["slug"] as? String == "abc" && invoice.object?["status"] as? String == "paid")
        #expect(await h.answer("web_app_set_emoji_status", #"{"custom_emoji_id":"5368324170671202286","duration":60}"#).name == "emoji_status_set")
        h.account.emojiFailure = TelegramFailure("SUGGESTED_EMOJI_INVALID")
        #expect(await h.answer("web_app_set_emoji_status", #"{"custom_emoji_id":"1"}"#).object?["error"] as? String == "SUGGESTED_EMOJI_INVALID")
        #expect(await h.answer("web_app_request_emoji_status_access").object?["status"] as? String == "allowed")
        #expect(await h.answer("web_app_request_chat", #"{"req_id":"ok"}"#).name == "requested_chat_sent")
        #expect(await h.answer("web_app_request_chat", #"{"req_id":"no"}"#).name == "requested_chat_failed")
        let custom = await h.answer("web_app_invoke_custom_method", #"{"req_id":"x","method":"getBalance","params":{"a":1}}"#)
        #expect(custom.object?["result"] as? String == "done")
        h.account.customResult = .failure(TelegramFailure("NOT_FOUND"))
        #expect(await h.answer("web_app_invoke_custom_method", #"{"req_id":"y","method":"getBalance"}"#).object?["error"] as? String == "NOT_FOUND")
        h.call("web_app_open_tg_link", #"{"path_full":"/durov?start=1","force_request":true}"#)
        h.call("web_app_share_to_story", #"{"media_url":"https://a.example/p.jpg","text":"hi","widget_link":{"url":"https://a.example","name":"A"}}"#)
        h.call("web_app_switch_inline_query", #"{"query":"pizza","chat_types":["users","groups","users"]}"#)
        while !h.display.isClosed { try await Task.sleep(for: .milliseconds(5)) }
        #expect(h.account.log.contains("tg https://t.me/durov?start=1 true"))
        #expect(h.account.log.contains("story https://a.example/p.jpg"))
        #expect(h.account.log.contains(#"inline pizza ["users", "groups"]"#))
    }

    @Test func linksOpenWithTheDisplaysOpenerAfterAGesture() async throws {
        let h = try TelegramHarness(full: false)
        h.call("web_app_open_link", #"{"url":"https://example.com/a"}"#)
        h.call("web_app_open_link", #"{"url":"https://example.com/b","try_browser":"chrome"}"#, gesture: true)
        h.call("web_app_open_tg_link", #"{"path_full":"/c"}"#)
        while h.opened.count < 2 { try await Task.sleep(for: .milliseconds(5)) }
        #expect(h.opened.map(\.absoluteString) == ["https://example.com/b", "https://t.me/c"])
        #expect(h.failures.first?.code == "accessDenied")
    }

    @Test func aDownloadNeedsTheUsersApprovalAndASafeName() async throws {
        let h = try TelegramHarness()
        let ok = await h.answer("web_app_request_file_download", #"{"url":"https://a.example/r.pdf","file_name":"r.pdf"}"#)
        #expect(ok.object?["status"] as? String == "downloading")
        #expect(h.device.downloads == ["https://a.example/r.pdf r.pdf"])
        #expect(h.chrome.prompts == [.fileDownload])
        // `filename`, as core.telegram.org spells it, is read too.
        for params in [#"{"url":"http://a.example/r","file_name":"r"}"#, #"{"url":"https://a.example/r","filename":"../r"}"#] {
            #expect(await h.answer("web_app_request_file_download", params).object?["status"] as? String == "cancelled")
        }
        h.chrome.promptAnswer = false
        #expect(await h.answer("web_app_request_file_download", #"{"url":"https://a.example/r","file_name":"r"}"#).object?["status"] as? String == "cancelled")
        #expect(h.device.downloads.count == 1)
    }

    @Test func theScannerSendsEachCodeAndItsClosing() async throws {
        let h = try TelegramHarness()
        h.call("web_app_open_scan_qr_popup", #"{"text":"Scan"}"#)
        h.device.scanner?.yield("one")
        #expect(await h.nextEvent().object?["data"] as? String == "one")
        h.device.scanner?.finish()
        #expect(await h.nextEvent().name == "scan_qr_popup_closed")
        // Closed by the page: nothing is sent, and the scanner stops.
        h.call("web_app_open_scan_qr_popup")
        h.call("web_app_close_scan_qr_popup")
        h.device.scanner?.yield("late")
        #expect(await h.isQuiet())
    }

    @Test func sensorsStreamUntilStopped() async throws {
        let h = try TelegramHarness()
        #expect(await h.answer("web_app_start_accelerometer", #"{"refresh_rate":100}"#).name == "accelerometer_started")
        #expect(h.device.log == ["accelerometer 0.1 seconds false"])
        h.device.sensorContinuations[.accelerometer]?.yield(.vector(x: 1, y: 2, z: 9.81))
        let reading = await h.nextEvent()
        #expect(reading.name == "accelerometer_changed" && reading.object?["z"] as? Double == 9.81)
        #expect(await h.answer("web_app_start_accelerometer").name == "accelerometer_started")
        #expect(await h.answer("web_app_stop_accelerometer").name == "accelerometer_stopped")
        h.device.sensorContinuations[.accelerometer]?.yield(.vector(x: 0, y: 0, z: 0))
        #expect(await h.isQuiet())
        #expect(await h.answer("web_app_start_device_orientation", #"{"need_absolute":true}"#).name == "device_orientation_started")
        h.device.sensorContinuations[.deviceOrientation]?.yield(.orientation(alpha: 0.5, beta: 0.1, gamma: 0, absolute: true))
        #expect(await h.nextEvent().object?["absolute"] as? Bool == true)
        #expect(await h.answer("web_app_stop_gyroscope").name == "gyroscope_stopped")
    }

    @Test func hapticsHomeScreenAndClipboardReachTheDevice() async throws {
        let h = try TelegramHarness()
        h.call("web_app_trigger_haptic_feedback", #"{"type":"impact","impact_style":"heavy"}"#)
        h.call("web_app_trigger_haptic_feedback", #"{"type":"notification","notification_type":"success"}"#)
        h.call("web_app_trigger_haptic_feedback", #"{"type":"selection_change"}"#)
        #expect(h.device.haptics == [.impact("heavy"), .notification("success"), .selectionChanged])
        #expect(await h.answer("web_app_check_home_screen").object?["status"] as? String == "missed")
        #expect(await h.answer("web_app_add_to_home_screen").name == "home_screen_added")
        h.device.clipboard = nil
        let empty = await h.answer("web_app_read_text_from_clipboard", #"{"req_id":"e"}"#, gesture: true)
        #expect(empty.object?["data"] == nil && empty.object?["req_id"] as? String == "e")
    }

    @Test func biometryAsksOnceKeepsItsTokenAndAuthenticates() async throws {
        let h = try TelegramHarness()
        let info = await h.answer("web_app_biometry_get_info")
        #expect(info.object?["available"] as? Bool == true && info.object?["type"] as? String == "face")
        #expect(info.object?["access_requested"] as? Bool == false)
        let deviceId = try #require(info.object?["device_id"] as? String)
        #expect(deviceId.count == 32)
        #expect(await h.answer("web_app_biometry_request_access", #"{"reason":"Sign in"}"#).object?["access_granted"] as? Bool == true)
        h.chrome.promptAnswer = false
        #expect(await h.answer("web_app_biometry_request_access").object?["access_granted"] as? Bool == true)
        #expect(h.chrome.prompts == [.biometryAccess])
        #expect(await h.answer("web_app_biometry_update_token", #"{"token":"s3cret"}"#).object?["status"] as? String == "updated")
        let auth = await h.answer("web_app_biometry_request_auth", #"{"reason":"Unlock"}"#)
        #expect(auth.object?["status"] as? String == "authorized" && auth.object?["token"] as? String == "s3cret")
        let saved = await h.answer("web_app_biometry_get_info")
        #expect(saved.object?["token_saved"] as? Bool == true && saved.object?["device_id"] as? String == deviceId)
        #expect(await h.answer("web_app_biometry_update_token", #"{"token":""}"#).object?["status"] as? String == "removed")
        h.device.authenticates = false
        #expect(await h.answer("web_app_biometry_request_auth").object?["status"] as? String == "failed")
    }

    @Test func locationIsAskedForOnceThenReported() async throws {
        let h = try TelegramHarness()
        let before = await h.answer("web_app_check_location")
        #expect(before.object?["available"] as? Bool == true && before.object?["access_requested"] as? Bool == false)
        #expect(before.object?["access_granted"] == nil)
        let fix = await h.answer("web_app_request_location")
        #expect(fix.object?["latitude"] as? Double == 35.68 && fix.object?["course"] as? Int == 90)
        #expect(fix.object?["speed"] is NSNull)
        let after = await h.answer("web_app_check_location")
        #expect(after.object?["access_requested"] as? Bool == true && after.object?["access_granted"] as? Bool == true)
        #expect(h.chrome.prompts == [.locationAccess])
        h.call("web_app_open_location_settings", gesture: true)
        #expect(h.device.log == ["settings locationAccess"])
    }

    @Test func refusedLocationAccessIsRemembered() async throws {
        let h = try TelegramHarness()
        h.chrome.promptAnswer = false
        #expect(await h.answer("web_app_request_location").object?["available"] as? Bool == false)
        h.chrome.promptAnswer = true
        #expect(await h.answer("web_app_request_location").object?["available"] as? Bool == false)
        #expect(h.chrome.prompts == [.locationAccess])
    }
}
