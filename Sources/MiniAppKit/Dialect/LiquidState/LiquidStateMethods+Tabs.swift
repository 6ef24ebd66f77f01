extension LiquidStateMethods {
    static func switchTab(_ endpoint: LiquidStateEndpoint, _ request: LiquidStateRequest, _ event: String) -> LiquidStateReply {
        guard case .switchTab(let switchTab) = request else { return .none }
        guard let tabs = endpoint.services.tabs else {
            return .failure(event: event, type: .noTabs, message: "this app has no tabs; switch_tab works only in a tabbed app")
        }
        guard tabs.selectTab(switchTab.id, reset: switchTab.reset) else {
            return .failure(event: event, type: .unknownTab, message: unknownTabs([switchTab.id], of: tabs))
        }
        endpoint.sendSwitchTab(to: switchTab.id, .switchTab(params: switchTab.params, route: switchTab.route))
        return .none
    }

    static func setTabAppearance(_ endpoint: LiquidStateEndpoint, _ request: LiquidStateRequest, _ event: String) -> LiquidStateReply {
        guard case .setTabAppearance(let changes) = request else { return .none }
        guard let tabs = endpoint.services.tabs else {
            return .failure(event: event, type: .noTabs, message: "this app has no tabs; set_tab_appearance works only in a tabbed app")
        }
        // All or nothing: a typo in one tab id changes no tab.
        let known = Set(tabs.tabs.map(\.id))
        let unknown = changes.map(\.tabId).filter { !known.contains($0) }
        guard unknown.isEmpty else {
            return .failure(event: event, type: .unknownTab, message: unknownTabs(unknown, of: tabs))
        }
        let locale = endpoint.services.locale()
        for change in changes {
            _ = tabs.setAppearance(change.appearance(locale: locale), ofTab: change.tabId)
        }
        return .none
    }

    private static func unknownTabs(_ ids: [String], of tabs: any TabShell) -> String {
        let declared = tabs.tabs.map { "'\($0.id)'" }.joined(separator: ", ")
        let named = ids.map { "'\($0)'" }.joined(separator: ", ")
        return "no tab \(named) in this app; its tabs are \(declared.isEmpty ? "none" : declared)"
    }
}
