import Testing
@testable import MiniAppKit

@Suite struct PendingCallsTests {
    let origin = CallOrigin(handler: "h", channel: .trustedBridge, mainFrameURL: nil)

    @Test func aCallFinishesOnce() {
        var pending = PendingCalls<Int>()
        let ticket = pending.begin(FailedCall(id: "1", action: "a", origin: origin), handle: 7)
        #expect(pending.isOpen(ticket))
        #expect(pending.finish(ticket)?.handle == 7)
        #expect(pending.finish(ticket) == nil)
        #expect(pending.count == 0)
    }

    @Test func duplicateIdsAreSeparateCalls() {
        var pending = PendingCalls<Int>()
        let first = pending.begin(FailedCall(id: "1", action: "a", origin: origin), handle: 1)
        let second = pending.begin(FailedCall(id: "1", action: "a", origin: origin), handle: 2)
        #expect(first != second)
        #expect(pending.count == 2)
        #expect(pending.finishAll().map(\.handle) == [1, 2])
        #expect(pending.count == 0)
    }
}
