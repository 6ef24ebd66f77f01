import Foundation

/// A device `miniapp open` can make the page believe it runs on (`--device NAME`, or the
/// profile's `device.preset`): the CSS viewport, pixel ratio, safe-area insets, user
/// agent and iOS version of a real one, in portrait with a full-screen web view
/// (`viewport-fit=cover`).
public enum DevicePreset: String, Sendable, Codable, CaseIterable {
    case iPhoneSE = "iphone-se"
    case iPhone15 = "iphone-15"
    case iPhone15ProMax = "iphone-15-pro-max"
    case iPad = "ipad"

    /// The facts of the device.
    public var device: EmulatedDevice {
        switch self {
        case .iPhoneSE:
            // iPhone SE (3rd generation): a status bar, no home indicator.
            EmulatedDevice(model: .iPhone, width: 375, height: 667, pixelRatio: 2, safeAreaInsets: .init(top: 20))
        case .iPhone15:
            EmulatedDevice(model: .iPhone, width: 393, height: 852, pixelRatio: 3, safeAreaInsets: .init(top: 59, bottom: 34))
        case .iPhone15ProMax:
            EmulatedDevice(model: .iPhone, width: 430, height: 932, pixelRatio: 3, safeAreaInsets: .init(top: 59, bottom: 34))
        case .iPad:
            // iPad (10th generation).
            EmulatedDevice(model: .iPad, width: 820, height: 1180, pixelRatio: 2, safeAreaInsets: .init(top: 24, bottom: 20))
        }
    }
}

/// The device a page is made to see: a ``DevicePreset`` with the profile's
/// `device` overrides applied.
public struct EmulatedDevice: Sendable, Equatable {
    /// What kind of device, for the user agent and `navigator.platform`.
    public enum Model: String, Sendable, Equatable {
        case iPhone, iPad
    }

    /// An edge inset of the screen in CSS pixels.
    public struct Insets: Sendable, Equatable, Codable {
        public var top: Double?
        public var right: Double?
        public var bottom: Double?
        public var left: Double?

        public init(top: Double? = nil, right: Double? = nil, bottom: Double? = nil, left: Double? = nil) {
            self.top = top
            self.right = right
            self.bottom = bottom
            self.left = left
        }
    }

    public var model: Model
    /// The CSS viewport (`innerWidth`, `innerHeight`, `screen.width`, `screen.height`).
    public var width: Int
    public var height: Int
    /// `devicePixelRatio`: 1, 2 or 3.
    public var pixelRatio: Int
    /// `env(safe-area-inset-*)`.
    public var safeAreaInsets: Insets
    /// The iOS version the user agent and `getHostEnvironmentInfo` report.
    public var osVersion: String

    /// The iOS version a device reports when neither the preset nor the profile names one.
    public static let defaultOSVersion = "17.5"

    public init(model: Model, width: Int, height: Int, pixelRatio: Int, safeAreaInsets: Insets, osVersion: String = EmulatedDevice.defaultOSVersion) {
        self.model = model
        self.width = width
        self.height = height
        self.pixelRatio = pixelRatio
        self.safeAreaInsets = safeAreaInsets
        self.osVersion = osVersion
    }

    /// The user agent of a `WKWebView` on this device: an iPhone's mobile one; an
    /// iPad's is the desktop-class Mac one iPadOS web views send by default.
    public var userAgent: String {
        let version = osVersion.replacingOccurrences(of: ".", with: "_")
        switch model {
        case .iPhone:
            return "Mozilla/5.0 (iPhone; CPU iPhone OS \(version) like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148"
        case .iPad:
            return "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)"
        }
    }

    /// `navigator.platform`: `iPhone`, or `MacIntel` for an iPad's desktop-class web view.
    public var platform: String {
        model == .iPhone ? "iPhone" : "MacIntel"
    }
}
