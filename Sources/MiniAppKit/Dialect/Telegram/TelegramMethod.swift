/// Every method of the Telegram Mini Apps protocol, Bot API 6.0 to 9.6, by its wire
/// name, with the version that introduced it (tma.js's `getReleaseVersion` map,
/// checked against the official JS's version gates and core.telegram.org).
package enum TelegramMethod: String, Sendable, CaseIterable {
    // 6.0
    case iframeReady = "iframe_ready"
    case iframeWillReload = "iframe_will_reload"
    case close = "web_app_close"
    case dataSend = "web_app_data_send"
    case expand = "web_app_expand"
    case openLink = "web_app_open_link"
    case ready = "web_app_ready"
    case requestTheme = "web_app_request_theme"
    case requestViewport = "web_app_request_viewport"
    case setupMainButton = "web_app_setup_main_button"
    case setupClosingBehavior = "web_app_setup_closing_behavior"
    // 6.1
    case openTelegramLink = "web_app_open_tg_link"
    case openInvoice = "web_app_open_invoice"
    case setupBackButton = "web_app_setup_back_button"
    case setBackgroundColor = "web_app_set_background_color"
    case setHeaderColor = "web_app_set_header_color"
    case triggerHapticFeedback = "web_app_trigger_haptic_feedback"
    // 6.2
    case openPopup = "web_app_open_popup"
    // 6.4
    case openScanQRPopup = "web_app_open_scan_qr_popup"
    case closeScanQRPopup = "web_app_close_scan_qr_popup"
    case readTextFromClipboard = "web_app_read_text_from_clipboard"
    // 6.7
    case switchInlineQuery = "web_app_switch_inline_query"
    // 6.9
    case invokeCustomMethod = "web_app_invoke_custom_method"
    case requestWriteAccess = "web_app_request_write_access"
    case requestPhone = "web_app_request_phone"
    // 6.10
    case setupSettingsButton = "web_app_setup_settings_button"
    // 7.2
    case biometryGetInfo = "web_app_biometry_get_info"
    case biometryRequestAccess = "web_app_biometry_request_access"
    case biometryRequestAuth = "web_app_biometry_request_auth"
    case biometryUpdateToken = "web_app_biometry_update_token"
    case biometryOpenSettings = "web_app_biometry_open_settings"
    // 7.7
    case setupSwipeBehavior = "web_app_setup_swipe_behavior"
    // 7.8
    case shareToStory = "web_app_share_to_story"
    // 7.10
    case setupSecondaryButton = "web_app_setup_secondary_button"
    case setBottomBarColor = "web_app_set_bottom_bar_color"
    // 8.0
    case requestSafeArea = "web_app_request_safe_area"
    case requestContentSafeArea = "web_app_request_content_safe_area"
    case requestFullscreen = "web_app_request_fullscreen"
    case exitFullscreen = "web_app_exit_fullscreen"
    case toggleOrientationLock = "web_app_toggle_orientation_lock"
    case addToHomeScreen = "web_app_add_to_home_screen"
    case checkHomeScreen = "web_app_check_home_screen"
    case setEmojiStatus = "web_app_set_emoji_status"
    case requestEmojiStatusAccess = "web_app_request_emoji_status_access"
    case checkLocation = "web_app_check_location"
    case requestLocation = "web_app_request_location"
    case openLocationSettings = "web_app_open_location_settings"
    case requestFileDownload = "web_app_request_file_download"
    case sendPreparedMessage = "web_app_send_prepared_message"
    case startAccelerometer = "web_app_start_accelerometer"
    case stopAccelerometer = "web_app_stop_accelerometer"
    case startGyroscope = "web_app_start_gyroscope"
    case stopGyroscope = "web_app_stop_gyroscope"
    case startDeviceOrientation = "web_app_start_device_orientation"
    case stopDeviceOrientation = "web_app_stop_device_orientation"
    // 9.0
    case deviceStorageSaveKey = "web_app_device_storage_save_key"
    case deviceStorageGetKey = "web_app_device_storage_get_key"
    case deviceStorageClear = "web_app_device_storage_clear"
    case secureStorageSaveKey = "web_app_secure_storage_save_key"
    case secureStorageGetKey = "web_app_secure_storage_get_key"
    case secureStorageRestoreKey = "web_app_secure_storage_restore_key"
    case secureStorageClear = "web_app_secure_storage_clear"
    // 9.1
    case hideKeyboard = "web_app_hide_keyboard"
    // 9.6
    case requestChat = "web_app_request_chat"
    // Documented on core.telegram.org/api/web-events without a version.
    case verifyAge = "web_app_verify_age"

    /// The Bot API version that introduced the method (`nil`: documented without one).
    package var since: String? {
        switch self {
        case .iframeReady, .iframeWillReload, .close, .dataSend, .expand, .openLink, .ready, .requestTheme,
             .requestViewport, .setupMainButton, .setupClosingBehavior: "6.0"
        case .openTelegramLink, .openInvoice, .setupBackButton, .setBackgroundColor, .setHeaderColor, .triggerHapticFeedback: "6.1"
        case .openPopup: "6.2"
        case .openScanQRPopup, .closeScanQRPopup, .readTextFromClipboard: "6.4"
        case .switchInlineQuery: "6.7"
        case .invokeCustomMethod, .requestWriteAccess, .requestPhone: "6.9"
        case .setupSettingsButton: "6.10"
        case .biometryGetInfo, .biometryRequestAccess, .biometryRequestAuth, .biometryUpdateToken, .biometryOpenSettings: "7.2"
        case .setupSwipeBehavior: "7.7"
        case .shareToStory: "7.8"
        case .setupSecondaryButton, .setBottomBarColor: "7.10"
        case .requestSafeArea, .requestContentSafeArea, .requestFullscreen, .exitFullscreen, .toggleOrientationLock,
             .addToHomeScreen, .checkHomeScreen, .setEmojiStatus, .requestEmojiStatusAccess, .checkLocation,
             .requestLocation, .openLocationSettings, .requestFileDownload, .sendPreparedMessage, .startAccelerometer,
             .stopAccelerometer, .startGyroscope, .stopGyroscope, .startDeviceOrientation, .stopDeviceOrientation: "8.0"
        case .deviceStorageSaveKey, .deviceStorageGetKey, .deviceStorageClear, .secureStorageSaveKey, .secureStorageGetKey,
             .secureStorageRestoreKey, .secureStorageClear: "9.0"
        case .hideKeyboard: "9.1"
        case .requestChat: "9.6"
        case .verifyAge: nil
        }
    }

    /// Whether Telegram runs the method only right after the user touched the page (Telegram
    /// for iOS: a touch in the last 10 seconds): opening links and settings, reading the clipboard.
    package var needsUserGesture: Bool {
        switch self {
        case .openLink, .readTextFromClipboard, .biometryOpenSettings, .openLocationSettings: true
        default: false
        }
    }

    /// The version this host reports in `tgWebAppVersion`: the highest whose every method
    /// it answers as Telegram documents (a test holds the method table to it).
    package static let supportedVersion = "9.6"

    /// Whether version `a` is at least `b`, compared as the official JS compares them
    /// (dot-separated integers, missing parts 0: `6.10` is newer than `6.9`).
    package static func version(_ a: String, isAtLeast b: String) -> Bool {
        let left = a.split(separator: ".").map { Int($0) ?? 0 }, right = b.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(left.count, right.count) {
            let x = index < left.count ? left[index] : 0, y = index < right.count ? right[index] : 0
            if x != y { return x > y }
        }
        return true
    }
}
