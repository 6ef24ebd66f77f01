import Foundation
import Testing
@testable import MiniAppKit

/// The `liquidstate` events against recording services, through a real ``Bridge`` on
/// a fake engine: what each event does to the host and what the page receives.
@MainActor
@Suite struct LiquidStateEndpointTests {
    @MainActor
    final class Services: AppShellProvider, NotificationPresenter, LocationProvider, MiniAppWindowProvider, TabShell {
        var log: [String] = []
        var presented: [String] = []
        var opened: [URL] = []
        var authorization = Location.Authorization.authorized
        var fix: Result<Location, any Error> = .success(Location(latitude: -27.5025201, longitude: 153.0462454, horizontalAccuracy: 7.21))
        var tabs: [TabDescription] = [TabDescription(id: "t1", appearance: TabAppearance(title: "One")), TabDescription(id: "t2", appearance: TabAppearance(title: "Two"))]
        var selectedTab: String? = "t1"

        func resetApp() async { log.append("reset") }
        func clearAll() async { log.append("clearall") }
        func authenticationChanged(isAuthenticated: Bool) { log.append("auth \(isAuthenticated)") }
        func backOverrideChanged(isEnabled: Bool) { log.append("back \(isEnabled)") }
        func present(_ notification: HostNotification) { presented.append(notification.id) }
        func locationAuthorization() async -> Location.Authorization { authorization }
        func currentLocation(highAccuracy: Bool) async throws -> Location { try fix.get() }
        func openExternal(_ url: URL) async { opened.append(url) }
        func selectTab(_ id: String, reset: Bool) -> Bool {
            guard tabs.contains(where: { $0.id == id }) else { return false }
            selectedTab = id
            log.append("select \(id) \(reset)")
            return true
        }
        func setAppearance(_ appearance: TabAppearance, ofTab id: String) -> Bool {
            log.append("appearance \(id) \(appearance.title ?? "-") \(String(describing: appearance.icon)) \(String(describing: appearance.hidden))")
            return true
        }
    }

    let engine = FakeEngine()
    let services = Services()
    let biometrics = FixedBiometrics()
    let network = FixedNetworkStatus(true)
    let endpoint: LiquidStateEndpoint
    let root: URL
    private let delegate: EndpointDelegate

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("liquid-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("app/files"), withIntermediateDirectories: true)
        try Data("pdf".utf8).write(to: root.appendingPathComponent("app/files/a.pdf"))
        try Data("secret".utf8).write(to: root.appendingPathComponent("outside.txt"))
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("app/files/link.txt"), withDestinationURL: root.appendingPathComponent("outside.txt"))
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("app/files/up"), withDestinationURL: root)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("app/files/dangling.txt"), withDestinationURL: root.appendingPathComponent("missing.txt"))
        let serviceBundle = LiquidStateServices(
            network: network, location: services, biometrics: biometrics, shell: services, notifications: services, opener: services,
            sender: .miniApp(entryPoint: root.appendingPathComponent("app/index.html")), tabs: services, locale: { "fr-CA" })
        endpoint = LiquidStateEndpoint(services: serviceBundle, gate: AccessGate(origin: WebOrigin(scheme: "mscheme.demo", host: "miniapp")))
        delegate = EndpointDelegate(endpoint)
        engine.delegate = delegate
        endpoint.attach(to: engine)
    }

    /// Navigates to `liquidstate://app/<event>` and returns what the page was sent.
    func send(_ event: String, _ request: String) async -> [String] {
        let before = engine.evaluated.count
        let raw = LiquidStateDialectTests.url(event, request)
        let action = NavigationAction(url: URL(string: raw)!, isMainFrame: true, rawURL: raw)
        #expect(delegate.webEngine(engine, decidePolicyFor: action) == .cancel)
        for _ in 0..<20 where endpoint.openCalls > 0 { try? await Task.sleep(for: .milliseconds(5)) }
        return Array(engine.evaluated[before...]).map { $0.replacingOccurrences(of: #"window.communicate("#, with: "").dropLast().description }
    }

    /// The default locale is a BCP 47 tag (`en-US`), as documented, not a POSIX one (`en_US`).
    @Test func theDefaultLocaleIsABCP47Tag() {
        let defaults = LiquidStateServices(
            network: network, location: services, shell: services, notifications: services, opener: services,
            sender: .miniApp(entryPoint: root.appendingPathComponent("app/index.html")))
        let tag = defaults.locale()
        #expect(!tag.isEmpty && !tag.contains("_"), "\(tag)")
        #expect(tag == Locale.current.identifier(.bcp47))
    }

    @Test func onlineStatusReadsTheNetwork() async {
        #expect(await send("online_status", #"{"request_id":"n1"}"#) == [#"{"purpose":"response","request_id":"n1","event_type":"online_status","response_data":{"status":true}}"#])
        network.isNetworkAvailable = false
        #expect(await send("online_status", #"{"request_id":"n2"}"#) == [#"{"purpose":"response","request_id":"n2","event_type":"online_status","response_data":{"status":false}}"#])
        #expect(await send("online_status", "{}") == [#"{"purpose":"response","request_id":null,"event_type":"online_status","response_data":{"status":false}}"#])
    }

    /// Events whose services answer at once are answered inside the policy callback:
    /// no task, nothing left pending.
    @Test func immediateEventsAnswerInsideTheCallback() {
        let raw = LiquidStateDialectTests.url("online_status", #"{"request_id":"i1"}"#)
        let before = engine.evaluated.count
        _ = delegate.webEngine(engine, decidePolicyFor: NavigationAction(url: URL(string: raw)!, isMainFrame: true, rawURL: raw))
        #expect(engine.evaluated.count == before + 1)
        #expect(endpoint.openCalls == 0)
    }

    @Test func userLocationEveryTypeAndReason() async {
        #expect(await send("user_location", #"{"request_id":"l1"}"#) == [#"{"purpose":"response","request_id":"l1","event_type":"user_location","response_data":{"type":"fine","location":{"latitude":"-27.5025201","longitude":"153.0462454","accuracy":"7.21"}}}"#])
        services.fix = .success(Location(latitude: 1, longitude: 2, horizontalAccuracy: 1500))
        #expect(await send("user_location", #"{"request_id":"l2"}"#).first?.contains(#""type":"coarse""#) == true)
        services.fix = .success(Location(latitude: 1, longitude: 2, horizontalAccuracy: -1))
        #expect(await send("user_location", #"{"request_id":"l3"}"#) == [#"{"purpose":"response","request_id":"l3","event_type":"user_location","response_data":{"type":"unknown","location":{"latitude":"1.0","longitude":"2.0"}}}"#])
        let reasons: [(Location.Authorization, (any Error)?, String)] = [
            (.denied, nil, "nopermission"), (.restricted, nil, "nopermission"),
            (.authorized, LocationError.servicesDisabled, "disabled"), (.authorized, LocationError.unavailable, "nolocation"),
            (.authorized, HostServiceError.failedToConformToProtocol, "nolocation"), (.authorized, HostServiceError.failed("GPS chip on fire"), "unknown"),
        ]
        for (authorization, error, reason) in reasons {
            services.authorization = authorization
            services.fix = error.map { .failure($0) } ?? .success(Location(latitude: 0, longitude: 0))
            let sent = await send("user_location", #"{"request_id":"r"}"#).first ?? ""
            #expect(sent.contains(#""response_data":{"type":"none","error":{"reason":"\#(reason)","message":"#), "\(reason): \(sent)")
        }
        #expect(await send("user_location", #"{"request_id":"r"}"#).first?.contains("GPS chip on fire") == true)
        services.authorization = .denied
        #expect(await send("user_location", #"{"request_id":"r"}"#).first?.contains(LiquidStateMethods.LocationMessage.noPermission) == true)
    }

    @Test func featureStatusEveryStatus() async {
        let expected: [(BiometricsStatus, String)] = [
            (.notPresent, #"{"status":"not_present","details":{"feature":"biometrics","status":"not_present"},"detail":{"feature":"biometrics","status":"not_present"}}"#),
            (.disabled, #"{"status":"disabled","details":{"feature":"biometrics","status":"disabled"},"detail":{"feature":"biometrics","status":"disabled"}}"#),
            (.notEnrolled, #"{"status":"not_configured","details":{"feature":"biometrics","status":"not_enrolled"},"detail":{"feature":"biometrics","status":"not_enrolled"}}"#),
            (.available([.face]), #"{"status":"available","details":{"feature":"biometrics","status":"available","type":["face"]},"detail":{"feature":"biometrics","status":"available","type":["face"]}}"#),
            (.available([.touch, .face, .iris]), #"{"status":"available","details":{"feature":"biometrics","status":"available","type":["touch","face","iris"]},"detail":{"feature":"biometrics","status":"available","type":["touch","face","iris"]}}"#),
        ]
        for (status, data) in expected {
            biometrics.status = status
            #expect(await send("feature_status", #"{"request_id":"f","feature":"biometrics"}"#) == [#"{"purpose":"response","request_id":"f","event_type":"feature_status","response_data":\#(data)}"#])
        }
        #expect(await send("feature_status", #"{"request_id":"f","feature":"nfc"}"#) == [#"{"purpose":"response","request_id":"f","event_type":"feature_status","response_data":{"status":"unknown"}}"#])
    }

    @Test func backOverrideTakesTheBackAction() async {
        #expect(endpoint.handleBack() == false)
        #expect(await send("set_back_override", #"{"request_id":"b","is_enabled":true}"#).isEmpty)
        #expect(endpoint.handleBack() == true)
        #expect(engine.evaluated.last == #"window.communicate({"purpose":"lifecycle","id":"back"})"#)
        _ = await send("set_back_override", #"{"is_enabled":false}"#)
        #expect(endpoint.handleBack() == false)
        #expect(services.log == ["back true", "back false"])
    }

    @Test func notificationsWaitUntilReadyAndKeepTheirOrder() async {
        endpoint.raise(HostNotification(id: "1", title: "a"))
        endpoint.raise(HostNotification(id: "2", title: "b"))
        #expect(services.presented.isEmpty)
        _ = await send("set_notification_presentation_status", #"{"is_ready":true}"#)
        #expect(services.presented == ["1", "2"])
        endpoint.raise(HostNotification(id: "3", title: "c"))
        #expect(services.presented == ["1", "2", "3"])
        _ = await send("set_notification_presentation_status", #"{"is_ready":false}"#)
        endpoint.raise(HostNotification(id: "4", title: "d"))
        #expect(services.presented == ["1", "2", "3"])
        _ = await send("clearall", "{}")
        #expect(endpoint.notifications.isReady == false)
        _ = await send("set_notification_presentation_status", #"{"is_ready":true}"#)
        #expect(services.presented == ["1", "2", "3", "4"])
    }

    @Test func authenticationSurvivesClearAll() async {
        _ = await send("set_authentication_status", #"{"is_authenticated":true}"#)
        _ = await send("set_back_override", #"{"is_enabled":true}"#)
        _ = await send("clearall", "{}")
        #expect(endpoint.isAuthenticated)
        #expect(!endpoint.isBackOverrideEnabled)
        _ = await send("reset", "{}")
        #expect(services.log == ["auth true", "back true", "back false", "clearall", "reset"])
    }

    @Test func switchTabDeliversParams() async {
        let sent = await send("switch_tab", #"{"request_id":"s","id":"t2","params":{"foo1":"bar1"}}"#)
        #expect(sent == [#"{"purpose":"switch_tab","params":{"foo1":"bar1"}}"#])
        #expect(services.log == ["select t2 true"])
        var routed: [String] = []
        endpoint.onSwitchTab = { id, message in routed.append("\(id) \(message.detail ?? "")") }
        #expect(await send("switch_tab", #"{"id":"t1","reset":false,"route":"/page1"}"#).isEmpty)
        #expect(routed == [#"t1 {"purpose":"switch_tab","route":"/page1"}"#])
        let unknown = await send("switch_tab", #"{"request_id":"s2","id":"t9"}"#)
        #expect(unknown == [#"{"purpose":"response","request_id":"s2","event_type":"switch_tab","error":{"type":"unknown_tab","message":"no tab 't9' in this app; its tabs are 't1', 't2'"}}"#])
    }

    @Test func tabAppearanceResolvesTitlesAndIsAllOrNothing() async {
        #expect(await send("set_tab_appearance", #"{"t1":{"title":"Favourites","icon_name":"star"},"t2":{"title":{"key":"k","translations":{"en":"Favourite","fr":"Favoris"}},"icon_font_name":"custom","icon_code_point":"E234","hidden":true}}"#).isEmpty)
        #expect(services.log == [
            "appearance t1 Favourites Optional(MiniAppKit.TabAppearance.Icon.named(\"star\")) nil",
            "appearance t2 Favoris Optional(MiniAppKit.TabAppearance.Icon.glyph(font: \"custom\", codePoint: 57908)) Optional(true)",
        ])
        let sent = await send("set_tab_appearance", #"{"request_id":"x","t1":{"hidden":true},"nope":{"hidden":true}}"#)
        #expect(sent.first?.contains(#""type":"unknown_tab""#) == true)
        #expect(services.log.count == 2)
    }

    @Test func openFileResolvesInsideTheRoot() async throws {
        #expect(await send("open_file", #"{"request_id":"o","path":"./files/a.pdf"}"#).isEmpty)
        #expect(services.opened.last?.path == root.appendingPathComponent("app/files/a.pdf").resolvingSymlinksInPath().path)
        #expect(await send("open_file", #"{"path":"https://example.com/x.pdf"}"#).isEmpty)
        #expect(services.opened.last?.absoluteString == "https://example.com/x.pdf")
        let failures: [(String, String)] = [
            ("./../outside.txt", "path_outside_root"),
            ("file://" + root.appendingPathComponent("outside.txt").path, "path_outside_root"),
            // Through a link out of the root, a file outside reads as a missing one, so
            // the page cannot learn which files exist there (issue 29, defect 11's shape).
            ("./files/link.txt", "file_not_found"), ("./files/up/outside.txt", "file_not_found"),
            ("./files/up/missing.txt", "file_not_found"), ("./files/dangling.txt", "file_not_found"),
            ("./files/missing.pdf", "file_not_found"), ("/etc/passwd", "unsupported_path"), ("ftp://x/y", "unsupported_path"),
        ]
        for (path, type) in failures {
            let sent = await send("open_file", #"{"request_id":"o","path":\#(JavaScriptLiteral.string(path))}"#)
            #expect(sent.first?.contains(#""type":"\#(type)""#) == true, "\(path): \(sent)")
            // The page learns why, never where the host keeps its files or where a link points.
            let told = (sent.first ?? "").replacingOccurrences(of: JSONValue.string(path).jsonText.dropFirst().dropLast(), with: "")
            #expect(!told.contains(root.resolvingSymlinksInPath().path) && !told.contains(root.path), "\(path): \(sent)")
        }
        #expect(services.opened.count == 2)
    }

    @Test func senderKindsResolveAgainstTheirRoots() throws {
        let document = FileOpenSender.documentReader(document: root.appendingPathComponent("app/files/a.pdf"))
        #expect(try document.resolve("./a.pdf").lastPathComponent == "a.pdf")
        #expect(throws: FileOpenSender.Failure.self) { try document.resolve("./../../outside.txt") }
        let native = FileOpenSender.native(bundleRoot: root)
        #expect(try native.resolve("./outside.txt").lastPathComponent == "outside.txt")
        let hosted = FileOpenSender.miniApp(entryPoint: URL(string: "https://example.com/app/index.html")!)
        #expect(try hosted.resolve("./docs/a.pdf").absoluteString == "https://example.com/app/docs/a.pdf")
        #expect(throws: FileOpenSender.Failure.self) { try hosted.resolve("./../secret.pdf") }
        #expect(throws: FileOpenSender.Failure.self) { try hosted.resolve("file:///etc/passwd") }
    }

    @Test func noTabsAndErrorsWithoutIdsStayQuiet() async {
        endpoint.services.tabs = nil
        let sent = await send("switch_tab", #"{"request_id":"q","id":"t1"}"#)
        #expect(sent.first?.contains(#""type":"no_tabs""#) == true)
        #expect(await send("switch_tab", #"{"id":"t1"}"#).isEmpty)
        #expect(await send("teleport", "{}").isEmpty)
    }
}
