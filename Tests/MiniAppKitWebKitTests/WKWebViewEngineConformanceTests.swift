#if canImport(WebKit)
import EngineConformance
import Testing

/// The engine conformance suite (Tests/EngineConformance) on `WKWebViewEngine`: every
/// check, one test case each, named after the check. Serialized: the checks end web
/// processes and close engines, and one view at a time keeps their timings honest.
@MainActor
@Suite(.serialized) struct WKWebViewEngineConformanceTests {
    @Test(arguments: EngineConformance.selected)
    func conformance(_ check: EngineCheck) async throws {
        try await check.run(WKHarness())
    }
}
#endif
