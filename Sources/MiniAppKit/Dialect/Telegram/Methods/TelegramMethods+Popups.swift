extension TelegramMethods {
    /// Popups, the QR scanner, the clipboard and haptics.
    static var popups: [(TelegramMethod, Body)] {
        [
            (.openPopup, .later { endpoint, call in
                guard case .popup(let popup) = call.parameters.arguments else { return .none }
                let members: [(String, JSONValue)] = await endpoint.services.chrome.showPopup(popup).map { [("button_id", .string($0))] } ?? []
                return .event(TelegramEvent("popup_closed", .object(members)))
            }),
            (.openScanQRPopup, .now { endpoint, call in
                guard case .scanQR(let text) = call.parameters.arguments else { return .none }
                guard let codes = endpoint.services.device?.scanQRCodes(text: text) else { return refusal(.openScanQRPopup, call) }
                endpoint.scannerTask?.cancel()
                endpoint.scannerTask = Task { @MainActor [weak endpoint] in
                    for await code in codes {
                        guard !Task.isCancelled else { return }
                        endpoint?.bridge.push(TelegramEvent("qr_text_received", [("data", .string(code))]))
                    }
                    // The user closed the scanner (closing it from the page sends nothing).
                    guard !Task.isCancelled, let endpoint else { return }
                    endpoint.scannerTask = nil
                    endpoint.bridge.push(TelegramEvent("scan_qr_popup_closed"))
                }
                return .none
            }),
            (.closeScanQRPopup, .now { endpoint, _ in
                endpoint.scannerTask?.cancel()
                endpoint.scannerTask = nil
                return .none
            }),
            (.readTextFromClipboard, .later { endpoint, call in
                guard case .request(let id) = call.parameters.arguments else { return .none }
                guard let text = await endpoint.services.device?.readClipboardText() else { return refusal(.readTextFromClipboard, call) }
                return .event(TelegramEvent("clipboard_text_received", [("req_id", .string(id)), ("data", .string(text))]))
            }),
            (.triggerHapticFeedback, .now { endpoint, call in
                guard case .haptic(let feedback) = call.parameters.arguments else { return .none }
                endpoint.services.device?.performHaptic(feedback)
                return .none
            }),
        ]
    }
}
