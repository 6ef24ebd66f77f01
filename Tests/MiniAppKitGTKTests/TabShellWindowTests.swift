#if os(Linux)
import EngineConformance
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

/// The tab shell of `miniapp open`: real GTK widgets and real engines, driven through
/// ``TabShell`` (as the `liquidstate` dialect drives it) and through its own buttons.
extension WebKitGTKEngineTests {
    @Test func shellShowsTabsWithTheirAppearance() async throws {
        try await withShell { shell, _ in
            _ = try shell.addTab("home", appearance: TabAppearance(title: "Home", icon: .named("go-home")))
            _ = try shell.addTab("star", appearance: TabAppearance(title: "Stars", icon: .glyph(font: "DejaVu Sans", codePoint: 0x2605)))
            _ = try shell.addTab("later", appearance: TabAppearance(hidden: true))
            let bar = shell.renderedBar
            #expect(bar.map(\.id) == ["home", "star", "later"])
            #expect(bar.map(\.title) == ["Home", "Stars", "later"])
            #expect(bar[0].icon == .themed("go-home"))
            #expect(bar[1].icon == .glyph(text: "★", markup: #"<span font_family="DejaVu Sans" size="x-large">★</span>"#))
            #expect(bar[2].icon == RenderedTab.Icon.none)
            #expect(bar.map(\.isVisible) == [true, true, false])
            #expect(bar.map(\.isActive) == [true, false, false])
            #expect(shell.selectedTab == "home")
            #expect(shell.renderedTitle == "Home")
            #expect(shell.tabs.map(\.id) == ["home", "star", "later"])
            #expect(shell.tabs[2].appearance == TabAppearance(title: "later", icon: nil, hidden: true))
            #expect(throws: WebEngineError.self) { try shell.addTab("home") }
            #expect(throws: WebEngineError.self) { try shell.addTab("") }
        }
    }

    @Test func shellSelectionAndAppearanceChanges() async throws {
        try await withShell { shell, changes in
            _ = try shell.addTab("a", appearance: TabAppearance(title: "A", icon: .named("go-home")))
            _ = try shell.addTab("b", appearance: TabAppearance(title: "B"))
            _ = try shell.addTab("c", appearance: TabAppearance(title: "C", hidden: true))

            #expect(shell.selectTab("b", reset: false))
            #expect(shell.selectedTab == "b")
            #expect(shell.renderedBar.map(\.isActive) == [false, true, false])
            #expect(shell.renderedTitle == "B")
            #expect(!shell.selectTab("nope", reset: false))
            #expect(shell.selectedTab == "b")

            // Partial changes keep the other fields; a glyph replaces a theme icon; hidden toggles.
            #expect(shell.setAppearance(TabAppearance(icon: .glyph(font: "Icons & <Co>", codePoint: 0x41)), ofTab: "a"))
            #expect(shell.setAppearance(TabAppearance(title: "Bee"), ofTab: "b"))
            #expect(shell.setAppearance(TabAppearance(hidden: false), ofTab: "c"))
            #expect(shell.setAppearance(TabAppearance(hidden: true), ofTab: "a"))
            #expect(!shell.setAppearance(TabAppearance(title: "x"), ofTab: "nope"))
            let bar = shell.renderedBar
            #expect(bar.map(\.title) == ["A", "Bee", "C"])
            #expect(bar.map(\.isVisible) == [false, true, true])
            #expect(bar[0].icon == .glyph(text: "A", markup: #"<span font_family="Icons &amp; &lt;Co&gt;" size="x-large">A</span>"#))
            #expect(shell.renderedTitle == "Bee", "the selected tab's new title is in the header")
            #expect(shell.setAppearance(TabAppearance(icon: .named("starred")), ofTab: "a"))
            #expect(shell.renderedBar[0].icon == .themed("starred"))

            // A user's tap selects without reset; a tap on the selected tab keeps it pressed.
            #expect(shell.clickTabButton("c"))
            #expect(shell.selectedTab == "c")
            shell.clickTabButton("c")
            #expect(shell.renderedBar.map(\.isActive) == [false, false, true])

            #expect(changes.list == [
                .selected(tab: "b", reset: false),
                .appearance(tab: "a", TabAppearance(title: "A", icon: .glyph(font: "Icons & <Co>", codePoint: 0x41), hidden: false)),
                .appearance(tab: "b", TabAppearance(title: "Bee", icon: nil, hidden: false)),
                .appearance(tab: "c", TabAppearance(title: "C", icon: nil, hidden: false)),
                .appearance(tab: "a", TabAppearance(title: "A", icon: .glyph(font: "Icons & <Co>", codePoint: 0x41), hidden: true)),
                .appearance(tab: "a", TabAppearance(title: "A", icon: .named("starred"), hidden: true)),
                .selected(tab: "c", reset: false),
            ])
        }
    }

    @Test func shellResetRestartsTheTabAndBackGoesToTheSelectedOne() async throws {
        try await withShell { shell, changes in
            let pages = PageServer([
                "one/index.html": "<p>one</p>", "one/next.html": "<p>one next</p>",
                "two/index.html": "<p>two</p>", "two/next.html": "<p>two next</p>",
            ])
            var contents: [String: RecordingContent] = [:]
            for id in ["one", "two"] {
                let engine = try shell.addTab(id, engine: .init(isEphemeral: true))
                let content = RecordingContent(engine: engine, launchURL: try #require(URL(string: "test://\(id)/index.html")))
                engine.delegate = content.delegate
                engine.registerScheme("test", handler: pages)
                shell.setContent(content, ofTab: id)
                contents[id] = content
                try await load(engine, content.delegate, "test://\(id)/index.html")
                try await load(engine, content.delegate, "test://\(id)/next.html")
            }
            let one = try #require(contents["one"]), two = try #require(contents["two"])

            // Reset: the tab's mini app starts again from its launch URL.
            let before = one.delegate.finishedLoads
            #expect(shell.selectTab("one", reset: true))
            try await waitUntil("tab one restarted") { one.delegate.finishedLoads > before }
            #expect(one.engine.url?.absoluteString == "test://one/index.html")
            #expect(two.engine.url?.absoluteString == "test://two/next.html", "the other tab is untouched")

            // Back, from the button and from the API, reaches only the selected tab.
            shell.clickBackButton()
            #expect(one.backs == 1 && two.backs == 0)
            #expect(shell.selectTab("two", reset: false))
            shell.back()
            #expect(one.backs == 1 && two.backs == 1)
            #expect(changes.list == [.selected(tab: "one", reset: true), .back(tab: "one"), .selected(tab: "two", reset: false), .back(tab: "two")])

            // Without content, back goes back in the tab engine's history.
            let engine = try shell.addTab("bare", engine: .init(isEphemeral: true))
            let delegate = RecordingDelegate()
            engine.delegate = delegate
            engine.registerScheme("test", handler: pages)
            try await load(engine, delegate, "test://one/index.html")
            try await load(engine, delegate, "test://one/next.html")
            #expect(shell.selectTab("bare", reset: false))
            let loads = delegate.finishedLoads
            shell.clickBackButton()
            try await waitUntil("history back in the bare tab") { delegate.finishedLoads > loads }
            #expect(engine.url?.absoluteString == "test://one/index.html")
        }
    }

    @Test func shellSnapshotShowsTheWholeWindow() async throws {
        try await withShell { shell, _ in
            let engine = try shell.addTab("red", appearance: TabAppearance(title: "Red", icon: .named("go-home")), engine: .init(isEphemeral: true))
            let delegate = RecordingDelegate()
            engine.delegate = delegate
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<body style='background:#c33'><h1>tab</h1></body>"]))
            try await load(engine, delegate, "test://main/index.html")
            try await Task.sleep(for: .milliseconds(300))
            let png = try shell.snapshotPNG()
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            #expect(png.count > 1000)
            if let path = ProcessInfo.processInfo.environment["MINIAPP_SHELL_SNAPSHOT"] {
                try png.write(to: URL(fileURLWithPath: path))
            }
        }
    }

    @Test func closingTheShellClosesEveryTab() async throws {
        try await withShell { shell, _ in
            var delegates: [RecordingDelegate] = []
            for id in ["a", "b"] {
                let engine = try shell.addTab(id, engine: .init(isEphemeral: true))
                let delegate = RecordingDelegate()
                engine.delegate = delegate
                delegates.append(delegate)
            }
            var closed = 0
            shell.onClose = { closed += 1 }
            shell.close()
            shell.close()
            #expect(closed == 1)
            #expect(shell.isClosed)
            #expect(delegates.allSatisfy { $0.closed })
            #expect(!shell.selectTab("a", reset: false))
            #expect(shell.renderedBar.isEmpty)
            #expect(throws: WebEngineError.self) { try shell.snapshotPNG() }
            #expect(throws: WebEngineError.self) { try shell.addTab("c") }
        }
    }
}

/// Tab content that counts back actions and restarts by loading its launch URL.
@MainActor
final class RecordingContent: TabContent {
    let engine: WebKitGTKEngine
    let launchURL: URL
    let delegate = RecordingDelegate()
    var backs = 0

    init(engine: WebKitGTKEngine, launchURL: URL) {
        self.engine = engine
        self.launchURL = launchURL
    }

    func back() { backs += 1 }
    func restart() { engine.load(launchURL) }
}

/// The shell's reported changes, in order.
@MainActor
final class ChangeLog {
    var list: [TabShellChange] = []
}

/// Starts the loop, runs `body` with a fresh shell on the main actor, and closes it afterwards.
func withShell(_ body: @MainActor (TabShellWindow, ChangeLog) async throws -> Void) async throws {
    try await GLibMainLoop.attach()
    try await runShellOnMain(body)
}

@MainActor
private func runShellOnMain(_ body: @MainActor (TabShellWindow, ChangeLog) async throws -> Void) async throws {
    let shell = try TabShellWindow(configuration: .init(title: "MiniAppKitGTK shell tests"))
    let changes = ChangeLog()
    shell.onChange = { changes.list.append($0) }
    defer { shell.close() }
    try await body(shell, changes)
}
#endif
