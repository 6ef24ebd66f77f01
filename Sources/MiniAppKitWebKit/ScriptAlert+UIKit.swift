#if canImport(WebKit) && canImport(UIKit)
import MiniAppKit
import UIKit

/// A page's dialog as iOS shows one: a `UIAlertController` over the topmost view
/// controller of the web view's window, with OK and, but for an alert, Cancel; a prompt
/// has a text field holding its default text.
@MainActor
enum ScriptAlert {
    /// A presenter over `view`'s window, or `nil` when the view is in none (nothing to
    /// present from): the dialog is then answered at once.
    static func presenter(over view: UIView) -> ScriptDialogQueue.Presenter? {
        guard view.window?.rootViewController != nil else { return nil }
        return { [weak view] dialog in
            guard let top = view.flatMap(ModalPresentation.topController) else { return .dismissed(dialog.kind) }
            return await ask(dialog, from: top)
        }
    }

    /// Presents `dialog` from `controller` and returns the person's answer; a dismissed
    /// dialog's when the presentation is refused (the controller is busy presenting) or
    /// the task is cancelled (the engine closed: the alert goes away too).
    static func ask(_ dialog: ScriptDialog, from controller: UIViewController) async -> ScriptDialogReply {
        let alert = UIAlertController(title: nil, message: dialog.message, preferredStyle: .alert)
        let answer = OnceAnswer<ScriptDialogReply>()
        if dialog.kind == .prompt {
            alert.addTextField { field in field.text = dialog.defaultText }
        }
        if dialog.kind != .alert {
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in answer.give(.cancelled) })
        }
        alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak alert] _ in
            answer.give(.accepted(text: alert?.textFields?.first?.text))
        })
        return await withTaskCancellationHandler {
            await answer.wait {
                ModalPresentation.present(alert, from: controller) { answer.give(.dismissed(dialog.kind)) }
            }
        } onCancel: {
            Task { @MainActor in
                if alert.presentingViewController != nil { alert.dismiss(animated: true) }
                answer.give(.dismissed(dialog.kind))
            }
        }
    }
}
#endif
