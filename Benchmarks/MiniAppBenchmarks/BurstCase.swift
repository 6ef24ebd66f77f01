#if os(Linux)
import MiniAppKit
import MiniAppKitGTK

/// (d) Throughput: 10,000 calls started at once, none awaited.
///
/// - Raw: the page posts 10,000 tiny JSON strings to a bare handler in one loop.
/// - Stack: the page calls `MiniAppBridge.getUniqueId()` 10,000 times in one loop,
///   keeping the Promises; each call is answered as it is handled.
///
/// Throughput is measured in Swift, from the first arrival to the last (10,000
/// arrivals, 9,999 intervals), the same way on both sides. For the stack, the page
/// also calls `getMessagingUniqueId()` once `Promise.all` of the 10,000 has resolved:
/// its arrival is when every reply had reached JS.
///
/// (d') is the raw burst over the reply-promise handler, native settling each Promise
/// at once with a short string: the engine's own cost of answering every call, which
/// the stack pays and the bare-handler baseline does not. It is shown for context.
@MainActor
enum BurstCase {
    /// One raw burst.
    static func raw(_ raw: RawHarness, calls: Int) async throws -> Burst {
        raw.arrivals.expect(calls)
        PageProbe.start(raw.engine, "bench.burst(\(calls))")
        try await raw.arrivals.waitUntilComplete("(d) raw burst", timeout: .seconds(120))
        try await PageProbe.checkErrors(raw.engine, case: "(d) raw burst")
        return Burst(raw.arrivals.instants, resolved: nil)
    }

    /// One raw reply-promise burst (d').
    static func rawReplies(_ raw: RawHarness, calls: Int) async throws -> Burst {
        let markers = raw.markers
        raw.respond = { message in
            guard case .string(let body) = message.body else { return }
            if body == "done" {
                markers.record()
                message.reply?.settle(.null)
            } else {
                message.reply?.settle(.string("S" + StackPage.uniqueId))
            }
        }
        defer { raw.respond = { _ in } }
        raw.arrivals.expect(calls)
        markers.expect(1)
        PageProbe.start(raw.engine, "bench.burstReplies(\(calls))")
        try await raw.arrivals.waitUntilComplete("(d') raw reply-promise burst", timeout: .seconds(120))
        try await markers.waitUntilComplete("(d') raw reply-promise burst: all replies resolved", timeout: .seconds(120))
        try await PageProbe.checkErrors(raw.engine, case: "(d') raw reply-promise burst")
        return Burst(raw.arrivals.instants, resolved: markers.instants.first)
    }

    /// One stack burst.
    static func stack(_ stack: StackHarness, calls: Int) async throws -> Burst {
        stack.host.arrivals.expect(calls)
        stack.host.markers.expect(1)
        PageProbe.start(stack.engine, "bench.burst(\(calls))")
        try await stack.host.arrivals.waitUntilComplete("(d) stack burst", timeout: .seconds(120))
        try await stack.host.markers.waitUntilComplete("(d) stack burst: all replies resolved", timeout: .seconds(120))
        try await PageProbe.checkErrors(stack.engine, case: "(d) stack burst")
        return Burst(stack.host.arrivals.instants, resolved: stack.host.markers.instants.first)
    }
}
#endif
