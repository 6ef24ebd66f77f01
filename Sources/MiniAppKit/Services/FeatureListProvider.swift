/// What the mini app learns from `getFeatureList` (§6).
///
/// Optional. Without it the mini app receives the SDK's answer, which is the truth:
/// every 5.6.1 action, and each newer action this host answers (its service is
/// implemented, or the SDK has a default for it). A host that offers features of its
/// own under other names adds them here.
@MainActor
public protocol FeatureListProvider: AnyObject {
    /// The list to send, given the actions the SDK found this host answers.
    func featureList(answered: [String]) async throws -> [String]
}
