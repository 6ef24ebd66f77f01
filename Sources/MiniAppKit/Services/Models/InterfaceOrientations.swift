/// The interface orientations an iOS screen may take, with the bits of UIKit's
/// `UIInterfaceOrientationMask` (so `UIInterfaceOrientationMask(rawValue:)` takes them as
/// they are): the rules of a mini app's orientation lock, kept free of UIKit so that they
/// are tested on every platform.
///
/// iOS raises `UIApplicationInvalidInterfaceOrientation` (the app crashes) when the view
/// controller that decides has no orientation in common with the app's own (Info.plist's
/// `UISupportedInterfaceOrientations`, or the app delegate's answer): a lock to landscape in
/// a portrait-only host must be refused, not passed on.
package struct InterfaceOrientations: OptionSet, Sendable, Hashable {
    package let rawValue: UInt

    package init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// `UIInterfaceOrientationMaskPortrait`.
    package static let portrait = InterfaceOrientations(rawValue: 1 << 1)
    /// `UIInterfaceOrientationMaskPortraitUpsideDown`.
    package static let portraitUpsideDown = InterfaceOrientations(rawValue: 1 << 2)
    /// `UIInterfaceOrientationMaskLandscapeRight`.
    package static let landscapeRight = InterfaceOrientations(rawValue: 1 << 3)
    /// `UIInterfaceOrientationMaskLandscapeLeft`.
    package static let landscapeLeft = InterfaceOrientations(rawValue: 1 << 4)
    /// Both landscapes.
    package static let landscape: InterfaceOrientations = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    package static let all: InterfaceOrientations = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    /// The orientations Info.plist's `UISupportedInterfaceOrientations` lists
    /// (`UIInterfaceOrientationPortrait`, …); every orientation when it lists none it knows
    /// (iOS then lets every view controller decide alone).
    package init(infoPlistNames names: [String]?) {
        let named: [String: InterfaceOrientations] = [
            "UIInterfaceOrientationPortrait": .portrait,
            "UIInterfaceOrientationPortraitUpsideDown": .portraitUpsideDown,
            "UIInterfaceOrientationLandscapeLeft": .landscapeLeft,
            "UIInterfaceOrientationLandscapeRight": .landscapeRight,
        ]
        let listed = (names ?? []).reduce(into: InterfaceOrientations()) { $0.formUnion(named[$1] ?? []) }
        self = listed.isEmpty ? .all : listed
    }

    /// What a mini app's `setScreenOrientation` asks for: `nil` for `release` (no lock).
    package static func requested(by orientation: ScreenOrientation) -> InterfaceOrientations? {
        switch orientation {
        case .portrait: .portrait
        case .landscape: .landscape
        case .release: nil
        }
    }

    /// `orientation`'s lock within these (the app's) orientations: `nil` when they share
    /// none (a lock iOS would crash on) or for `release`.
    package func lock(_ orientation: ScreenOrientation) -> InterfaceOrientations? {
        guard let requested = Self.requested(by: orientation) else { return nil }
        let allowed = intersection(requested)
        return allowed.isEmpty ? nil : allowed
    }
}
