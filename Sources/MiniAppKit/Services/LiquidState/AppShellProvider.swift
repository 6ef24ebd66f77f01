/// The host app's shell as a web app may drive it: reload, clear, login state, back.
///
/// The `liquidstate` dialect keeps the SDK's side of each of these itself (the back
/// override, the notification gate) and tells the host through this protocol, which
/// does what only the host can: reload its views, wipe its data. Called on the main
/// actor. Every method has a default that does nothing, so a host implements only what
/// it supports.
@MainActor
public protocol AppShellProvider: AnyObject {
    /// `reset`: reload the entire app, its configuration and navigation contexts included.
    func resetApp() async
    /// `clearall`: return to the first-launch state (stored data, tabs, navigation),
    /// keeping the user's authentication.
    func clearAll() async
    /// `set_authentication_status`: the web app logged the user in or out.
    func authenticationChanged(isAuthenticated: Bool)
    /// `set_back_override`: whether the back action now goes to the page (the SDK
    /// already routes it; a host may want to change its back button's look).
    func backOverrideChanged(isEnabled: Bool)
}

extension AppShellProvider {
    /// By default, does nothing: a host that cannot reload ignores `reset`.
    public func resetApp() async {}
    /// By default, does nothing: a host with nothing of its own to wipe ignores `clearall`.
    public func clearAll() async {}
    /// By default, does nothing: a host without login state ignores the change.
    public func authenticationChanged(isAuthenticated: Bool) {}
    /// By default, does nothing: the SDK routes the back action itself either way.
    public func backOverrideChanged(isEnabled: Bool) {}
}
