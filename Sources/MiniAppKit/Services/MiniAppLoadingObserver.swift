/// Hears that the mini app has finished loading (`miniAppFinishedLoading`, §6): the
/// moment to end a splash screen or a loading indicator.
///
/// Optional. The SDK always answers the call `SUCCESS` and logs it; a delegate that
/// conforms is told as well.
@MainActor
public protocol MiniAppLoadingObserver: AnyObject {
    /// The mini app says it has finished loading.
    func miniAppFinishedLoading(miniAppId: String) async
}
