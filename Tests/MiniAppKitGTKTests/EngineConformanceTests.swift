#if os(Linux)
import EngineConformance
import Testing

/// The engine conformance suite (Tests/EngineConformance) on `WebKitGTKEngine`: every
/// check, one test case each, named after the check. In the serialized engine suite:
/// one engine at a time on the one GLib loop thread.
extension WebKitGTKEngineTests {
    @Test(arguments: EngineConformance.selected)
    func conformance(_ check: EngineCheck) async throws {
        try await runOnGTK(check)
    }
}
#endif
