#if os(Linux)
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

extension WebKitGTKEngineTests {
    /// The real GTK message dialog: answered the way a click is, several at once, and
    /// never left hanging when its window goes away.
    @Test func confirmationDialogsAreAnsweredAndNeverHang() async throws {
        try await withEngine { engine, _ in
            let dialogs = GTKConfirmationDialog(engine: engine, autoAnswer: .init(approve: true, after: .milliseconds(50)))
            let question = ConfirmationRequest(title: "Send 1 BCH?", message: "A test asks.")
            async let first = dialogs.confirm(question)
            async let second = dialogs.confirm(question)
            let answers = await [first, second]
            #expect(answers == [ConfirmationAnswer(approved: true, how: "automatic"), ConfirmationAnswer(approved: true, how: "automatic")])
            #expect(dialogs.openDialogs == 0)

            dialogs.autoAnswer = .init(approve: false, after: .milliseconds(20))
            #expect(await dialogs.confirm(question) == ConfirmationAnswer(approved: false, how: "automatic"))

            // Unanswered, then the window closes: the dialog goes with it, and rejects.
            dialogs.autoAnswer = nil
            Task { @MainActor in
                try? await Task.sleep(for: .milliseconds(100))
                engine.close()
            }
            #expect(await dialogs.confirm(question) == ConfirmationAnswer(approved: false, how: "closed"))
            // A closed engine shows nothing.
            #expect(await dialogs.confirm(question) == ConfirmationAnswer(approved: false, how: "closed"))
        }
    }
}
#endif
