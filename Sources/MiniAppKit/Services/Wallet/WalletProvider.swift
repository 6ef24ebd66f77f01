public import Foundation

/// The host's wallet: fulfils or rejects what a web app asks of it, after asking the user.
///
/// The `wallet` dialect (`docs/dialects/wallet.md`) routes each command by name to one
/// method here. Every request is independent: many may be outstanding at once and
/// they may finish in any order; the bridge sends each answer to its own `messageId`.
///
/// Implementation requirements:
/// - Methods run on the main actor and may suspend for as long as the user takes;
///   the bridge answers `TIMEOUT` if a request outlives its timeout (then a late
///   answer is dropped).
/// - When the user says no, throw ``WalletError/canceled(_:)`` (`CANCELED` on the wire).
/// - To fail with a type of your own (`PROTOCOL_ERROR`, `SEND_ERROR`…), throw a
///   ``WalletError`` with that type; any other error becomes `PROVIDER_ERROR` with the
///   error's description.
/// - Requests arrive already checked for shape (a malformed one is answered
///   `MALFORMED_INPUT` by the bridge), but not for meaning: an address that does not
///   match its protocol, an `assetId` missing for SLP, are yours to refuse.
@MainActor
public protocol WalletProvider: AnyObject, Sendable {
    /// Returns an address of the user's for the requested protocol.
    func getAddress(_ request: GetAddressRequest, from requester: WalletRequester) async throws -> GetAddressResponse
    /// Sends assets from the user's wallet once the user approves; returns the transaction id.
    func sendAssets(_ request: SendAssetsRequest, from requester: WalletRequester) async throws -> SendAssetsResponse
}

/// Who asked: what a provider shows the user and logs.
public struct WalletRequester: Sendable, Equatable {
    /// The web app's id for this request (echoed in the answer).
    public var messageId: String
    /// The command's name on the wire (`getAddress`, `sendAssets`).
    public var command: String
    /// The main frame's URL when the request arrived.
    public var pageURL: URL?

    /// Who asked; the `wallet` dialect makes one per request, so a host needs this only in tests.
    public init(messageId: String, command: String, pageURL: URL?) {
        self.messageId = messageId
        self.command = command
        self.pageURL = pageURL
    }
}
