import MiniAppKit

/// The host of the stack cases: the least a host can be.
///
/// It conforms to ``MiniAppKit/MiniAppMessageDelegate`` and implements only what the
/// cases call (the protocol's defaults cover the rest). Each method stamps its
/// arrival and answers at once, without suspending, so what is measured is the SDK
/// and the engine, not the host.
@MainActor
final class BenchmarkHost: MiniAppMessageDelegate {
    /// `getUniqueId` and `receiveJSON` calls: the measured ones.
    let arrivals = ArrivalLog()
    /// `getMessagingUniqueId` calls: the marker a burst sends once all its replies resolved.
    let markers = ArrivalLog()
    /// Where `receiveJSON` echoes to.
    weak var display: MiniAppDisplay?
    /// The size of the last payload received, in UTF-8 bytes.
    private(set) var lastPayloadBytes = 0

    func getUniqueId() async throws -> String? {
        arrivals.record()
        return StackPage.uniqueId
    }

    func getMessagingUniqueId() async throws -> String? {
        markers.record()
        return "benchmark-marker"
    }

    /// Echoes the text back unchanged, as `miniappreceivejsoninfo`: the host never parses it.
    func receiveJSON(_ content: String) async throws {
        arrivals.record()
        lastPayloadBytes = content.utf8.count
        display?.sendJsonToMiniApp(content)
    }
}
