import EngineConformance
import Foundation
import Testing
@testable import MiniAppKit

/// Lifecycle, theme, geometry and the chrome the host draws.
@MainActor
@Suite struct TelegramLifecycleAndChromeTests {
    @Test func themeViewportAndSafeAreasComeFromTheHost() async throws {
        let h = try TelegramHarness(launch: TelegramLaunch(theme: .light.merging(["button_color": "#112233"])))
        let theme = await h.answer("web_app_request_theme")
        #expect((theme.object?["theme_params"] as? [String: String])?["button_color"] == "#112233")
        let viewport = await h.answer("web_app_request_viewport")
        #expect(viewport.object?["height"] as? Int == 700)
        #expect(viewport.object?["width"] as? Int == 390)
        #expect(viewport.object?["is_expanded"] as? Bool == true)
        #expect(viewport.object?["is_state_stable"] as? Bool == true)
        #expect(await h.answer("web_app_request_safe_area").object?["top"] as? Int == 47)
        #expect(await h.answer("web_app_request_content_safe_area").object?["top"] as? Int == 10)
        #expect(await h.answer("web_app_expand").name == "viewport_changed")
        #expect(h.chrome.log == ["expand"])
        h.endpoint.setTheme(.dark)
        #expect((await h.nextEvent().object?["theme_params"] as? [String: String])?["bg_color"] == "#000000")
        h.chrome.viewport?.height = 600
        h.endpoint.viewportDidChange()
        #expect(await h.nextEvent().object?["height"] as? Int == 600)
        #expect(await h.nextEvent().name == "safe_area_changed")
        #expect(await h.nextEvent().name == "content_safe_area_changed")
    }

    @Test func withoutHostGeometryThePageMeasuresItself() async throws {
        let h = try TelegramHarness()
        h.chrome.viewport = nil
        h.call("web_app_request_viewport")
        _ = await h.nextEvent()
        #expect(h.engine.evaluated.last == #"__miniAppKitTelegram("viewport_changed",{"height":window.innerHeight,"width":window.innerWidth,"is_expanded":true,"is_state_stable":true})"#)
        #expect(await h.answer("web_app_request_safe_area").object?["bottom"] as? Int == 0)
    }

    @Test func readyAndCloseReachTheChromeAndCloseTheDisplay() async throws {
        let h = try TelegramHarness()
        h.call("web_app_ready")
        h.call("web_app_close", #"{"return_back":true}"#)
        #expect(h.chrome.log == ["ready", "close true"])
        #expect(h.display.isClosed)
        #expect(h.engine.closed)
    }

    @Test func sendDataGoesToTheBotAndCloses() async throws {
        let h = try TelegramHarness()
        h.call("web_app_data_send", #"{"data":"order 7"}"#)
        while !h.display.isClosed { try await Task.sleep(for: .milliseconds(5)) }
        #expect(h.account.log == ["data order 7"])
    }

    @Test func visibilityChangesWhenTheHostGoesToTheBackgroundAndBack() async throws {
        let h = try TelegramHarness()
        h.display.setActive(false)
        #expect(await h.nextEvent().object?["is_visible"] as? Bool == false)
        h.display.setActive(false)
        h.display.setActive(true)
        #expect(await h.nextEvent().object?["is_visible"] as? Bool == true)
        #expect(await h.isQuiet())
    }

    @Test func buttonsAndColoursAreTheChromesState() async throws {
        let h = try TelegramHarness()
        h.call("web_app_setup_main_button", ##"{"is_visible":true,"is_active":true,"text":"Pay","color":"#ABC","text_color":"#ffffff","has_shine_effect":true,"is_progress_visible":false}"##)
        h.call("web_app_setup_secondary_button", #"{"is_visible":true,"text":"Later","position":"top"}"#)
        h.call("web_app_setup_back_button", #"{"is_visible":true}"#)
        h.call("web_app_setup_settings_button", #"{"is_visible":true}"#)
        h.call("web_app_set_header_color", #"{"color_key":"secondary_bg_color"}"#)
        h.call("web_app_set_background_color", ##"{"color":"#102030"}"##)
        h.call("web_app_set_bottom_bar_color", ##"{"color":"#405060"}"##)
        h.call("web_app_setup_closing_behavior", #"{"need_confirmation":true}"#)
        h.call("web_app_setup_swipe_behavior", #"{"allow_vertical_swipe":false}"#)
        h.call("web_app_toggle_orientation_lock", #"{"locked":true}"#)
        let state = h.endpoint.chromeState
        #expect(state.mainButton.isVisible && state.mainButton.text == "Pay" && state.mainButton.color == "#aabbcc" && state.mainButton.hasShineEffect)
        #expect(state.secondaryButton.text == "Later" && state.secondaryButton.position == .top)
        #expect(state.isBackButtonVisible && state.isSettingsButtonVisible)
        #expect(state.headerColor == "secondary_bg_color" && state.backgroundColor == "#102030" && state.bottomBarColor == "#405060")
        #expect(state.needsClosingConfirmation && !state.allowsVerticalSwipes && state.isOrientationLocked && state.isActive)
        #expect(h.chrome.states.last == state)
        #expect(h.device.log == ["lock true"])
        // Telegram hides a button whose text is blank; the header takes a colour too.
        h.call("web_app_setup_main_button", #"{"is_visible":true,"text":"   "}"#)
        h.call("web_app_set_header_color", ##"{"color":"#FF0000"}"##)
        #expect(!h.endpoint.chromeState.mainButton.isVisible)
        #expect(h.endpoint.chromeState.headerColor == "#ff0000")
        #expect(await h.isQuiet())
    }

    @Test func theUsersTapsReachThePageOnlyOnButtonsItShows() async throws {
        let h = try TelegramHarness()
        #expect(!h.endpoint.pressMainButton())
        #expect(!h.endpoint.pressSettingsButton())
        h.display.back()
        #expect(await h.isQuiet())
        h.call("web_app_setup_main_button", #"{"is_visible":true,"text":"Go","is_active":false}"#)
        #expect(!h.endpoint.pressMainButton())
        h.call("web_app_setup_main_button", #"{"is_active":true}"#)
        #expect(h.endpoint.pressMainButton())
        #expect(await h.nextEvent().name == "main_button_pressed")
        h.call("web_app_setup_secondary_button", #"{"is_visible":true,"text":"No"}"#)
        #expect(h.endpoint.pressSecondaryButton())
        #expect(await h.nextEvent().name == "secondary_button_pressed")
        h.call("web_app_setup_settings_button", #"{"is_visible":true}"#)
        #expect(h.endpoint.pressSettingsButton())
        #expect(await h.nextEvent().name == "settings_button_pressed")
        h.call("web_app_setup_back_button", #"{"is_visible":true}"#)
        h.display.back()
        #expect(await h.nextEvent().name == "back_button_pressed")
    }

    @Test func fullscreenAnswersAsTelegramDocuments() async throws {
        let h = try TelegramHarness()
        #expect(await h.answer("web_app_exit_fullscreen").object?["is_fullscreen"] as? Bool == false)
        #expect(await h.answer("web_app_request_fullscreen").object?["is_fullscreen"] as? Bool == true)
        let again = await h.answer("web_app_request_fullscreen")
        #expect(again.name == "fullscreen_failed" && again.object?["error"] as? String == "ALREADY_FULLSCREEN")
        #expect(await h.answer("web_app_exit_fullscreen").object?["is_fullscreen"] as? Bool == false)
        h.chrome.fullscreenSupported = false
        let refused = await h.answer("web_app_request_fullscreen")
        #expect(refused.name == "fullscreen_failed" && refused.object?["error"] as? String == "UNSUPPORTED")
        #expect(h.chrome.log == ["fullscreen true", "fullscreen false", "fullscreen true"])
    }

    @Test func theChromeIsNotDrawnForAPageThatNeverSpeaksTelegram() async throws {
        let h = try TelegramHarness()
        #expect(h.chrome.states.isEmpty)
        h.call("web_app_ready")
        #expect(h.chrome.states.count == 1)
        #expect(h.chrome.states.first?.isActive == true)
    }
}
