import MCP

/// Sends `notifications/progress` for a request that asked for them (a `progressToken`
/// in its `_meta`); does nothing for one that did not. Progress only grows: a tool
/// with several stages gives each a part of one scale (``shifted(by:total:)``).
struct ProgressReporter: Sendable {
    let server: Server?
    let token: ProgressToken?
    var offset = 0.0
    var total: Double?

    static let silent = ProgressReporter(server: nil, token: nil)

    /// Step `step` of `total` of this stage, with what is happening.
    func report(_ step: Double, of stageTotal: Double?, _ message: String) async {
        guard let server, let token else { return }
        try? await server.notify(ProgressNotification.message(
            .init(progressToken: token, progress: offset + step, total: total ?? stageTotal.map { offset + $0 }, message: message)))
    }

    /// A reporter for a later stage: its steps start at `offset`, on a scale of `total`.
    func shifted(by offset: Double, total: Double) -> ProgressReporter {
        var next = self
        next.offset = self.offset + offset
        next.total = total
        return next
    }
}
