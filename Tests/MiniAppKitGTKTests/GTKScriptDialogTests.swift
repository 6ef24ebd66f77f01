#if os(Linux)
import CWebKitGTK
import EngineConformance
import MiniAppKit
import MiniAppKitGTK
import Testing

extension WebKitGTKEngineTests {
    /// With ``WebKitGTKEngine/showsScriptDialogs``, a page's `prompt` and `confirm` are
    /// real GTK message dialogs over the engine's window, answered here as a click
    /// answers them (`gtk_dialog_response`): OK gives the prompt's text, read before the
    /// dialog is destroyed; Cancel gives `null`.
    @Test func realScriptDialogsGiveTheAnswerTheUserChose() async throws {
        try await withEngine { engine, delegate in
            engine.showsScriptDialogs = true
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<p>dialogs</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            engine.runJavaScript("""
                setTimeout(() => { window.answers = [prompt('Name?', 'Zoe'), prompt('Again?', 'x'), confirm('Sure?')]; });
                """)
            var responses = [GTK_RESPONSE_OK, GTK_RESPONSE_CANCEL, GTK_RESPONSE_OK]
            while !responses.isEmpty {
                try await waitUntil("a GTK message dialog") { Self.openMessageDialog() != nil }
                if let dialog = Self.openMessageDialog() {
                    gtk_dialog_response(dialog, responses.removeFirst().rawValue)
                }
                try await settle()
            }
            let answers = try await waitForJS(engine, "window.answers")
            #expect(answers == #"["Zoe",null,true]"#)
        }
    }

    /// The first message dialog among GTK's windows that is still showing.
    @MainActor
    private static func openMessageDialog() -> UnsafeMutablePointer<GtkDialog>? {
        let windows = gtk_window_list_toplevels()
        defer { g_list_free(windows) }
        var node = windows
        while let current = node {
            if let window = current.pointee.data,
               g_type_check_instance_is_a(window.assumingMemoryBound(to: GTypeInstance.self), gtk_message_dialog_get_type()) != 0,
               gtk_widget_get_visible(window.assumingMemoryBound(to: GtkWidget.self)) != 0 {
                return window.assumingMemoryBound(to: GtkDialog.self)
            }
            node = current.pointee.next
        }
        return nil
    }
}
#endif
