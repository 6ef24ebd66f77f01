#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import MiniAppKit

extension WebKitGTKEngine {
    /// Web features iOS WebKit exposes that WebKitGTK 2.50 ships switched off, turned on
    /// in every engine so a mini app written for iOS finds them (a feature this WebKit
    /// lacks is skipped): `SpeechRecognition` (`webkitSpeechRecognition`, which
    /// js-miniapp 1.28's sample constructs at start), the origin-private file system
    /// (`FileSystem`, `AccessHandle`), `navigator.storage` (`StorageAPI`,
    /// `StorageAPIEstimate`), `screen.orientation` (`ScreenOrientationAPI`), canvas
    /// colour spaces (`CanvasColorSpace`), `<input switch>` (`SwitchControl`) and
    /// vertical form controls (`VerticalFormControls`).
    public nonisolated static let iOSWebFeatures = [
        "SpeechRecognition", "FileSystem", "AccessHandle", "StorageAPI", "StorageAPIEstimate",
        "ScreenOrientationAPI", "CanvasColorSpace", "SwitchControl", "VerticalFormControls",
    ]

    /// The proxy an offline engine loads through: nothing listens on port 1 of the
    /// loopback, so every http(s) and WebSocket connection is refused at once.
    static let offlineProxy = "http://127.0.0.1:1"

    /// Sets the device pixel ratio of every window of the process (`devicePixelRatio`,
    /// and the pixels of a snapshot): the X11 window scale, which WebKitGTK takes as its
    /// device scale factor. WebKitGTK has no per-view scale, so engines of one process
    /// share it; call it on the loop thread before creating the engines.
    ///
    /// - Returns: false when the display is not X11 (Wayland sets the scale itself).
    @discardableResult
    public static func setDeviceScale(_ scale: Int) -> Bool {
        miniapp_set_x11_window_scale(gint(max(1, scale))) != 0
    }

    /// What must be set on the web context before its web process starts.
    static func prepare(_ context: UnsafeMutablePointer<WebKitWebContext>, for emulation: PageEmulation) {
        if !emulation.languages.isEmpty {
            withCStringList(emulation.languages) { webkit_web_context_set_preferred_languages(context, $0) }
        }
        applyNetwork(emulation.network, to: context)
    }

    /// Routes the context's loads through ``offlineProxy`` when offline, else the
    /// system's proxy settings.
    static func applyNetwork(_ network: PageEmulation.Network, to context: UnsafeMutablePointer<WebKitWebContext>) {
        guard let manager = webkit_web_context_get_website_data_manager(context) else { return }
        if case .offline = network {
            let proxy = webkit_network_proxy_settings_new(offlineProxy, nil)
            webkit_website_data_manager_set_network_proxy_settings(manager, WEBKIT_NETWORK_PROXY_MODE_CUSTOM, proxy)
            webkit_network_proxy_settings_free(proxy)
        } else {
            webkit_website_data_manager_set_network_proxy_settings(manager, WEBKIT_NETWORK_PROXY_MODE_DEFAULT, nil)
        }
    }

    /// Applies the rest of the emulation to the new view: appearance, features, the
    /// safe-area style sheet and the script that answers `navigator` and `screen`.
    func applyEmulation(_ emulation: PageEmulation, features: [String]) {
        if let scheme = emulation.colorScheme {
            miniapp_set_prefer_dark_theme(scheme == .dark ? 1 : 0)
        }
        for feature in features { enableFeature(feature) }
        if let insets = emulation.safeAreaInsets {
            let sheet = webkit_user_style_sheet_new(
                SafeAreaRewrite.styleSheet(insets), WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES, WEBKIT_USER_STYLE_LEVEL_USER, nil, nil)
            webkit_user_content_manager_add_style_sheet(contentManager, sheet)
            webkit_user_style_sheet_unref(sheet)
        }
        let script = webkit_user_script_new(
            DeviceFactsScript.source(for: emulation), WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES,
            WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START, nil, nil)
        webkit_user_content_manager_add_script(contentManager, script)
        webkit_user_script_unref(script)
    }

    /// Takes the page offline or back online while it runs: later loads fail or succeed,
    /// and the top frame's `navigator.onLine` changes with an `offline` or `online` event
    /// (as when a phone loses or finds its network).
    public func setNetwork(_ network: PageEmulation.Network) async {
        guard !isClosed else { return }
        Self.applyNetwork(network, to: context)
        let call = DeviceFactsScript.networkCall(network)
        _ = try? await evaluateJavaScript(call)
    }
}
#endif
