import Foundation

extension TelegramMethod {
    /// The call's correlation key in `params` (`req_id`, or an invoice's `slug`), which
    /// its answer carries: what the transcript shows as the call's id.
    static func correlation(in params: JSONValue, method: String) -> String? {
        let key = method == TelegramMethod.openInvoice.rawValue ? "slug" : "req_id"
        return params[key]?.stringValue
    }

    /// `params` checked and typed for this method, with the limits Telegram's clients
    /// apply (the official JS's checks, Telegram for iOS's reads).
    func arguments(from params: JSONValue) throws(TelegramFields.Problem) -> TelegramArguments {
        let f = TelegramFields(method: rawValue, object: params)
        switch self {
        case .iframeReady, .iframeWillReload, .expand, .ready, .requestTheme, .requestViewport, .closeScanQRPopup,
             .requestWriteAccess, .requestPhone, .biometryGetInfo, .biometryOpenSettings, .requestSafeArea,
             .requestContentSafeArea, .requestFullscreen, .exitFullscreen, .addToHomeScreen, .checkHomeScreen,
             .requestEmojiStatusAccess, .checkLocation, .requestLocation, .openLocationSettings, .stopAccelerometer,
             .stopGyroscope, .stopDeviceOrientation, .hideKeyboard:
            return .none
        case .close:
            return .close(returnBack: try f.optionalBool("return_back") ?? false)
        case .dataSend:
            guard let data = try f.text("data", required: true, limit: .max, nonEmpty: true) else { return .none }
            guard data.utf8.count <= 4096 else { throw .init(reason: "'\(rawValue)': 'data' must be at most 4096 bytes; it has \(data.utf8.count)") }
            return .sendData(data)
        case .openLink:
            let url = try f.string("url")
            guard let scheme = URL(string: url)?.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
                throw .init(reason: "'\(rawValue)': 'url' must be an http or https URL; got \"\(url)\"")
            }
            return .openLink(url: url, tryInstantView: try f.optionalBool("try_instant_view") ?? false, tryBrowser: try f.optionalString("try_browser"))
        case .openTelegramLink:
            let path = try f.string("path_full")
            guard path.hasPrefix("/") else { throw .init(reason: "'\(rawValue)': 'path_full' must be the path of a t.me link, starting with /; got \"\(path)\"") }
            return .openTelegramLink(pathFull: path, forceRequest: try f.optionalBool("force_request") ?? false)
        case .openInvoice:
            let slug = try f.string("slug")
            guard !slug.isEmpty else { throw .init(reason: "'\(rawValue)': 'slug' must not be empty") }
            return .invoice(slug: slug)
        case .setupMainButton, .setupSecondaryButton:
            return .bottomButton(try buttonUpdate(f, secondary: self == .setupSecondaryButton))
        case .setupBackButton, .setupSettingsButton:
            return .visibility(try f.bool("is_visible"))
        case .setupClosingBehavior:
            return .closingConfirmation(try f.bool("need_confirmation"))
        case .setHeaderColor:
            if let key = try f.choice("color_key", ["bg_color", "secondary_bg_color"], required: false) { return .headerColor(key) }
            guard f.value("color") != nil else { throw .init(reason: "'\(rawValue)': give 'color_key' (\"bg_color\" or \"secondary_bg_color\") or 'color' (#rrggbb)") }
            return .headerColor(try f.color("color", required: true) ?? "")
        case .setBackgroundColor, .setBottomBarColor:
            return .color(try f.color("color", required: true) ?? "")
        case .triggerHapticFeedback:
            switch try f.choice("type", ["impact", "notification", "selection_change"]) {
            case "impact": return .haptic(.impact(try f.choice("impact_style", ["light", "medium", "heavy", "rigid", "soft"]) ?? ""))
            case "notification": return .haptic(.notification(try f.choice("notification_type", ["error", "success", "warning"]) ?? ""))
            default: return .haptic(.selectionChanged)
            }
        case .openPopup:
            return .popup(try popup(f))
        case .openScanQRPopup:
            return .scanQR(text: try f.text("text", required: false, limit: 64))
        case .readTextFromClipboard, .deviceStorageClear, .secureStorageClear, .requestChat:
            return .request(id: try f.string("req_id"))
        case .switchInlineQuery:
            let query = try f.text("query", required: true, limit: 256) ?? ""
            guard case .array(let items)? = f.value("chat_types") ?? .array([]) else {
                throw .init(reason: "'\(rawValue)': 'chat_types' must be an array of \"users\", \"bots\", \"groups\", \"channels\"")
            }
            var types: [String] = []
            for item in items {
                guard let type = item.stringValue, ["users", "bots", "groups", "channels"].contains(type) else {
                    throw .init(reason: "'\(rawValue)': each of 'chat_types' must be \"users\", \"bots\", \"groups\" or \"channels\"; got \(item.jsonText)")
                }
                if !types.contains(type) { types.append(type) }
            }
            return .switchInlineQuery(query: query, chatTypes: types)
        case .invokeCustomMethod:
            let id = try f.string("req_id")
            let method = try f.string("method")
            guard !method.isEmpty else { throw .init(reason: "'\(rawValue)': 'method' must not be empty") }
            return .customMethod(id: id, method: method, params: f.value("params") ?? .object([]))
        case .biometryRequestAccess, .biometryRequestAuth:
            return .biometryReason(try f.text("reason", required: false, limit: 128).flatMap { $0.isEmpty ? nil : $0 })
        case .biometryUpdateToken:
            return .biometryToken(token: try f.text("token", required: false, limit: 1024) ?? "",
                                  reason: try f.text("reason", required: false, limit: 128).flatMap { $0.isEmpty ? nil : $0 })
        case .setupSwipeBehavior:
            return .swipes(allowVertical: try f.bool("allow_vertical_swipe"))
        case .shareToStory:
            return .story(try story(f))
        case .startAccelerometer, .startGyroscope, .startDeviceOrientation:
            return .sensor(refreshRate: try f.optionalInteger("refresh_rate", in: 20...1000) ?? 1000,
                           needAbsolute: self == .startDeviceOrientation ? try f.optionalBool("need_absolute") ?? false : false)
        case .toggleOrientationLock:
            return .orientationLock(try f.bool("locked"))
        case .setEmojiStatus:
            let id = try f.string("custom_emoji_id")
            guard !id.isEmpty, id.allSatisfy(\.isNumber) else {
                throw .init(reason: "'\(rawValue)': 'custom_emoji_id' must be a custom emoji's numeric id; got \"\(id)\"")
            }
            return .emojiStatus(customEmojiId: id, duration: try f.optionalInteger("duration", in: 1...Int(Int32.max)))
        case .requestFileDownload:
            let url = try f.string("url")
            // The official JS sends `file_name`; core.telegram.org/api/web-events names it `filename`.
            let name = f.value("file_name") != nil ? try f.string("file_name") : try f.string("filename")
            return .fileDownload(url: url, fileName: name)
        case .sendPreparedMessage:
            return .preparedMessage(id: try f.string("id"))
        case .deviceStorageGetKey, .secureStorageGetKey, .secureStorageRestoreKey:
            return .storageKey(id: try f.string("req_id"), key: params["key"])
        case .deviceStorageSaveKey, .secureStorageSaveKey:
            return .storageSave(id: try f.string("req_id"), key: params["key"], value: params["value"])
        case .verifyAge:
            return .other(params)
        }
    }

    private func buttonUpdate(_ f: TelegramFields, secondary: Bool) throws(TelegramFields.Problem) -> TelegramArguments.ButtonUpdate {
        var update = TelegramArguments.ButtonUpdate()
        update.isVisible = try f.optionalBool("is_visible")
        update.isActive = try f.optionalBool("is_active")
        update.isProgressVisible = try f.optionalBool("is_progress_visible")
        update.text = try f.text("text", required: false, limit: 64)
        update.color = try f.color("color", required: false)
        update.textColor = try f.color("text_color", required: false)
        update.hasShineEffect = try f.optionalBool("has_shine_effect")
        update.iconCustomEmojiId = try f.optionalString("icon_custom_emoji_id")
        if secondary {
            update.position = try f.choice("position", TelegramBottomButton.Position.allCases.map(\.rawValue), required: false)
                .flatMap(TelegramBottomButton.Position.init(rawValue:))
        }
        return update
    }

    private func popup(_ f: TelegramFields) throws(TelegramFields.Problem) -> TelegramPopup {
        let title = try f.text("title", required: false, limit: 64)
        let message = try f.text("message", required: true, limit: 256, nonEmpty: true) ?? ""
        guard case .array(let items)? = f.value("buttons") else {
            throw .init(reason: "'\(rawValue)': 'buttons' must be an array of 1 to 3 buttons {id, type, text}")
        }
        guard (1...3).contains(items.count) else { throw .init(reason: "'\(rawValue)': a popup has 1 to 3 buttons; got \(items.count)") }
        var buttons: [TelegramPopup.Button] = []
        for (index, item) in items.enumerated() {
            guard case .object = item else { throw .init(reason: "'\(rawValue)': buttons[\(index)] must be an object {id, type, text}") }
            let b = TelegramFields(method: rawValue, object: item, path: "buttons[\(index)].")
            let id = try b.text("id", required: false, limit: 64) ?? ""
            let kind = TelegramPopup.Button.Kind(rawValue: try b.choice("type", TelegramPopup.Button.Kind.allCases.map(\.rawValue), required: false) ?? "default") ?? .default
            let text = kind == .default || kind == .destructive ? try b.text("text", required: true, limit: 64, nonEmpty: true) : nil
            buttons.append(TelegramPopup.Button(id: id, kind: kind, text: text))
        }
        return TelegramPopup(title: title.flatMap { $0.isEmpty ? nil : $0 }, message: message, buttons: buttons)
    }

    private func story(_ f: TelegramFields) throws(TelegramFields.Problem) -> TelegramStoryShare {
        let media = try f.string("media_url")
        guard let scheme = URL(string: media)?.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .init(reason: "'\(rawValue)': 'media_url' must be an http or https URL; got \"\(media)\"")
        }
        var story = TelegramStoryShare(mediaURL: media, text: try f.text("text", required: false, limit: 2048))
        if let link = f.value("widget_link") {
            guard case .object = link else { throw .init(reason: "'\(rawValue)': 'widget_link' must be an object {url, name}") }
            let l = TelegramFields(method: rawValue, object: link, path: "widget_link.")
            story.widgetLinkURL = try l.string("url")
            story.widgetLinkName = try l.text("name", required: false, limit: 48)
        }
        return story
    }
}
