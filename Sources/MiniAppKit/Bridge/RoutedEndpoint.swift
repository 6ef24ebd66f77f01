package import Foundation

/// What a display needs of an endpoint to route engine traffic to it and to tell its
/// dialect what happens around the page; the SDK's own side of ``BridgeEndpoint``.
///
/// The display keeps one endpoint per dialect and routes each message to the endpoint
/// that listens on its handler, and each navigation to the endpoint whose call scheme
/// it uses; it tells every endpoint about loads, the host going to the background and
/// hand-offs (``handle(_:)``), and each dialect decides what, if anything, its page
/// hears of them.
///
/// A `Bridge` is an endpoint as it is. The dialects this SDK ships each wrap theirs
/// in a small class of their own that forwards to a `Bridge` of the concrete dialect:
/// the forwarding call is one the optimizer specializes, where the bridge's own
/// conformance, called through this existential, would run its generic code.
@MainActor
package protocol RoutedEndpoint: BridgeEndpoint {
    /// Receives every step, for transcripts and tests.
    var trace: ((BridgeTrace) -> Void)? { get set }
    /// Answers some actions in place of their methods (``ScriptedAnswer``).
    var scriptedAnswers: ((String) -> ScriptedAnswer?)? { get set }
    /// Registers handlers and scripts on `engine`; call before loading.
    func attach(to engine: any WebEngine)
    /// Answers what is still open and stops delivering.
    func detach()
    /// Answers what is still open with an error saying `reason`, and stays attached.
    func abandonOpenCalls(because reason: String)
    /// Whether a message posted to `handler` is this bridge's.
    func listens(on handler: String) -> Bool
    /// Runs a posted message.
    func receive(_ message: EngineMessage)
    /// Whether a navigation to `url` carries a call of this dialect (and must not load).
    func intercepts(_ url: URL) -> Bool
    /// Runs an intercepted navigation.
    func receive(navigation: NavigationAction)
    /// Something happened around the page (`LifecycleEvent`); the dialect tells its
    /// page in its own terms, or ignores it. Does nothing by default.
    func handle(_ event: LifecycleEvent)
    /// The URL the page launches at, given the display's: a dialect whose protocol puts
    /// launch parameters in the URL adds them (`telegram`'s hash). Unchanged by default.
    func launchURL(_ url: URL) -> URL
}

extension RoutedEndpoint {
    /// Most dialects have nothing to tell their page about its surroundings.
    package func handle(_ event: LifecycleEvent) {}
    /// Most dialects launch at the display's URL as it is.
    package func launchURL(_ url: URL) -> URL { url }
}

extension Bridge: RoutedEndpoint {
    package var dialectName: String { dialect.name }

    package func intercepts(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return dialect.callSchemes.contains(scheme)
    }
}
