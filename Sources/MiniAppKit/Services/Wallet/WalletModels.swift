/// `getAddress`'s input: which protocol's address the web app wants.
///
/// The seed's example is `{protocol: "SLP"}`; `data` is optional there, so a request
/// without it (or without `protocol`) asks for the wallet's default protocol.
public struct GetAddressRequest: Sendable, Equatable, Codable {
    /// `BCH`, `SLP`, `BTC` or any future protocol; `nil` for the wallet's default.
    public var `protocol`: String?

    /// A request for `protocol`'s address, or the wallet's default one.
    public init(protocol: String? = nil) {
        self.protocol = `protocol`
    }
}

/// `getAddress`'s answer (`{address, label?}`).
public struct GetAddressResponse: Sendable, Equatable, Codable {
    /// The address, in the protocol's own format (`bitcoincash:q…`, `simpleledger:q…`).
    public var address: String
    /// A name the user gave this wallet or account, if any.
    public var label: String?

    /// An answer with `address` and, if the user named the account, its label.
    public init(address: String, label: String? = nil) {
        self.address = address
        self.label = label
    }
}

/// `sendAssets`'s input: a payment the web app asks the user to make.
public struct SendAssetsRequest: Sendable, Equatable, Codable {
    /// The receiving address.
    public var to: String
    /// `BCH`, `SLP`, `BTC`…
    public var `protocol`: String
    /// The token id (SLP); absent for the chain's own coin.
    public var assetId: String?
    /// The amount in user-readable decimal text (`"0.000123"`), kept as text so no
    /// precision is lost on the way.
    public var value: String
    /// OP_RETURN data to attach, if any.
    public var opReturn: [String]?

    /// A payment of `value` to `to` over `protocol`.
    public init(to: String, protocol: String, assetId: String? = nil, value: String, opReturn: [String]? = nil) {
        self.to = to
        self.protocol = `protocol`
        self.assetId = assetId
        self.value = value
        self.opReturn = opReturn
    }
}

/// `sendAssets`'s answer: the id of the transaction that was sent.
public struct SendAssetsResponse: Sendable, Equatable, Codable {
    /// The transaction id, as the chain's explorers show it.
    public var txid: String

    /// The answer for the transaction `txid`.
    public init(txid: String) {
        self.txid = txid
    }
}
