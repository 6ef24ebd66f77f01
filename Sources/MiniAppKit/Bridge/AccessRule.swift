/// The rules of the access gate, by name; a refusal always names the one that applied.
package enum AccessRule: String, Sendable, Equatable, CaseIterable {
    /// Only the main frame may call the bridge: iframes are refused.
    case mainFrameOnly = "main-frame-only"
    /// Only documents of the mini app's own origin may call: a page the mini app
    /// navigated to elsewhere, or any other origin, is refused.
    case sameOrigin = "same-origin"
    /// The host's allow/deny lists for this mini app refuse the action.
    case hostPolicy = "host-policy"
}
