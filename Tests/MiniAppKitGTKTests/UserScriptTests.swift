#if os(Linux)
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

extension WebKitGTKEngineTests {
    @Test func userScriptsRunAtDocumentStartInTheMainFrameOnly() async throws {
        try await withEngine { engine, delegate in
            engine.addMessageHandler(named: "log", replies: false)
            engine.addUserScript(UserScript(source: "window.injected = 'yes';", injectionTime: .documentStart, frames: .mainFrameOnly))
            engine.addUserScript(UserScript(
                source: "window.allowed = 'yes';", injectionTime: .documentStart, frames: .allFrames,
                allowList: ["test://main/allowed.html"]
            ))
            let report = "window.webkit.messageHandlers.log.postMessage(location.pathname + ' injected=' + window.injected + ' allowed=' + window.allowed)"
            engine.registerScheme("test", handler: PageServer(pages: [
                "main/index.html": "<script>\(report)</script><iframe src='frame.html'></iframe>",
                "main/frame.html": "<script>\(report)</script>",
                "main/allowed.html": "<script>\(report)</script>",
            ]))
            try await load(engine, delegate, "test://main/index.html")
            try await waitUntil("two reports") { delegate.messages.count >= 2 }
            try await load(engine, delegate, "test://main/allowed.html")
            try await waitUntil("three reports") { delegate.messages.count >= 3 }
            let reports = delegate.messages.map(\.body)
            #expect(reports.count == 3)
            for expected: MessageBody in [
                .string("/index.html injected=yes allowed=undefined"),
                .string("/frame.html injected=undefined allowed=undefined"),
                .string("/allowed.html injected=yes allowed=yes"),
            ] {
                #expect(reports.contains(expected), "\(reports)")
            }
        }
    }
}
#endif
