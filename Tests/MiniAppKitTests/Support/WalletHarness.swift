import Foundation
@testable import MiniAppKit

/// A wallet provider whose answers a test scripts: each command waits for its gate
/// (if any) and then returns or throws.
@MainActor
final class ScriptedWallet: WalletProvider {
    var address = GetAddressResponse(address: "bitcoincash:qtest", label: "Test")
    var txid = "ab12"
    var failure: (any Error)?
    /// Requests wait here until the test opens them (`release`), to hold them outstanding.
    var holds: [String: CheckedContinuation<Void, Never>] = [:]
    var holdAll = false
    var seen: [(GetAddressRequest?, SendAssetsRequest?, WalletRequester)] = []

    func getAddress(_ request: GetAddressRequest, from requester: WalletRequester) async throws -> GetAddressResponse {
        seen.append((request, nil, requester))
        try await wait(requester)
        return address
    }

    func sendAssets(_ request: SendAssetsRequest, from requester: WalletRequester) async throws -> SendAssetsResponse {
        seen.append((nil, request, requester))
        try await wait(requester)
        return SendAssetsResponse(txid: txid + "-" + requester.messageId)
    }

    private func wait(_ requester: WalletRequester) async throws {
        if holdAll { await withCheckedContinuation { holds[requester.messageId] = $0 } }
        if let failure { throw failure }
    }

    /// Resumes the held request `messageId`, waiting (up to 30 s) until it is held: under
    /// load, with the GTK tests' main executor installed in the same process, a method
    /// may start a little after its message was posted.
    func release(_ messageId: String) async {
        let deadline = ContinuousClock.now + .seconds(30)
        while holds[messageId] == nil, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(2))
        }
        holds.removeValue(forKey: messageId)?.resume()
    }
}

/// A `wallet` bridge on a fake engine; replies are read back from the scripts it evaluates.
@MainActor
final class WalletHarness {
    let engine = FakeEngine()
    let wallet = ScriptedWallet()
    let bridge: Bridge<WalletDialect>
    private let delegate: BridgeDelegate<WalletDialect>
    private var read = 0

    init(timeout: Duration = .seconds(120), maxMessageBytes: Int = WalletDialect.defaultMaxMessageBytes, gate: AccessGate? = nil) {
        let origin = WebOrigin(scheme: "mscheme.demo", host: "miniapp")
        bridge = Bridge(dialect: WalletDialect(), methods: WalletMethods.table(),
            gate: gate ?? .wallet(origin: origin), context: WalletContext(provider: wallet), timeout: timeout, maxMessageBytes: maxMessageBytes)
        delegate = BridgeDelegate(bridge)
        engine.delegate = delegate
        bridge.attach(to: engine)
    }

    /// Posts `body` on `sendMessageHandler` as the page would.
    func post(_ body: MessageBody, frame: FrameInfo? = nil) {
        engine.post(WalletDialect.handler, body, frame: frame)
    }

    /// Posts and waits for the next reply.
    func send(_ body: MessageBody, frame: FrameInfo? = nil) async -> [String: Any]? {
        post(body, frame: frame)
        return await nextReply()
    }

    /// The next `receiveMessage` argument the bridge evaluated, waiting up to `wait`.
    func nextReply(wait: Duration = .seconds(30)) async -> [String: Any]? {
        let deadline = ContinuousClock.now + wait
        while engine.evaluated.count <= read, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(2))
        }
        guard engine.evaluated.count > read else { return nil }
        read += 1
        return Self.message(in: engine.evaluated[read - 1])
    }

    static let prefix = "__miniAppKitWallet("

    /// The message object inside a delivery script.
    static func message(in script: String) -> [String: Any]? {
        guard script.hasPrefix(prefix), script.hasSuffix(")") else { return nil }
        let json = script.dropFirst(prefix.count).dropLast()
        return (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any]
    }
}

extension Dictionary where Key == String, Value == Any {
    /// `error.type` of a reply.
    var errorType: String? { (self["error"] as? [String: Any])?["type"] as? String }
    var errorDescription: String? { (self["error"] as? [String: Any])?["description"] as? String }
    var messageId: String? { self["messageId"] as? String }
}
