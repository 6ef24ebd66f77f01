import Foundation
import Testing
@testable import MiniAppKit

/// The bridge's promise: every call is answered, once, whatever arrives.
@MainActor
@Suite struct BridgeTests {
    @Test func registersTheDialectsChannelsAndScripts() {
        let h = MiniAppHarness()
        #expect(h.engine.handlers[h.dialect.bridgeHandler] == true)
        #expect(h.engine.handlers["MiniAppiOS"] == true)
        #expect(h.engine.handlers[h.dialect.logHandler] == false)
        #expect(h.engine.scripts.count == 2)
        #expect(h.engine.scripts.allSatisfy { $0.source.contains(h.dialect.bridgeHandler) || $0.source.contains("MiniAppiOS") })
    }

    @Test func answersUnknownActionsToTheirId() async {
        let h = MiniAppHarness()
        #expect(await h.call("noSuchAction") == .string(#"E{"type":"FAILED_TO_CONFORM_PROTOCOL","message":"Host app failed to implement required interface (noSuchAction is not supported by this host)"}"#))
    }

    @Test func answersMalformedBodies() async {
        let h = MiniAppHarness()
        let expected = ScriptMessageReply.Value.string("EunexpectedMessageFormat: Please check the message format that is sent to Javascript SDK.")
        #expect(await h.post(.string("{not json")) == expected)
        #expect(await h.post(.json("42")) == expected)
        #expect(await h.post(.undefined) == expected)
        #expect(await h.post(.string(#"{"action":"getUserName"}"#)) == expected)
    }

    @Test func refusesThePublicHandlerWithTheRuleNamed() async {
        let h = MiniAppHarness()
        var denials: [AccessRule] = []
        h.bridge.trace = { if case .denied(_, _, _, _, let rule, _) = $0 { denials.append(rule) } }
        let reply = await h.post(.string(#"{"action":"getUserName","param":null,"id":"1"}"#), handler: "MiniAppiOS")
        guard case .string(let text) = reply else { Issue.record("no reply"); return }
        #expect(text.hasPrefix(#"E{"type":"AccessDeniedError","message":"main-frame-only: "#))
        #expect(denials == [.mainFrameOnly])
    }

    @Test func refusesAPageOfAnotherOrigin() async {
        let h = MiniAppHarness()
        h.engine.url = URL(string: "https://elsewhere.example/")
        guard case .string(let text) = await h.call("getUniqueId") else { Issue.record("no reply"); return }
        #expect(text.contains("same-origin"))
    }

    @Test func refusesOversizedMessagesUnread() async {
        let h = MiniAppHarness()
        h.bridge.maxMessageBytes = 1000
        guard case .string(let text) = await h.post(.string(String(repeating: "x", count: 2000))) else { Issue.record("no reply"); return }
        #expect(text.hasPrefix(#"E{"type":"PayloadTooLargeError""#))
    }

    @Test func timesOutSlowServices() async {
        let h = MiniAppHarness(timeout: .milliseconds(50))
        // The host cannot answer in time, so only the timeout can, however loaded the machine is.
        h.host.delay = .seconds(60)
        let box = h.engine.post(h.dialect.bridgeHandler, .string(#"{"action":"getUniqueId","param":null,"id":"1"}"#))
        for _ in 0..<2_000 where box.value == nil {
            try? await Task.sleep(for: .milliseconds(10))
        }
        guard case .string(let text) = box.value else { Issue.record("no reply"); return }
        #expect(text.hasPrefix(#"E{"type":"internalError""#))
        #expect(text.contains("within"))
        #expect(h.bridge.openCalls == 0)
    }

    @Test func detachAnswersOpenCalls() async {
        let h = MiniAppHarness()
        h.host.delay = .seconds(2)
        let box = h.engine.post(h.dialect.bridgeHandler, .string(#"{"action":"getUniqueId","param":null,"id":"1"}"#))
        #expect(h.bridge.openCalls == 1)
        h.bridge.detach()
        #expect(h.bridge.openCalls == 0)
        guard case .string(let text) = box.value else { Issue.record("no reply"); return }
        #expect(text.contains("closed"))
    }

    @Test func fastMethodsAnswerInsideTheCallback() {
        let h = MiniAppHarness()
        let box = h.engine.post(h.dialect.bridgeHandler, .string(#"{"action":"isDarkMode","param":null,"id":"1"}"#))
        #expect(box.value == .string("Strue"))
    }

    @Test func survivesAFloodOfCalls() async {
        let h = MiniAppHarness()
        var boxes: [ReplyBox] = []
        for index in 0..<10_000 {
            boxes.append(h.engine.post(h.dialect.bridgeHandler, .string("{\"action\":\"isDarkMode\",\"param\":null,\"id\":\"\(index)\"}")))
        }
        #expect(boxes.allSatisfy { $0.value == .string("Strue") })
        #expect(h.bridge.openCalls == 0)
    }

    @Test func answersABatchWithOneArrayAndLateCallsByScript() async {
        let h = MiniAppHarness()
        h.host.delay = .milliseconds(20)
        let batch = "\u{1E}" + [
            #"{"action":"isDarkMode","param":null,"id":"1"}"#,
            #"{"action":"getUniqueId","param":null,"id":"2"}"#,
            #"{"action":"noSuchAction","param":null,"id":"3"}"#,
            "not json",
        ].joined(separator: "\u{1E}")
        let box = h.engine.post(h.dialect.bridgeHandler, .string(batch))
        guard case .json(let text) = box.value else { Issue.record("no batch reply: \(String(describing: box.value))"); return }
        let values = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any]
        #expect(values?.count == 4)
        #expect(values?[0] as? String == "Strue")
        #expect(values?[1] is NSNull, "the slow call is answered later")
        #expect((values?[2] as? String)?.hasPrefix(#"E{"type":"FAILED_TO_CONFORM_PROTOCOL""#) == true)
        #expect((values?[3] as? String)?.hasPrefix("E") == true)
        for _ in 0..<1_000 where h.bridge.openCalls > 0 {
            try? await Task.sleep(for: .milliseconds(5))
        }
        #expect(h.engine.evaluated.contains { $0.contains(#"execSuccessCallback("2","#) })
    }

    @Test func batchesAreOnlyReadOnTheSecretChannel() async throws {
        let h = MiniAppHarness()
        let value = await h.post(.string("\u{1E}" + #"{"action":"isDarkMode","param":null,"id":"1"}"#), handler: "MiniAppiOS")
        // Refused, and answered: a batch on the public name did not come from our script.
        let answer = try #require(value, "a batch on the public handler got no answer")
        #expect("\(answer)".contains("main-frame-only"), "\(answer)")
        #expect(MiniAppDialect.batchParts(of: "\u{1E}a\u{1E}\u{1E}b") == ["a", "", "b"])
    }

    @Test func foreignBridgeRepliesThroughExecCallbacks() async {
        let engine = FakeEngine()
        let dialect = MiniAppDialect(foreignBridgeScript: "/**/")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let context = MiniAppContext(app: MiniAppIdentity(appId: "demo"), host: RecordingHost(),
            permissions: CustomPermissionStore(directory: directory, manifest: MiniAppManifest()),
            secureStorage: SecureStorage(directory: directory), manifest: MiniAppManifest())
        let bridge = Bridge(dialect: dialect, methods: MiniAppMethods.table,
            gate: AccessGate(origin: WebOrigin(scheme: "mscheme.demo", host: "miniapp"), trustsPublicHandler: true), context: context)
        let delegate = BridgeDelegate(bridge)
        engine.delegate = delegate
        bridge.attach(to: engine)
        engine.post("MiniAppiOS", .string(#"{"action":"isDarkMode","param":null,"id":"4.2"}"#))
        #expect(engine.evaluated == [#"window.MiniAppBridge&&window.MiniAppBridge.execSuccessCallback("4.2","true")"#])
    }
}
