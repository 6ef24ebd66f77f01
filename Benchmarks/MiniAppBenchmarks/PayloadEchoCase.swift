#if os(Linux)
import MiniAppKit
import MiniAppKitGTK

/// (c) A 1 MB JSON text echoed page → Swift → page, raw and through the stack.
///
/// - Raw, the fastest engine path: the page awaits `postMessage(text)` on a
///   reply-promise handler, native settles the Promise with the same string (never
///   parsed), and the page `JSON.parse`s the reply.
/// - Stack, the SDK's own echo: `MiniAppBridge.sendJsonToHostapp({content: text})`;
///   the host's `receiveJSON` gets the content as text (never parsed) and sends it back
///   with `MiniAppDisplay.sendJsonToMiniApp`, which pushes `miniappreceivejsoninfo`
///   (plain text to our own bridge; §1.8's NonLossyASCII + base64 to a foreign one); the page takes the text from
///   the event, `JSON.parse`s it, and awaits the call's own `"SUCCESS"` reply.
///
/// It runs once per ``BenchmarkPayload``. In both paths, the page checks that the first echo of a block equals the payload, and the
/// interval between two arrivals in Swift is one full echo.
@MainActor
enum PayloadEchoCase {
    /// One block of the raw echo: durations in ms, without the block's first `warmUp`.
    static func raw(_ raw: RawHarness, _ payload: BenchmarkPayload, bytes: Int, count: Int, warmUp: Int) async throws -> [Double] {
        raw.respond = { message in
            if case .string(let text) = message.body { message.reply?.settle(.string(text)) }
        }
        defer { raw.respond = { _ in } }
        return try await PageProbe.roundTrips(
            "(c) raw 1 MB echo", on: raw.engine, stampedBy: raw.arrivals, count: count, warmUp: warmUp, timeout: .seconds(300)
        ) { "bench.echo(\($0), \(bytes), \(payload.javaScriptFlag))" }
    }

    /// One block of the stack echo.
    static func stack(_ stack: StackHarness, _ payload: BenchmarkPayload, bytes: Int, count: Int, warmUp: Int) async throws -> [Double] {
        try await PageProbe.roundTrips(
            "(c) stack 1 MB echo", on: stack.engine, stampedBy: stack.host.arrivals, count: count, warmUp: warmUp, timeout: .seconds(600)
        ) { "bench.echo(\($0), \(bytes), \(payload.javaScriptFlag))" }
    }
}
#endif
