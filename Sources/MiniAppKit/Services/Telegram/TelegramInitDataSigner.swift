public import Foundation
import Crypto

/// Signs ``TelegramInitData`` as Telegram's servers do, so a mini app's backend checks
/// it with the standard validators.
///
/// Two signatures, both in the query string:
/// - `hash`: HMAC-SHA-256 of the data-check string (every field but `hash`, sorted,
///   `key=value` joined by line feeds; `signature` included), keyed with
///   HMAC-SHA-256(key: `"WebAppData"`, message: the bot token). A backend that holds the
///   bot token checks it (aiogram's `safe_parse_webapp_init_data`, tma.js `validate`).
/// - `signature`: Ed25519, base64url without padding, over `"<bot_id>:WebAppData\n"` and
///   the fields but `hash` and `signature`, sorted and joined the same way. Telegram
///   signs with its own private key; a MiniAppKit host signs with its own, and a third
///   party checks with this host's ``publicKey`` (aiogram's `check_webapp_signature`
///   given that key, tma.js `validate3rd` likewise).
public struct TelegramInitDataSigner: Sendable, Equatable {
    /// Why a signer cannot be made.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong, with the value expected.
        public var description: String
    }

    /// The bot token the `hash` is keyed with (`<bot_id>:<secret>`).
    public let botToken: String
    /// The bot id: the token's part before `:`.
    public let botId: Int64
    private let seed: Data

    /// - Parameters:
    ///   - botToken: the bot's token, `<bot_id>:<secret>` as BotFather gives it.
    ///   - signingKeySeed: the host's Ed25519 private key, as its 32-byte seed.
    /// - Throws: ``Failure`` for a token without a numeric bot id or a seed of another length.
    public init(botToken: String, signingKeySeed: Data) throws(Failure) {
        guard let colon = botToken.firstIndex(of: ":"), let botId = Int64(botToken[..<colon]), botId > 0,
              botToken.index(after: colon) < botToken.endIndex
        else { throw Failure(description: "a bot token is <bot_id>:<secret>, such as 7342037359:AAFZehRPBRs8Seg40oDjTMIW8uTGPuW1zfQ") }
        guard signingKeySeed.count == 32 else {
            throw Failure(description: "an Ed25519 signing key is a 32-byte seed (64 hex digits); got \(signingKeySeed.count) bytes")
        }
        self.botToken = botToken
        self.botId = botId
        self.seed = signingKeySeed
    }

    /// A new random 32-byte Ed25519 seed, for a host that has no key yet.
    public static func makeSeed() -> Data {
        Curve25519.Signing.PrivateKey().rawRepresentation
    }

    /// The host's Ed25519 public key (32 bytes), which third parties check `signature` with.
    public var publicKey: Data {
        privateKey.publicKey.rawRepresentation
    }

    /// ``publicKey`` as 64 lower-case hex digits, the form validators take.
    public var publicKeyHex: String {
        publicKey.map { String(format: "%02x", $0) }.joined()
    }

    /// `data` as the query string a mini app receives in `tgWebAppData`, signed now
    /// (`auth_date` is `data.authDate`, else the current time).
    public func sign(_ data: TelegramInitData, at now: Date = Date()) -> String {
        sign(fields: data.fields(authDate: data.authDate ?? now))
    }

    /// `fields` (unencoded, in their order) signed: `signature` and `hash` appended.
    func sign(fields: [(String, String)]) -> String {
        var fields = fields
        let thirdParty = "\(botId):WebAppData\n" + Self.dataCheckString(fields)
        let signature = (try? privateKey.signature(for: Data(thirdParty.utf8))) ?? Data()
        fields.append(("signature", Self.base64URL(signature)))
        fields.append(("hash", Self.hash(fields, botToken: botToken)))
        return TelegramQueryString.encode(fields)
    }

    private var privateKey: Curve25519.Signing.PrivateKey {
        // The seed's length was checked in init: this never fails.
        (try? Curve25519.Signing.PrivateKey(rawRepresentation: seed)) ?? Curve25519.Signing.PrivateKey()
    }

    /// The fields but `hash` and `signature`, `key=value`, sorted, joined by line feeds.
    static func dataCheckString(_ fields: [(String, String)], keepingSignature: Bool = false) -> String {
        fields.filter { $0.0 != "hash" && (keepingSignature || $0.0 != "signature") }
            .map { "\($0.0)=\($0.1)" }.sorted().joined(separator: "\n")
    }

    /// The `hash` of `fields`: hex HMAC-SHA-256 of the data-check string with `signature`,
    /// keyed with HMAC-SHA-256(key: "WebAppData", message: token).
    static func hash(_ fields: [(String, String)], botToken: String) -> String {
        let secret = HMAC<SHA256>.authenticationCode(for: Data(botToken.utf8), using: SymmetricKey(data: Data("WebAppData".utf8)))
        let code = HMAC<SHA256>.authenticationCode(for: Data(dataCheckString(fields, keepingSignature: true).utf8), using: SymmetricKey(data: Data(secret)))
        return Data(code).map { String(format: "%02x", $0) }.joined()
    }

    /// Base64url without padding, as Telegram writes `signature`.
    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Two signers are the same when they sign with the same token and key.
    public static func == (lhs: TelegramInitDataSigner, rhs: TelegramInitDataSigner) -> Bool {
        lhs.botToken == rhs.botToken && lhs.seed == rhs.seed
    }
}
