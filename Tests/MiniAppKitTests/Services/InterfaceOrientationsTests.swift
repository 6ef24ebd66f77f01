import Testing
@testable import MiniAppKit

/// The orientation lock's rules (MiniAppKitWebKit's `MiniAppOrientationLock` applies them on
/// iOS): a lock is kept within the app's own orientations, and refused when it would leave
/// none, where iOS would raise `UIApplicationInvalidInterfaceOrientation`.
@Suite struct InterfaceOrientationsTests {
    @Test func readsInfoPlistNamesWithUIKitsBits() {
        let phone = InterfaceOrientations(infoPlistNames: [
            "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight",
        ])
        #expect(phone == [.portrait, .landscape])
        #expect(phone.rawValue == (1 << 1) | (1 << 3) | (1 << 4))  // UIInterfaceOrientationMaskAllButUpsideDown
        #expect(InterfaceOrientations.all.rawValue == 30)  // UIInterfaceOrientationMaskAll
        #expect(InterfaceOrientations(infoPlistNames: nil) == .all)
        #expect(InterfaceOrientations(infoPlistNames: ["NoSuchOrientation"]) == .all)
    }

    @Test func aLockStaysWithinTheAppsOrientations() {
        let all = InterfaceOrientations.all
        #expect(all.lock(.landscape) == .landscape)
        #expect(all.lock(.portrait) == .portrait)
        #expect(all.lock(.release) == nil)
        let landscapeRightOnly = InterfaceOrientations(infoPlistNames: ["UIInterfaceOrientationLandscapeRight"])
        #expect(landscapeRightOnly.lock(.landscape) == .landscapeRight)
    }

    /// A portrait-only host asked for landscape: the lock is refused (iOS would crash on it).
    @Test func aLockThePortraitOnlyAppCannotTakeIsRefused() {
        let portraitOnly = InterfaceOrientations(infoPlistNames: ["UIInterfaceOrientationPortrait"])
        #expect(portraitOnly.lock(.landscape) == nil)
        #expect(portraitOnly.lock(.portrait) == .portrait)
    }
}
