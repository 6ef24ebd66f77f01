import Foundation

extension TelegramMethods {
    /// What goes to the user's account and the bot: links, payments, permissions,
    /// contact, emoji status, messages, chats, stories, home screen, downloads.
    static var account: [(TelegramMethod, Body)] {
        [
            (.openLink, .later { endpoint, call in
                guard case .openLink(let text, let instantView, _) = call.parameters.arguments, let url = URL(string: text) else { return .none }
                await endpoint.openLink(url, inApp: instantView)
                return .none
            }),
            (.openTelegramLink, .later { endpoint, call in
                guard case .openTelegramLink(let path, let force) = call.parameters.arguments, let url = URL(string: "https://t.me" + path) else { return .none }
                if let account = endpoint.services.account {
                    await account.openTelegramLink(url, forceRequest: force)
                } else {
                    await endpoint.openLink(url, inApp: false)
                }
                return .none
            }),
            (.openInvoice, .later { endpoint, call in
                guard case .invoice(let slug) = call.parameters.arguments, let account = endpoint.services.account else { return refusal(.openInvoice, call) }
                let status = await account.openInvoice(slug: slug)
                let event = TelegramEvent("invoice_closed", [("slug", .string(slug)), ("status", .string(status.rawValue))])
                return status == .paid || status == .pending ? .event(event) : .failure(event)
            }),
            (.switchInlineQuery, .later { endpoint, call in
                guard case .switchInlineQuery(let query, let types) = call.parameters.arguments, let account = endpoint.services.account else { return .none }
                await account.switchInlineQuery(query, chatTypes: types)
                // Telegram for iOS leaves the mini app for the chat.
                endpoint.closeMiniApp(returnBack: false)
                return .none
            }),
            (.requestWriteAccess, .later { endpoint, call in
                guard await endpoint.services.account?.requestWriteAccess() == true else { return refusal(.requestWriteAccess, call) }
                return .event(TelegramEvent("write_access_requested", [("status", .string("allowed"))]))
            }),
            (.requestPhone, .later { endpoint, call in
                guard let contact = await endpoint.services.account?.requestPhoneNumber() else { return refusal(.requestPhone, call) }
                endpoint.share(contact)
                return .event(TelegramEvent("phone_requested", [("status", .string("sent"))]))
            }),
            (.requestEmojiStatusAccess, .later { endpoint, call in
                guard await endpoint.services.account?.requestEmojiStatusAccess() == true else { return refusal(.requestEmojiStatusAccess, call) }
                return .event(TelegramEvent("emoji_status_access_requested", [("status", .string("allowed"))]))
            }),
            (.setEmojiStatus, .later { endpoint, call in
                guard case .emojiStatus(let id, let duration) = call.parameters.arguments else { return .none }
                do throws(TelegramFailure) {
                    guard let account = endpoint.services.account else { throw .unsupported }
                    try await account.setEmojiStatus(customEmojiId: id, duration: duration)
                    return .event(TelegramEvent("emoji_status_set"))
                } catch {
                    return refusal(.setEmojiStatus, call, code: error.code)
                }
            }),
            (.sendPreparedMessage, .later { endpoint, call in
                guard case .preparedMessage(let id) = call.parameters.arguments else { return .none }
                do throws(TelegramFailure) {
                    guard let account = endpoint.services.account else { throw .unsupported }
                    try await account.sendPreparedMessage(id: id)
                    return .event(TelegramEvent("prepared_message_sent"))
                } catch {
                    return refusal(.sendPreparedMessage, call, code: error.code)
                }
            }),
            (.requestChat, .later { endpoint, call in
                guard case .request(let id) = call.parameters.arguments, await endpoint.services.account?.requestChat(requestId: id) == true else {
                    return refusal(.requestChat, call)
                }
                return .event(TelegramEvent("requested_chat_sent", [("req_id", .string(id))]))
            }),
            (.shareToStory, .later { endpoint, call in
                guard case .story(let story) = call.parameters.arguments else { return .none }
                await endpoint.services.account?.shareToStory(story)
                return .none
            }),
            (.addToHomeScreen, .later { endpoint, call in
                switch await endpoint.services.device?.addToHomeScreen() {
                case true?: return .event(TelegramEvent("home_screen_added"))
                case false?: return refusal(.addToHomeScreen, call, code: "USER_DECLINED")
                case nil: return refusal(.addToHomeScreen, call)
                }
            }),
            (.checkHomeScreen, .later { endpoint, _ in
                let status = await endpoint.services.device?.homeScreenStatus() ?? .unsupported
                return TelegramReply([TelegramEvent("home_screen_checked", [("status", .string(status.rawValue))])], isFailure: status == .unsupported)
            }),
            (.requestFileDownload, .later { endpoint, call in
                guard case .fileDownload(let text, let name) = call.parameters.arguments else { return .none }
                return await endpoint.download(text, as: name) ? .event(TelegramEvent("file_download_requested", [("status", .string("downloading"))]))
                    : refusal(.requestFileDownload, call)
            }),
        ]
    }
}

extension TelegramEndpoint {
    /// `web_app_open_link`: in an in-app browser window when asked (`try_instant_view`)
    /// and the engine has one, else with the display's external opener (the system browser).
    func openLink(_ url: URL, inApp: Bool) async {
        guard let display else { return }
        if inApp, display.opensBrowserWindows {
            _ = await display.showBrowserWindow(.web(BrowserPageRequest(url: url), controls: true))
        } else {
            await display.externalOpener(url)
        }
    }

    /// `web_app_request_file_download`, as Telegram for iOS checks it: an https URL
    /// under 32 KB, a file name without `/` under 256 bytes; then the user's approval
    /// (``TelegramChrome/ask(_:)``) and the device's download. Whether it started.
    func download(_ text: String, as name: String) async -> Bool {
        guard let url = URL(string: text), url.scheme?.lowercased() == "https", text.utf8.count < 32_768,
              !name.isEmpty, !name.contains("/"), name.utf8.count < 256, let device = services.device
        else { return false }
        let host = url.host ?? text
        let approved = await services.chrome.ask(TelegramPrompt(kind: .fileDownload, request: ConfirmationRequest(
            title: "Download \(name)?", message: "The mini app asks to download \(name) from \(host).",
            approveLabel: "Download", rejectLabel: "Cancel")))
        guard approved else { return false }
        return await device.downloadFile(url, fileName: name)
    }

    /// Keeps `contact` for `getRequestedContact`, signed for the bot as Telegram signs it
    /// (`contact=<json>&auth_date=…&hash=…`; the `hash` only when the host signs init data).
    func share(_ contact: TelegramSharedContact) {
        var json: [(String, JSONValue)] = [("user_id", .number(Double(contact.userId))), ("phone_number", .string(contact.phoneNumber)),
                                           ("first_name", .string(contact.firstName))]
        if let last = contact.lastName { json.append(("last_name", .string(last))) }
        let fields = [("contact", JSONValue.object(json).jsonText), ("auth_date", String(Int64(Date().timeIntervalSince1970)))]
        if case .signed(_, let signer) = launch.initData {
            sharedContact = TelegramQueryString.encode(fields + [("hash", TelegramInitDataSigner.hash(fields, botToken: signer.botToken))])
        } else {
            sharedContact = TelegramQueryString.encode(fields)
        }
    }
}
