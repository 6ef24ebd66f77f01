import Foundation
import MiniAppKit

extension EngineConformance {
    /// The page of the `telegram` dialect's raw protocol: what a page sees of
    /// `TelegramWebviewProxy.postEvent` and `receiveEvent` when it speaks the wire itself,
    /// without Telegram's SDK, as tma.js does.
    static let telegramRawPage = """
        <!doctype html><html><head><script>
        const events = [];
        window.TelegramGameProxy = { receiveEvent(name, data) { events.push({ name, type: data === null ? 'null' : typeof data, data }); } };
        const post = (method, data) => window.TelegramWebviewProxy.postEvent(method, data);
        const waitFor = (name, from) => new Promise((resolve) => {
          const started = Date.now();
          const check = () => {
            const found = events.slice(from).find((e) => e.name === name);
            if (found) resolve(found); else if (Date.now() - started > 8000) resolve({ name, timeout: true }); else setTimeout(check, 5);
          };
          check();
        });
        const ask = (name, method, data) => { const from = events.length; post(method, data); return waitFor(name, from); };
        const json = JSON.stringify;
        window.addEventListener('load', async () => {
          const r = {};
          r.proxy = typeof window.TelegramWebviewProxy.postEvent;
          r.iframeProxy = typeof document.getElementById('inner').contentWindow.TelegramWebviewProxy;
          const hash = new URLSearchParams(location.hash.slice(1));
          r.version = hash.get('tgWebAppVersion');
          r.platform = hash.get('tgWebAppPlatform');
          r.initKeys = [...new URLSearchParams(hash.get('tgWebAppData') || '').keys()].sort().join(',');
          r.theme = await ask('theme_changed', 'web_app_request_theme', '');
          r.viewport = await ask('viewport_changed', 'web_app_request_viewport', undefined);
          r.safeArea = await ask('safe_area_changed', 'web_app_request_safe_area', 'null');
          r.popup = await ask('popup_closed', 'web_app_open_popup', json({ message: 'Hi', buttons: [{ id: 'a', type: 'default', text: 'A' }, { id: 'b', type: 'cancel' }] }));
          r.arrayPopup = await ask('popup_closed', 'web_app_open_popup', '[1]');
          r.objectPopup = await ask('popup_closed', 'web_app_open_popup', { message: 'not a string' });
          try { post('web_app_request_theme', 10n); r.bigint = 'posted'; } catch (e) { r.bigint = 'threw ' + e; }
          r.clipboard = await ask('clipboard_text_received', 'web_app_read_text_from_clipboard', json({ req_id: 'c1' }));
          r.save = await ask('device_storage_key_saved', 'web_app_device_storage_save_key', json({ req_id: 's1', key: 'k', value: 'v\\u2028"' }));
          r.get = await ask('device_storage_key_received', 'web_app_device_storage_get_key', json({ req_id: 'g1', key: 'k' }));
          r.cloud = await ask('custom_method_invoked', 'web_app_invoke_custom_method', json({ req_id: 'm1', method: 'saveStorageValue', params: { key: 'a', value: 'b' } }));
          r.cloudGet = await ask('custom_method_invoked', 'web_app_invoke_custom_method', json({ req_id: 'm2', method: 'getStorageValues', params: { keys: ['a'] } }));
          r.write = await ask('write_access_requested', 'web_app_request_write_access', '');
          r.biometry = await ask('biometry_info_received', 'web_app_biometry_get_info', '');
          r.home = await ask('home_screen_checked', 'web_app_check_home_screen', '');
          r.location = await ask('location_requested', 'web_app_request_location', '');
          r.unknown = (post('web_app_teleport', '{}'), 'posted');
          post('web_app_setup_main_button', json({ is_visible: true, is_active: true, text: 'Go' }));
          post('web_app_setup_back_button', json({ is_visible: true }));
          window.results = json(r);
          window.pressed = () => json(events.filter((e) => e.name.endsWith('_pressed')).map((e) => e.name + ':' + e.type));
        });
        </script></head><body>telegram<iframe id="inner" src="frame.html"></iframe></body></html>
        """

    /// A page that speaks the `telegram` wire itself: `TelegramWebviewProxy.postEvent` in
    /// its main frame only, launch parameters in the hash, every `eventData` form the
    /// SDKs send (`""`, `undefined`, `"null"`, JSON), events as objects through
    /// `TelegramGameProxy.receiveEvent`, refusals of what is not a JSON object (the page
    /// unbroken, its callback answered), and the host's taps on the buttons it set.
    @MainActor
    package static func telegramPageSpeaksTheRawProtocol(_ harness: some EngineHarness) async throws {
        let app = try TemporaryApp(files: ["index.html": telegramRawPage, "frame.html": "<p>inner</p>"])
        defer { app.remove() }
        let engine = try harness.makeEngine()
        defer { harness.close(engine) }
        let chrome = RecordingTelegramChrome()
        chrome.popupAnswer = "a"
        let signer = try TelegramInitDataSigner(botToken: "42:token", signingKeySeed: Data(repeating: 1, count: 32))
        let launch = TelegramLaunch(initData: .signed(TelegramInitData(user: TelegramUser(id: 7, firstName: "Ann")), signer), platform: "ios")
        let services = TelegramServices(chrome: chrome, account: ScriptedTelegramAccount(), device: ScriptedTelegramDevice(),
                                        location: FixedTelegramLocation(), biometrics: FixedBiometrics(.available([.touch])))
        let display = try MiniAppDisplay(
            identity: MiniAppIdentity(appId: "conformance"), source: .directory(app.root), engine: engine,
            dialects: [.telegram(services, launch: launch, timeout: .seconds(20))],
            configuration: MiniAppDisplayConfiguration(dataDirectory: app.base.appendingPathComponent("data", isDirectory: true)))
        defer { display.close() }
        let endpoint = try require(display.endpoint(TelegramEndpoint.self), "the telegram endpoint")
        var failures: [String] = []
        endpoint.trace = { trace in if case .failed(_, _, let action, let code, _) = trace { failures.append("\(action ?? "?") \(code)") } }
        display.launch()
        let results = try jsonObject(try JSONDecoder().decode(String.self, from: Data(try await waitForJS(engine, "window.results || null", seconds: 60).utf8)))
        func event(_ key: String) throws -> [String: Any] {
            let value = try require(results[key] as? [String: Any], "the page's \(key)")
            try expect(value["timeout"] == nil, "\(key) answered", got: "no event within 8 s")
            try expectEqual(value["type"] as? String, "object", "\(key)'s payload type")
            return try require(value["data"] as? [String: Any], "\(key)'s payload")
        }
        try expectEqual(results["proxy"] as? String, "function", "TelegramWebviewProxy.postEvent in the main frame")
        try expectEqual(results["iframeProxy"] as? String, "undefined", "TelegramWebviewProxy in an iframe")
        try expectEqual(results["version"] as? String, "9.6", "tgWebAppVersion")
        try expectEqual(results["platform"] as? String, "ios", "tgWebAppPlatform")
        try expectEqual(results["initKeys"] as? String, "auth_date,hash,signature,user", "the init data's fields")
        try expect((try event("theme")["theme_params"] as? [String: Any])?["bg_color"] as? String == "#ffffff", "the light theme", got: "\(results["theme"] ?? "")")
        try expectEqual(try event("viewport")["height"] as? Int, 700, "viewport_changed's height (undefined eventData)")
        try expectEqual(try event("safeArea")["bottom"] as? Int, 34, "safe_area_changed's bottom (\"null\" eventData)")
        try expectEqual(try event("popup")["button_id"] as? String, "a", "the popup's button")
        try expectEqual(chrome.popups.first?.buttons.map(\.label), ["A", "Cancel"], "the popup's buttons")
        try expect(try event("arrayPopup").isEmpty && (try event("objectPopup")).isEmpty, "refused popups answered popup_closed {}", got: "\(results)")
        try expectEqual(results["bigint"] as? String, "posted", "a BigInt eventData (postEvent did not throw)")
        let clipboard = try event("clipboard")
        try expect(clipboard["req_id"] as? String == "c1" && clipboard["data"] == nil, "no clipboard data without a user gesture", got: "\(clipboard)")
        try expectEqual(try event("save")["req_id"] as? String, "s1", "device_storage_key_saved")
        try expectEqual(try event("get")["value"] as? String, "v\u{2028}\"", "the stored value, escapes intact")
        try expectEqual(try event("cloud")["result"] as? Bool, true, "CloudStorage's save")
        try expectEqual((try event("cloudGet")["result"] as? [String: String])?["a"], "b", "CloudStorage's values")
        try expectEqual(try event("write")["status"] as? String, "allowed", "write access")
        try expectEqual(try event("biometry")["type"] as? String, "finger", "the biometric kind")
        try expectEqual(try event("home")["status"] as? String, "missed", "the home screen status")
        try expectEqual(try event("location")["latitude"] as? Double, 35.68, "the location")
        try expectEqual(failures.sorted(), [
            "web_app_open_popup malformedMessage", "web_app_open_popup malformedMessage", "web_app_read_text_from_clipboard accessDenied",
            "web_app_request_theme malformedMessage", "web_app_teleport unknownAction",
        ], "the refusals in the trace")
        try await waitUntil("the main button to be set") { endpoint.chromeState.mainButton.isVisible && endpoint.chromeState.isBackButtonVisible }
        try expect(endpoint.pressMainButton(), "a tap on the main button to reach the page", got: "refused")
        display.back()
        let pressed = try await waitForJS(engine, "(() => { const p = window.pressed(); return p.includes('back') ? p : null })()")
        try expectEqual(pressed, #""[\"main_button_pressed:null\",\"back_button_pressed:null\"]""#, "the taps the page heard, payload null")
        try expectEqual(display.openCalls, 0, "calls left open")
    }
}
