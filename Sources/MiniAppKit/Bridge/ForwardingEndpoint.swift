package import Foundation

/// An endpoint that routes everything to a `Bridge` of one concrete dialect: what each
/// dialect's endpoint class is, written once.
///
/// The class adds its dialect's own API (events, back handling, …) and, as the
/// public ``BridgeEndpoint`` requires, its `dialectName` and `openCalls`. Because the
/// class's conformance names its concrete dialect, release builds call a `Bridge`
/// specialized for it, where calls through `any RoutedEndpoint` on a `Bridge` itself
/// would run its generic code.
@MainActor
package protocol ForwardingEndpoint: RoutedEndpoint {
    /// The dialect the bridge speaks.
    associatedtype WrappedDialect: Dialect
    /// The bridge that decodes, gates, runs and answers the page's messages.
    var bridge: Bridge<WrappedDialect> { get }
}

extension ForwardingEndpoint {
    package var trace: ((BridgeTrace) -> Void)? {
        get { bridge.trace }
        set { bridge.trace = newValue }
    }
    package var scriptedAnswers: ((String) -> ScriptedAnswer?)? {
        get { bridge.scriptedAnswers }
        set { bridge.scriptedAnswers = newValue }
    }
    package func attach(to engine: any WebEngine) { bridge.attach(to: engine) }
    package func detach() { bridge.detach() }
    package func abandonOpenCalls(because reason: String) { bridge.abandonOpenCalls(because: reason) }
    package func listens(on handler: String) -> Bool { bridge.listens(on: handler) }
    package func receive(_ message: EngineMessage) { bridge.receive(message) }
    package func intercepts(_ url: URL) -> Bool { bridge.intercepts(url) }
    package func receive(navigation: NavigationAction) { bridge.receive(navigation: navigation) }
}
