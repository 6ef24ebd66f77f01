#if canImport(WebKit)
import MiniAppKit
import MiniAppKitWebKit
import Testing

/// What `WKWebViewEngine` answers for the mini app's `getPermissionStatus`: nothing of its
/// own (so the SDK answers `unknown`), or what the host's reader says.
@MainActor
struct PermissionStatusReaderTests {
    @Test func withoutAReaderTheEngineRecordsNoStatus() async {
        let engine = WKWebViewEngine()
        for permission in DevicePermissionName.allCases {
            #expect(await engine.devicePermissionStatus(permission) == nil, "the engine must not read the system itself")
        }
    }

    @Test func theHostsReaderAnswersEachPermission() async {
        let engine = WKWebViewEngine()
        let answers: [DevicePermissionName: DevicePermissionStatus] = [.camera: .granted, .microphone: .denied, .gallery: .unknown]
        engine.permissionStatusReader = { answers[$0] ?? .denied }
        for permission in DevicePermissionName.allCases {
            #expect(await engine.devicePermissionStatus(permission) == answers[permission])
        }
    }
}
#endif
