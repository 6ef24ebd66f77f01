import MiniAppKit

extension EngineConformance {
    /// Without a dialog handler every dialog is accepted at once: `alert` returns,
    /// `confirm` answers true, `prompt` its default text.
    @MainActor
    package static func dialogsAreAcceptedByDefault(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<p>hi</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            let answers = try await engine.evaluateJavaScript("[String(alert('a')), confirm('c'), prompt('p', 'dflt')]")
            try expectEqual(answers, #"["undefined",true,"dflt"]"#, "[alert, confirm, prompt] without a handler")
        }
    }

    /// The dialog handler hears each dialog's kind and message; declining answers
    /// `confirm` false and `prompt` null, and `alert` still returns.
    @MainActor
    package static func aDialogHandlerDecides(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            var seen: [String] = []
            harness.setDialogHandler({ kind, message in
                seen.append("\(kind) \(message)")
                return false
            }, on: engine)
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<p>hi</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            let answers = try await engine.evaluateJavaScript("[String(alert('a')), confirm('c'), prompt('p', 'dflt')]")
            try expectEqual(answers, #"["undefined",false,null]"#, "[alert, confirm, prompt] with a handler declining")
            try expectEqual(seen, ["alert a", "confirm c", "prompt p"], "what the handler heard")
            harness.setDialogHandler({ _, _ in true }, on: engine)
            let accepted = try await engine.evaluateJavaScript("[confirm('c'), prompt('p', 'dflt')]")
            try expectEqual(accepted, #"[true,"dflt"]"#, "[confirm, prompt] with a handler accepting")
        }
    }
}
