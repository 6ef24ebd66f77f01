extension TelegramMethod {
    /// The event a successful call is answered with, whose payload a scripted answer's
    /// value gives (`nil` for methods Telegram answers with nothing).
    package var successEvent: String? {
        switch self {
        case .expand, .requestViewport: "viewport_changed"
        case .requestTheme: "theme_changed"
        case .openInvoice: "invoice_closed"
        case .openPopup: "popup_closed"
        case .openScanQRPopup: "qr_text_received"
        case .readTextFromClipboard: "clipboard_text_received"
        case .invokeCustomMethod: "custom_method_invoked"
        case .requestWriteAccess: "write_access_requested"
        case .requestPhone: "phone_requested"
        case .biometryGetInfo, .biometryRequestAccess: "biometry_info_received"
        case .biometryRequestAuth: "biometry_auth_requested"
        case .biometryUpdateToken: "biometry_token_updated"
        case .requestSafeArea: "safe_area_changed"
        case .requestContentSafeArea: "content_safe_area_changed"
        case .requestFullscreen, .exitFullscreen: "fullscreen_changed"
        case .addToHomeScreen: "home_screen_added"
        case .checkHomeScreen: "home_screen_checked"
        case .setEmojiStatus: "emoji_status_set"
        case .requestEmojiStatusAccess: "emoji_status_access_requested"
        case .checkLocation: "location_checked"
        case .requestLocation: "location_requested"
        case .requestFileDownload: "file_download_requested"
        case .sendPreparedMessage: "prepared_message_sent"
        case .startAccelerometer: "accelerometer_started"
        case .stopAccelerometer: "accelerometer_stopped"
        case .startGyroscope: "gyroscope_started"
        case .stopGyroscope: "gyroscope_stopped"
        case .startDeviceOrientation: "device_orientation_started"
        case .stopDeviceOrientation: "device_orientation_stopped"
        case .deviceStorageSaveKey: "device_storage_key_saved"
        case .deviceStorageGetKey: "device_storage_key_received"
        case .deviceStorageClear: "device_storage_cleared"
        case .secureStorageSaveKey: "secure_storage_key_saved"
        case .secureStorageGetKey: "secure_storage_key_received"
        case .secureStorageRestoreKey: "secure_storage_key_restored"
        case .secureStorageClear: "secure_storage_cleared"
        case .requestChat: "requested_chat_sent"
        default: nil
        }
    }

    /// Telegram's documented refusal of this call, for a host without the feature or a
    /// call the host could not run (`code` fills the `error` member where there is one):
    /// never silence where the page's callback waits. `nil` for methods Telegram answers
    /// with nothing, and for those whose answer needs a `req_id` (or `slug`) the call lacked.
    package func negative(correlation: String?, code: String = "UNSUPPORTED") -> TelegramReply? {
        func event(_ name: String, _ members: [(String, JSONValue)] = []) -> TelegramReply {
            .failure(TelegramEvent(name, members.isEmpty && !needsObject(name) ? nil : .object(members)))
        }
        func withID(_ name: String, _ members: [(String, JSONValue)] = []) -> TelegramReply? {
            guard let correlation else { return nil }
            return event(name, [("req_id", .string(correlation))] + members)
        }
        let error: [(String, JSONValue)] = [("error", .string(code))]
        switch self {
        case .openInvoice:
            guard let correlation else { return nil }
            return event("invoice_closed", [("slug", .string(correlation)), ("status", .string("failed"))])
        case .openPopup: return event("popup_closed")
        case .openScanQRPopup: return event("scan_qr_popup_closed")
        case .readTextFromClipboard: return withID("clipboard_text_received")
        case .invokeCustomMethod: return withID("custom_method_invoked", error)
        case .requestWriteAccess: return event("write_access_requested", [("status", .string("cancelled"))])
        case .requestPhone: return event("phone_requested", [("status", .string("cancelled"))])
        case .biometryGetInfo, .biometryRequestAccess: return event("biometry_info_received", [("available", .bool(false))])
        case .biometryRequestAuth: return event("biometry_auth_requested", [("status", .string("failed"))])
        case .biometryUpdateToken: return event("biometry_token_updated", [("status", .string("failed"))])
        case .requestFullscreen, .exitFullscreen: return event("fullscreen_failed", error)
        case .addToHomeScreen: return event("home_screen_failed", error)
        case .checkHomeScreen: return event("home_screen_checked", [("status", .string("unsupported"))])
        case .setEmojiStatus: return event("emoji_status_failed", error)
        case .requestEmojiStatusAccess: return event("emoji_status_access_requested", [("status", .string("cancelled"))])
        case .checkLocation: return event("location_checked", [("available", .bool(false))])
        case .requestLocation: return event("location_requested", [("available", .bool(false))])
        case .requestFileDownload: return event("file_download_requested", [("status", .string("cancelled"))])
        case .sendPreparedMessage: return event("prepared_message_failed", error)
        case .startAccelerometer, .stopAccelerometer: return event("accelerometer_failed", error)
        case .startGyroscope, .stopGyroscope: return event("gyroscope_failed", error)
        case .startDeviceOrientation, .stopDeviceOrientation: return event("device_orientation_failed", error)
        case .deviceStorageSaveKey, .deviceStorageGetKey, .deviceStorageClear:
            return withID("device_storage_failed", [("error", .string(code == "UNSUPPORTED" ? "UNKNOWN_ERROR" : code))])
        case .secureStorageSaveKey, .secureStorageGetKey, .secureStorageRestoreKey, .secureStorageClear:
            return withID("secure_storage_failed", error)
        case .requestChat: return withID("requested_chat_failed", error)
        default: return nil
        }
    }

    /// `popup_closed {}` carries an object even without a button (the official JS reads
    /// `eventData.button_id`); the other member-less refusals carry `null`.
    private func needsObject(_ name: String) -> Bool {
        name == "popup_closed"
    }
}
