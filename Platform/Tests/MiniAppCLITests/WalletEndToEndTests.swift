import Foundation
import Testing

/// The `wallet` dialect in `miniapp open`: the real CLI, WebKitGTK under its own Xvfb,
/// the fixture page speaking the seed's interface, the profile's wallet and its GTK dialog.
@Suite(.serialized) struct WalletEndToEndTests {
    static let fixture = "\(OpenRun.fixtures.path)/wallet"

    @Test func everyCommandMalformedInputConcurrencyAndSize() throws {
        let profile = #"{"echoJSON": false, "wallet": {"getAddress": {"delayMs": 300}}}"#
        let run = try OpenRun.open([Self.fixture, "--query", "scenario=commands"], profile: profile, timeout: 90)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let r = try run.probeResults()
        #expect(r["failed"] == nil, "\(r["failed"] ?? "")")
        // Replies wait for _bitcoinWalletApi, then arrive.
        #expect(r["beforeDefined"] as? Int == 0)
        #expect(r["early"] as? String == #"early getAddress ok {"address":"bitcoincash:qz7demo0wallet0address0for0miniappkit0bch0","label":"Demo wallet"}"#)
        #expect(run.lines("console").contains { ($0["text"] as? String)?.contains("_bitcoinWalletApi.receiveMessage is not defined") == true })
        // Every command.
        #expect(r["bch"] as? String == #"a1 getAddress ok {"address":"bitcoincash:qz7demo0wallet0address0for0miniappkit0bch0","label":"Demo wallet"}"#)
        #expect((r["slp"] as? String)?.hasPrefix(#"a2 getAddress ok {"address":"simpleledger:"#) == true)
        #expect((r["noData"] as? String)?.hasPrefix(#"a3 getAddress ok {"address":"bitcoincash:"#) == true)
        #expect((r["unsupported"] as? String)?.hasPrefix("a4 getAddress error PROTOCOL_ERROR: this wallet has no DOGE address") == true)
        #expect(r["send"] as? String == #"s1 sendAssets ok {"txid":"0000000000000000000000000000000000000000000000000000000000000001"}"#)
        #expect((r["sendSlp"] as? String)?.hasPrefix(#"s2 sendAssets ok {"txid":""#) == true)
        #expect((r["objectBody"] as? String)?.hasPrefix(#"o1 getAddress ok {"address":"bc1q"#) == true)
        // Malformed input, each with its type.
        for key in ["notJSON", "number", "array", "nullBody", "missingId", "numericId"] {
            #expect((r[key] as? String)?.hasPrefix("- ") == true, "\(key): \(r[key] ?? "nil")")
        }
        for key in ["notJSON", "number", "array", "nullBody", "missingId", "numericId"] {
            #expect((r[key] as? String)?.contains("error MALFORMED_MESSAGE") == true, "\(key): \(r[key] ?? "nil")")
        }
        #expect((r["numericId"] as? String)?.contains("'messageId' must be a string; got a number") == true)
        #expect((r["missingCommand"] as? String)?.hasPrefix("m1 - error MALFORMED_MESSAGE") == true)
        #expect((r["wrongCommandType"] as? String)?.hasPrefix("m2 - error MALFORMED_MESSAGE") == true)
        #expect((r["replyShaped"] as? String)?.hasPrefix("m3 getAddress error MALFORMED_MESSAGE") == true)
        #expect((r["unknownCommand"] as? String)?.hasPrefix("u1 payInvoice error UNKNOWN_COMMAND") == true)
        #expect((r["badInput"] as? String)?.hasPrefix("i1 getAddress error MALFORMED_INPUT") == true)
        #expect((r["badSend"] as? String)?.contains("error MALFORMED_INPUT: 'data.value' must be a decimal string") == true)
        #expect((r["missingTo"] as? String)?.contains("error MALFORMED_INPUT: 'data.to' is missing") == true)
        // Refused unread, yet answered to its own id and command (found at the message's start).
        #expect((r["threeMegabytes"] as? String)?.hasPrefix("big getAddress error MESSAGE_TOO_LARGE") == true, "\(r["threeMegabytes"] ?? "nil")")
        // Concurrent requests, answered out of order, each to its id.
        let concurrent = r["concurrent"] as? [String] ?? []
        #expect(concurrent.count == 2 && concurrent[0].hasPrefix("slow getAddress ok") && concurrent[1].hasPrefix("fast sendAssets ok"), "\(concurrent)")
        #expect(r["arrivalOrder"] as? [String] == ["fast", "slow"])
        // A duplicate id while the first is outstanding.
        let duplicate = r["duplicate"] as? [String] ?? []
        #expect(duplicate.count == 2 && duplicate.contains { $0.hasPrefix("dup getAddress ok") } && duplicate.contains { $0.hasPrefix("dup getAddress error DUPLICATE_MESSAGE_ID") }, "\(duplicate)")
        // An iframe's request is refused (its frame is known), answered in the main frame only.
        #expect((r["iframeRequest"] as? String)?.hasPrefix("frame-1 getAddress error ACCESS_DENIED: main-frame-only") == true, "\(r["iframeRequest"] ?? "nil")")
        #expect(r["iframeSawReply"] is NSNull)
        #expect((r["unexpected"] as? [Any])?.isEmpty == true)
        // The transcript has a call, a decision and a reply for each request.
        let calls = run.lines("call").filter { $0["dialect"] as? String == "wallet" }
        let replies = run.lines("reply").filter { $0["dialect"] as? String == "wallet" }
        let failures = run.lines("failed").filter { $0["dialect"] as? String == "wallet" }
        #expect(calls.count >= 12)
        #expect(failures.count >= 10)
        // A message is a `call` (decoded) or a `failed` line before decoding; an unknown
        // command has both. Each gets one `reply`.
        let undecoded = failures.filter { $0["code"] as? String != "unknownAction" }
        #expect(replies.count == calls.count + undecoded.count, "every message answered once")
        for id in calls.compactMap({ $0["id"] as? String }) where id != "dup" {
            #expect(replies.filter { $0["id"] as? String == id }.count == 1, "\(id)")
        }
        let decisions = run.lines("host").filter { $0["name"] as? String == "walletDecision" }
        #expect(decisions.contains { $0["detail"] as? String == "getAddress a1: approve (profile)" })
        #expect(run.lines("session").last?["openCalls"] as? Int == 0)
    }

    @Test func approveRejectAndAskThroughARealDialog() throws {
        let profile = #"""
        {"echoJSON": false, "wallet": {
          "getAddress": {"decision": "ask"}, "sendAssets": {"decision": "reject"},
          "dialog": {"autoAnswer": "approve", "afterMs": 250}}}
        """#
        let run = try OpenRun.open([Self.fixture, "--query", "scenario=decisions"], profile: profile)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let r = try run.probeResults()
        #expect((r["asked"] as? String)?.hasPrefix(#"d1 getAddress ok {"address":"bitcoincash:"#) == true)
        #expect((r["askedMs"] as? Int ?? 0) >= 200, "the dialog was up for \(r["askedMs"] ?? "?") ms")
        #expect((r["rejected"] as? String)?.hasPrefix("d2 sendAssets error CANCELED") == true)
        let both = r["twoDialogs"] as? [String] ?? []
        #expect(both.count == 2 && both.allSatisfy { $0.contains("getAddress ok") }, "\(both)")
        let hosts = run.lines("host").compactMap { line -> String? in
            guard let name = line["name"] as? String, name.hasPrefix("wallet") else { return nil }
            return "\(name) \(line["detail"] as? String ?? "")"
        }
        #expect(hosts.contains("walletDialog d1 getAddress: Share your BCH address?") || hosts.contains("walletDialog getAddress d1: Share your BCH address?"), "\(hosts)")
        #expect(hosts.contains("walletDecision getAddress d1: approve (dialog, automatic)"), "\(hosts)")
        #expect(hosts.contains("walletDecision sendAssets d2: reject (profile)"), "\(hosts)")
    }

    @Test func theDialogCanReject() throws {
        let profile = #"{"echoJSON": false, "wallet": {"decision": "ask", "dialog": {"autoAnswer": "reject", "afterMs": 100}}}"#
        let run = try OpenRun.open([Self.fixture, "--query", "scenario=dialogReject"], profile: profile)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let r = try run.probeResults()
        #expect((r["getAddress"] as? String)?.hasPrefix("r1 getAddress error CANCELED") == true)
        #expect((r["sendAssets"] as? String)?.hasPrefix("r2 sendAssets error CANCELED") == true)
        let decisions = run.lines("host").filter { $0["name"] as? String == "walletDecision" }.compactMap { $0["detail"] as? String }
        #expect(decisions == ["getAddress r1: reject (dialog, automatic)", "sendAssets r2: reject (dialog, automatic)"])
    }

    @Test func theShowcaseWalletPageRunsEveryCard() throws {
        // The showcase launches at index.html: run a copy whose index is the wallet page.
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("wallet-showcase-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: OpenRun.root.appendingPathComponent("Examples/Showcase"), to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.removeItem(at: copy.appendingPathComponent("index.html"))
        try FileManager.default.copyItem(at: copy.appendingPathComponent("wallet.html"), to: copy.appendingPathComponent("index.html"))
        let run = try OpenRun.open([copy.path, "--app-id", "showcase", "--query", "autorun=1"], profile: #"{"echoJSON": false}"#)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let summary = run.lines("console").compactMap { $0["text"] as? String }.first { $0.contains("wallet showcase: ") }
        #expect(summary?.hasSuffix("wallet showcase: 6 ok, 4 expected errors, 0 errors") == true, "\(summary ?? "no summary")")
    }

    @Test func aPageOfAnotherOriginIsRefused() throws {
        let server = try LocalHTTPServer(serving: URL(fileURLWithPath: Self.fixture).appendingPathComponent("away"))
        defer { server.stop() }
        let run = try OpenRun.open([
            Self.fixture, "--load-external-in-view",
            "--query", "scenario=away&to=http://127.0.0.1:\(server.port)/away.html",
        ], profile: #"{"echoJSON": false}"#, timeout: 8)
        #expect(run.status == 1, "the run ends by timeout: stderr \(run.stderr)")
        let denied = run.lines("denied").filter { $0["dialect"] as? String == "wallet" }
        #expect(denied.count == 1)
        #expect(denied.first?["rule"] as? String == "same-origin")
        #expect(denied.first?["id"] as? String == "away-1")
        let reply = run.lines("reply").first { $0["dialect"] as? String == "wallet" && $0["id"] as? String == "away-1" }
        #expect((reply?["value"] as? String)?.contains(#""type":"ACCESS_DENIED""#) == true)
        #expect(!run.lines("host").contains { $0["name"] as? String == "walletDecision" }, "the provider never saw it")
    }

    @Test func providerFailuresTimeoutsAndHostPolicy() throws {
        let profile = #"""
        {"echoJSON": false, "wallet": {"timeoutMs": 400, "deniedCommands": ["signMessage"],
          "getAddress": {"delayMs": 3000},
          "sendAssets": {"error": {"description": "broadcast failed", "data": {"code": 42}}}}}
        """#
        let run = try OpenRun.open([Self.fixture, "--query", "scenario=failures"], profile: profile)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let r = try run.probeResults()
        #expect(r["failed"] as? String == #"f1 sendAssets error PROVIDER_ERROR {"code":42}: broadcast failed"#)
        #expect((r["timedOut"] as? String)?.hasPrefix("t1 getAddress error TIMEOUT") == true)
        #expect((r["denied"] as? String)?.hasPrefix("p1 signMessage error ACCESS_DENIED: host-policy: ") == true)
        #expect(run.lines("denied").contains { $0["dialect"] as? String == "wallet" && $0["rule"] as? String == "host-policy" })
    }
}
