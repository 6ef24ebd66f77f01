extension TelegramMethods {
    /// The buttons, colours and behaviours the host draws around the page.
    static var chrome: [(TelegramMethod, Body)] {
        [
            (.setupMainButton, .now { endpoint, call in
                guard case .bottomButton(let update) = call.parameters.arguments else { return .none }
                endpoint.updateChrome { $0.mainButton = update.applied(to: $0.mainButton) }
                return .none
            }),
            (.setupSecondaryButton, .now { endpoint, call in
                guard case .bottomButton(let update) = call.parameters.arguments else { return .none }
                endpoint.updateChrome { state in
                    state.secondaryButton = update.applied(to: state.secondaryButton)
                    // The official JS's default position.
                    if state.secondaryButton.position == nil { state.secondaryButton.position = .left }
                }
                return .none
            }),
            (.setupBackButton, .now { endpoint, call in
                guard case .visibility(let visible) = call.parameters.arguments else { return .none }
                endpoint.updateChrome { $0.isBackButtonVisible = visible }
                return .none
            }),
            (.setupSettingsButton, .now { endpoint, call in
                guard case .visibility(let visible) = call.parameters.arguments else { return .none }
                endpoint.updateChrome { $0.isSettingsButtonVisible = visible }
                return .none
            }),
            (.setHeaderColor, .now { endpoint, call in
                guard case .headerColor(let color) = call.parameters.arguments else { return .none }
                endpoint.updateChrome { $0.headerColor = color }
                return .none
            }),
            (.setBackgroundColor, .now { endpoint, call in
                guard case .color(let color) = call.parameters.arguments else { return .none }
                endpoint.updateChrome { $0.backgroundColor = color }
                return .none
            }),
            (.setBottomBarColor, .now { endpoint, call in
                guard case .color(let color) = call.parameters.arguments else { return .none }
                endpoint.updateChrome { $0.bottomBarColor = color }
                return .none
            }),
            (.setupClosingBehavior, .now { endpoint, call in
                guard case .closingConfirmation(let needed) = call.parameters.arguments else { return .none }
                endpoint.updateChrome { $0.needsClosingConfirmation = needed }
                return .none
            }),
            (.setupSwipeBehavior, .now { endpoint, call in
                guard case .swipes(let allowed) = call.parameters.arguments else { return .none }
                endpoint.updateChrome { $0.allowsVerticalSwipes = allowed }
                return .none
            }),
            (.toggleOrientationLock, .now { endpoint, call in
                guard case .orientationLock(let locked) = call.parameters.arguments else { return .none }
                endpoint.services.device?.lockOrientation(locked)
                endpoint.updateChrome { $0.isOrientationLocked = locked }
                return .none
            }),
            (.requestFullscreen, .later { endpoint, call in await fullscreen(true, endpoint, call) }),
            (.exitFullscreen, .later { endpoint, call in await fullscreen(false, endpoint, call) }),
        ]
    }

    /// Full screen on or off. Asking for the state it is already in: `fullscreen_failed
    /// {error: "ALREADY_FULLSCREEN"}` when entering (as Telegram for iOS answers), and
    /// `fullscreen_changed {is_fullscreen: false}` when leaving (core.telegram.org's
    /// "always"); a host that cannot: `fullscreen_failed {error: "UNSUPPORTED"}`.
    private static func fullscreen(_ on: Bool, _ endpoint: TelegramEndpoint, _ call: Call) async -> TelegramReply {
        let method: TelegramMethod = on ? .requestFullscreen : .exitFullscreen
        let changed = TelegramReply.event(TelegramEvent("fullscreen_changed", [("is_fullscreen", .bool(on))]))
        if endpoint.chromeState.isFullscreen == on {
            return on ? refusal(method, call, code: "ALREADY_FULLSCREEN") : changed
        }
        guard await endpoint.services.chrome.setFullscreen(on) else { return refusal(method, call) }
        endpoint.updateChrome { $0.isFullscreen = on }
        return changed
    }
}
