extension TelegramMethods {
    /// Loading, closing, theme and geometry.
    static var lifecycle: [(TelegramMethod, Body)] {
        [
            // Web clients' iframe handshake: a native host has no `set_custom_style` to send.
            (.iframeReady, .now { _, _ in .none }),
            (.iframeWillReload, .now { _, _ in .none }),
            (.ready, .now { endpoint, _ in
                endpoint.services.chrome.miniAppReady()
                return .none
            }),
            (.expand, .now { endpoint, _ in
                endpoint.services.chrome.expand()
                return .event(endpoint.viewportChanged)
            }),
            (.close, .now { endpoint, call in
                guard case .close(let returnBack) = call.parameters.arguments else { return .none }
                endpoint.closeMiniApp(returnBack: returnBack)
                return .none
            }),
            (.dataSend, .later { endpoint, call in
                guard case .sendData(let data) = call.parameters.arguments else { return .none }
                await endpoint.services.account?.sendData(data)
                endpoint.closeMiniApp(returnBack: false)
                return .none
            }),
            (.requestTheme, .now { endpoint, _ in .event(endpoint.themeChanged) }),
            (.requestViewport, .now { endpoint, _ in .event(endpoint.viewportChanged) }),
            (.requestSafeArea, .now { endpoint, _ in .event(endpoint.safeAreaChanged(content: false)) }),
            (.requestContentSafeArea, .now { endpoint, _ in .event(endpoint.safeAreaChanged(content: true)) }),
            (.hideKeyboard, .now { endpoint, _ in
                endpoint.services.chrome.hideKeyboard()
                return .none
            }),
            // Documented for client authors only; the call and its params are in the transcript.
            (.verifyAge, .now { _, _ in .none }),
        ]
    }
}
