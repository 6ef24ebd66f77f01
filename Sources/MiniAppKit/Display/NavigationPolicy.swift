import Foundation

/// Decides each navigation of a mini app's view (§7.1).
///
/// | URL | decision |
/// | --- | --- |
/// | `about:` | allow |
/// | `tel:`, `mailto:` | hand to the display's external opener, cancel |
/// | the mini app's own origin | allow |
/// | `data:…;base64,…` | a download request for the endpoints (the `miniapp` dialect's host downloads it if FILE_DOWNLOAD is allowed); cancel |
/// | anything else in an iframe | allow |
/// | anything else in the main frame | tell the endpoints (`miniapppause` with the `miniapp` dialect), hand to the external opener, cancel |
@MainActor
struct NavigationPolicy {
    var origin: WebOrigin
    var external: MiniAppDisplayConfiguration.ExternalNavigation

    func decide(_ action: NavigationAction, display: MiniAppDisplay) -> NavigationDecision {
        let url = action.url
        let scheme = url.scheme?.lowercased() ?? ""
        switch scheme {
        case "about":
            return .allow
        case "tel", "mailto":
            display.openWithSystem(url)
            return .cancel
        case "data":
            if url.absoluteString.range(of: #"^data:[a-z]+/[a-z0-9.+-]+;([^,]*;)?base64,"#, options: [.regularExpression, .caseInsensitive]) != nil {
                display.download(dataURL: url)
                return .cancel
            }
            return action.isMainFrame ? .cancel : .allow
        default:
            break
        }
        if WebOrigin(url) == origin { return .allow }
        if !action.isMainFrame { return .allow }
        if external == .loadInView { return .allow }
        display.handOff(url)
        return .cancel
    }
}
