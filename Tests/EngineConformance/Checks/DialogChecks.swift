import Foundation
import MiniAppKit

extension EngineConformance {
    /// Without a dialog handler or presenter every dialog is accepted at once: `alert`
    /// returns, `confirm` answers true, `prompt` its default text; each is recorded as
    /// answered automatically, as `miniapp open`'s transcript writes it.
    @MainActor
    package static func dialogsAreAcceptedByDefault(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            var records: [ScriptDialogAnswer] = []
            harness.observeDialogs({ records.append($0) }, on: engine)
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<p>hi</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            let answers = try await engine.evaluateJavaScript("[String(alert('a')), confirm('c'), prompt('p', 'dflt')]")
            try expectEqual(answers, #"["undefined",true,"dflt"]"#, "[alert, confirm, prompt] without a handler")
            try expectEqual(records, [
                ScriptDialogAnswer(kind: .alert, message: "a", accepted: true, answeredBy: .automatic),
                ScriptDialogAnswer(kind: .confirm, message: "c", accepted: true, answeredBy: .automatic),
                ScriptDialogAnswer(kind: .prompt, message: "p", defaultText: "dflt", accepted: true, text: "dflt", answeredBy: .automatic),
            ], "what the engine recorded")
        }
    }

    /// The dialog handler hears each dialog's kind and message; declining answers
    /// `confirm` false and `prompt` null, and `alert` still returns.
    @MainActor
    package static func aDialogHandlerDecides(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            var seen: [String] = []
            var records: [ScriptDialogAnswer] = []
            harness.observeDialogs({ records.append($0) }, on: engine)
            harness.setDialogHandler({ kind, message in
                seen.append("\(kind) \(message)")
                return false
            }, on: engine)
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<p>hi</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            let answers = try await engine.evaluateJavaScript("[String(alert('a')), confirm('c'), prompt('p', 'dflt')]")
            try expectEqual(answers, #"["undefined",false,null]"#, "[alert, confirm, prompt] with a handler declining")
            try expectEqual(seen, ["alert a", "confirm c", "prompt p"], "what the handler heard")
            try expectEqual(records.map(\.accepted), [true, false, false], "what the engine recorded as accepted")
            harness.setDialogHandler({ _, _ in true }, on: engine)
            let accepted = try await engine.evaluateJavaScript("[confirm('c'), prompt('p', 'dflt')]")
            try expectEqual(accepted, #"[true,"dflt"]"#, "[confirm, prompt] with a handler accepting")
        }
    }

    /// A host's dialog presenter is asked each dialog and may take its time, as a person
    /// does: the page waits, then gets the presenter's answers (a prompt's typed text, a
    /// confirm's Cancel), recorded as given by a person. It wins over the dialog handler.
    @MainActor
    package static func aDialogPresenterAnswersLikeAPerson(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            var asked: [ScriptDialog] = []
            var records: [ScriptDialogAnswer] = []
            harness.observeDialogs({ records.append($0) }, on: engine)
            harness.setDialogHandler({ _, _ in true }, on: engine)
            harness.setDialogPresenter({ dialog in
                asked.append(dialog)
                try? await Task.sleep(for: .milliseconds(100))
                switch dialog.kind {
                case .prompt: return .accepted(text: "typed")
                case .confirm: return .cancelled
                default: return .accepted()
                }
            }, on: engine)
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<p>hi</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            engine.runJavaScript("window.answers = [String(alert('a')), confirm('c'), prompt('p', 'dflt')];")
            let answers = try await waitForJS(engine, "window.answers || null")
            try expectEqual(answers, #"["undefined",false,"typed"]"#, "[alert, confirm, prompt] as the presenter answered")
            try expectEqual(asked, [
                ScriptDialog(kind: .alert, message: "a"), ScriptDialog(kind: .confirm, message: "c"),
                ScriptDialog(kind: .prompt, message: "p", defaultText: "dflt"),
            ], "what the presenter was asked")
            try expectEqual(records, [
                ScriptDialogAnswer(kind: .alert, message: "a", accepted: true, answeredBy: .user),
                ScriptDialogAnswer(kind: .confirm, message: "c", accepted: false, answeredBy: .user),
                ScriptDialogAnswer(kind: .prompt, message: "p", defaultText: "dflt", accepted: true, text: "typed", answeredBy: .user),
            ], "what the engine recorded")
        }
    }

    /// A dialog still open when the engine closes is answered then, once, as dismissed
    /// (the presenter's task is cancelled), and the presenter's late answer changes
    /// nothing: WebKit raises an exception for a dialog answered twice or never, and
    /// WebKitGTK leaves a page stopped on a dialog never closed.
    @MainActor
    package static func aDialogOpenWhenTheEngineClosesIsAnsweredOnce(_ harness: some EngineHarness) async throws {
        let engine = try harness.makeEngine()
        defer { harness.close(engine) }
        let delegate = RecordingDelegate()
        engine.delegate = delegate
        var records: [ScriptDialogAnswer] = []
        harness.observeDialogs({ records.append($0) }, on: engine)
        let person = HeldAnswer()
        harness.setDialogPresenter({ _ in await person.answer() }, on: engine)
        engine.registerScheme("test", handler: PageServer(["main/index.html": "<p>hi</p>"]))
        try await load(engine, delegate, "test://main/index.html")
        engine.runJavaScript("window.answer = confirm('still there?');")
        try await waitUntil("the presenter to be asked") { person.isAsked }
        harness.close(engine)
        try expectEqual(records, [ScriptDialogAnswer(kind: .confirm, message: "still there?", accepted: false, answeredBy: .automatic)], "the dialog's answer when its engine closed")
        try await waitUntil("the presenter's task to be cancelled") { person.wasCancelled }
        person.give(.accepted())
        try await settle()
        try expectEqual(records.count, 1, "answers recorded once the presenter answered late")
    }

    /// A browser window's page asks its dialogs through the mini app's engine: its
    /// presenter answers them and its record lists them, as for the mini app's own page.
    @MainActor
    package static func aBrowserWindowsDialogsGoThroughItsEngine(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, _ in
            var records: [ScriptDialogAnswer] = []
            harness.observeDialogs({ records.append($0) }, on: engine)
            harness.setDialogPresenter({ dialog in dialog.kind == .confirm ? .cancelled : .accepted() }, on: engine)
            let callback = "https://callback.example/done"
            let html = "<!doctype html><script>setTimeout(() => { location.href = '\(callback)?leave=' + confirm('leave?'); }, 50)</script>"
            var outcome: BrowserWindowPage.Outcome?
            Task { @MainActor in outcome = await engine.showBrowserWindow(.html(html, baseURL: try url("https://page.example/"), callbackPrefix: callback)) }
            try await waitUntil("the browser page's outcome", seconds: 60) { outcome != nil }
            try expectEqual(outcome, .intercepted(callback + "?leave=false"), "the page's outcome, after the presenter's Cancel")
            try expectEqual(records, [ScriptDialogAnswer(kind: .confirm, message: "leave?", accepted: false, answeredBy: .user)], "what the engine recorded")
        }
    }
}

/// A person who answers a dialog only when told (``give(_:)``), and notices when the
/// question is withdrawn (its task cancelled).
@MainActor
final class HeldAnswer {
    private(set) var isAsked = false
    private(set) var wasCancelled = false
    private var waiting: CheckedContinuation<ScriptDialogReply, Never>?

    func answer() async -> ScriptDialogReply {
        isAsked = true
        return await withTaskCancellationHandler {
            await withCheckedContinuation { waiting = $0 }
        } onCancel: {
            Task { @MainActor in self.wasCancelled = true }
        }
    }

    func give(_ reply: ScriptDialogReply) {
        waiting?.resume(returning: reply)
        waiting = nil
    }
}
