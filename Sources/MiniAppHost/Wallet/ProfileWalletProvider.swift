import Foundation
public import MiniAppKit

/// The wallet of `miniapp open`: answers from the profile's `wallet` section, deciding
/// each request as the section says (approve, reject, or ask in a real dialog).
///
/// Every decision is reported as a `walletDecision` activity (a `host` transcript
/// line), between the request's `call` line and its `reply` line.
@MainActor
public final class ProfileWalletProvider: WalletProvider {
    /// The profile's `wallet` section.
    public let settings: HostProfile.Wallet
    /// Asks the user when a command's decision is `ask`.
    public let confirmation: any UserConfirmation
    /// Receives each decision (`walletDecision`).
    public var report: (ProfileHost.Activity) -> Void = { _ in }
    private var sent = 0

    /// - Parameters:
    ///   - settings: the profile's `wallet` section.
    ///   - confirmation: where `ask` decisions are asked (a GTK dialog in `miniapp open`).
    public init(settings: HostProfile.Wallet, confirmation: any UserConfirmation) {
        self.settings = settings
        self.confirmation = confirmation
    }

    /// Decides, then answers from `addresses` (or the command's `result` / `error`).
    public func getAddress(_ request: GetAddressRequest, from requester: WalletRequester) async throws -> GetAddressResponse {
        let command = settings.getAddress
        let chosen = request.protocol ?? settings.defaultProtocol ?? "BCH"
        try await decide(command?.decision, requester, ConfirmationRequest(
            title: "Share your \(chosen) address?",
            message: "\(Self.who(requester)) asks for an address of your wallet.",
            approveLabel: "Share", rejectLabel: "Reject"))
        try await settle(command)
        if let result = command?.result { return result }
        guard let address = (settings.addresses ?? HostProfile.Wallet.demoAddresses)[chosen] else {
            throw WalletError(.protocolError, "this wallet has no \(chosen) address")
        }
        return address
    }

    /// Decides, then answers a numbered demo transaction id (or the command's `result` / `error`).
    public func sendAssets(_ request: SendAssetsRequest, from requester: WalletRequester) async throws -> SendAssetsResponse {
        let command = settings.sendAssets
        let asset = request.assetId.map { "token \($0)" } ?? request.protocol
        try await decide(command?.decision, requester, ConfirmationRequest(
            title: "Send \(request.value) \(asset)?",
            message: "\(Self.who(requester)) asks you to send \(request.value) \(asset) to \(request.to)"
                + (request.opReturn.map { " with OP_RETURN data \($0.joined(separator: " "))" } ?? "") + ".",
            approveLabel: "Send", rejectLabel: "Reject"))
        try await settle(command)
        if let result = command?.result { return result }
        if request.protocol == "SLP", request.assetId == nil {
            throw WalletError(.malformedInput, "an SLP payment needs 'assetId' (the token id)")
        }
        sent += 1
        let counter = String(sent, radix: 16)
        return SendAssetsResponse(txid: String(repeating: "0", count: max(0, 64 - counter.count)) + counter)
    }

    /// Applies the decision; throws `CANCELED` when the (simulated) user rejects.
    private func decide(_ decision: HostProfile.Wallet.Decision?, _ requester: WalletRequester, _ question: ConfirmationRequest) async throws {
        let subject = "\(requester.command) \(requester.messageId)"
        switch decision ?? settings.decision ?? .approve {
        case .approve:
            report(ProfileHost.Activity(name: "walletDecision", detail: "\(subject): approve (profile)"))
        case .reject:
            report(ProfileHost.Activity(name: "walletDecision", detail: "\(subject): reject (profile)"))
            throw WalletError.canceled("The user rejected '\(requester.command)'")
        case .ask:
            report(ProfileHost.Activity(name: "walletDialog", detail: "\(subject): \(question.title)"))
            let answer = await confirmation.confirm(question)
            report(ProfileHost.Activity(name: "walletDecision", detail: "\(subject): \(answer.approved ? "approve" : "reject") (dialog, \(answer.how))"))
            if !answer.approved { throw WalletError.canceled("The user rejected '\(requester.command)'") }
        }
    }

    /// Waits the command's delay, then throws its configured error, if any.
    private func settle<Value>(_ command: HostProfile.Wallet.Command<Value>?) async throws {
        if let delay = command?.delayMs, delay > 0 {
            try? await Task.sleep(for: .milliseconds(delay))
        }
        if let error = command?.error {
            throw WalletError(error.type.map(WalletError.Kind.init(rawValue:)) ?? .providerError, error.description, data: error.data)
        }
    }

    private static func who(_ requester: WalletRequester) -> String {
        requester.pageURL.flatMap(WebOrigin.init).map(\.description) ?? "A web page"
    }
}

/// Answers every question at once, for engines without a window (tests, non-GTK hosts).
@MainActor
public final class ProgrammedConfirmation: UserConfirmation {
    /// The answer to every question.
    public var approve: Bool

    /// - Parameter approve: the answer to every question.
    public init(approve: Bool) {
        self.approve = approve
    }

    /// Answers ``approve`` at once.
    public func confirm(_ request: ConfirmationRequest) async -> ConfirmationAnswer {
        ConfirmationAnswer(approved: approve, how: "automatic")
    }
}
