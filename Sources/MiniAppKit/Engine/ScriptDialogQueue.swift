/// The page's JavaScript dialogs an engine is answering: the one path both engines take,
/// in their views and in their browser windows (docs/ARCHITECTURE.md, "Dialogs"), so each
/// dialog is answered exactly once, whatever comes first, and recorded the same way.
///
/// A dialog goes to a presenter when there is one (the host's `dialogPresenter`, else the
/// platform's own dialog when the engine shows dialogs and has a window to show them in):
/// the presenter runs in a task of its own and may take as long as a person needs.
/// Without one it is answered at once, by the host's `dialogHandler` or accepted.
/// Closing the engine dismisses what still waits (``dismissAll()``): the presenter's task
/// is cancelled (a presenter takes its dialog down then), and its late answer is dropped.
/// WebKit raises an exception when a dialog's completion handler is called twice or
/// never; WebKitGTK leaves the page stopped on a dialog never closed.
@MainActor
package final class ScriptDialogQueue {
    /// What a presenter is: it shows `dialog` and returns once someone answered.
    package typealias Presenter = @MainActor (ScriptDialog) async -> ScriptDialogReply
    /// Gives the engine's page the answer (WebKit's completion handler, WebKitGTK's dialog).
    package typealias Settle = @MainActor (ScriptDialogReply) -> Void

    private struct Waiting {
        let dialog: ScriptDialog
        let task: Task<Void, Never>
        let answer: @MainActor (ScriptDialogReply, ScriptDialogAnswer.AnsweredBy) -> Void
    }

    private var waiting: [Int: Waiting] = [:]
    private var nextID = 0

    /// An empty queue.
    package init() {}

    /// How many dialogs wait for their presenter (tests).
    package var count: Int { waiting.count }

    /// Answers `dialog` once: by `presenter` when there is one, else at once with
    /// `handler`'s decision (or accepted), then tells `report` what the page got.
    package func answer(
        _ dialog: ScriptDialog, presenter: Presenter?, handler: ((ScriptDialogKind, String) -> Bool)?,
        report: ((ScriptDialogAnswer) -> Void)?, settle: @escaping Settle
    ) {
        let answer = { @MainActor (reply: ScriptDialogReply, answeredBy: ScriptDialogAnswer.AnsweredBy) in
            settle(reply.settled(for: dialog.kind))
            report?(ScriptDialogAnswer(dialog, reply: reply, answeredBy: answeredBy))
        }
        guard let presenter else {
            answer(dialog.automaticReply(accepted: handler?(dialog.kind, dialog.message) ?? true), .automatic)
            return
        }
        let id = nextID
        nextID += 1
        // The task holds the queue: an answer that comes after the engine is gone still
        // settles the page's dialog (WebKit holds it), exactly once.
        let task = Task { @MainActor in
            let reply = await presenter(dialog)
            self.finish(id, with: reply, by: .user)
        }
        waiting[id] = Waiting(dialog: dialog, task: task, answer: answer)
    }

    /// Dismisses every dialog still waiting (the engine is closing): each is answered as
    /// closed without an answer, recorded as answered automatically, and its presenter's
    /// task cancelled.
    package func dismissAll() {
        let all = waiting.sorted { $0.key < $1.key }
        waiting.removeAll()
        for (_, entry) in all {
            entry.task.cancel()
            entry.answer(.dismissed(entry.dialog.kind), .automatic)
        }
    }

    /// The presenter answered: settles the dialog unless it was dismissed already.
    private func finish(_ id: Int, with reply: ScriptDialogReply, by answeredBy: ScriptDialogAnswer.AnsweredBy) {
        guard let entry = waiting.removeValue(forKey: id) else { return }
        entry.answer(reply, answeredBy)
    }
}
