#if canImport(WebKit) && !canImport(UIKit) && canImport(AppKit)
import AppKit
import MiniAppKit

/// A page's dialog as macOS shows one: an `NSAlert` sheet on the web view's window, with
/// OK and, but for an alert, Cancel; a prompt has a text field holding its default text.
@MainActor
enum ScriptAlert {
    /// A presenter on `view`'s window, or `nil` when the view is in none: the dialog is
    /// then answered at once.
    static func presenter(over view: NSView) -> ScriptDialogQueue.Presenter? {
        guard view.window != nil else { return nil }
        return { [weak view] dialog in
            guard let window = view?.window else { return .dismissed(dialog.kind) }
            return await ask(dialog, on: window)
        }
    }

    /// Shows `dialog` as a sheet on `window` (queued behind a sheet already there) and
    /// returns the person's answer; a dismissed dialog's when the task is cancelled (the
    /// engine closed: the sheet goes away too).
    static func ask(_ dialog: ScriptDialog, on window: NSWindow) async -> ScriptDialogReply {
        let alert = NSAlert()
        alert.messageText = dialog.message
        alert.addButton(withTitle: "OK")
        if dialog.kind != .alert { alert.addButton(withTitle: "Cancel") }
        let field: NSTextField? = dialog.kind == .prompt ? NSTextField(string: dialog.defaultText ?? "") : nil
        if let field {
            field.frame = NSRect(x: 0, y: 0, width: 260, height: 24)
            alert.accessoryView = field
        }
        let answer = OnceAnswer<ScriptDialogReply>()
        return await withTaskCancellationHandler {
            await answer.wait {
                alert.beginSheetModal(for: window) { response in
                    MainActor.assumeIsolated {
                        let accepted = response == .alertFirstButtonReturn
                        answer.give(accepted ? .accepted(text: field?.stringValue) : .dismissed(dialog.kind))
                    }
                }
            }
        } onCancel: {
            Task { @MainActor in
                answer.give(.dismissed(dialog.kind))
                window.endSheet(alert.window, returnCode: .cancel)
            }
        }
    }
}
#endif
