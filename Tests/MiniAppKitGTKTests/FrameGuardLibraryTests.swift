#if os(Linux)
import MiniAppKit
@testable import MiniAppKitGTK
import Testing

/// A host that forgot the `MiniAppFrameGuard` product is told what to add.
@Test func aMissingFrameGuardNamesTheProductToAdd() throws {
    let bogus = "/nonexistent/libMiniAppFrameGuard.so"
    #expect {
        _ = try FrameGuardLibrary.locate(in: [bogus])
    } throws: { error in
        let message = (error as? WebEngineError)?.message ?? ""
        return message.contains("\"MiniAppFrameGuard\"") && message.contains(bogus) && message.contains("MINIAPPKIT_FRAME_GUARD")
    }
    #expect(try FrameGuardLibrary.locate().hasSuffix("/libMiniAppFrameGuard.so"))
}
#endif
