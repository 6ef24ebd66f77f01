package import Foundation
import Crypto

/// Checks init data as a mini app's backend does: what the SDK's tests hold its signer
/// to, and what proves a genuine Telegram-signed string passes through unchanged.
package enum TelegramInitDataValidation {
    /// Telegram's production Ed25519 public key (core.telegram.org/bots/webapps,
    /// "Validating data for Third-Party Use").
    package static let telegramProductionKey = "e7bf03a2fa4602af4580703d88dda5bb59f32ed8b02a56c187fe7d34caed242d"
    /// Telegram's test-environment key.
    package static let telegramTestKey = "40055058a4ee38156a06562e52eece92a771bcd8346a8c4615cb7376eddf72ec"

    /// Whether `initData`'s `hash` is the HMAC of its other fields keyed by `botToken`.
    package static func hashIsValid(_ initData: String, botToken: String) -> Bool {
        let fields = TelegramQueryString.decode(initData)
        guard let hash = fields.first(where: { $0.0 == "hash" })?.1 else { return false }
        return TelegramInitDataSigner.hash(fields, botToken: botToken) == hash.lowercased()
    }

    /// Whether `initData`'s `signature` is an Ed25519 signature by `publicKeyHex` for bot `botId`.
    package static func signatureIsValid(_ initData: String, botId: Int64, publicKeyHex: String) -> Bool {
        let fields = TelegramQueryString.decode(initData)
        guard let encoded = fields.first(where: { $0.0 == "signature" })?.1,
              let signature = base64URLDecoded(encoded),
              let keyBytes = hexBytes(publicKeyHex),
              let key = try? Curve25519.Signing.PublicKey(rawRepresentation: keyBytes)
        else { return false }
        let message = "\(botId):WebAppData\n" + TelegramInitDataSigner.dataCheckString(fields)
        return key.isValidSignature(signature, for: Data(message.utf8))
    }

    /// Base64 or base64url, with or without padding.
    static func base64URLDecoded(_ text: String) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64.append("=") }
        return Data(base64Encoded: base64)
    }

    /// Bytes of an even-length hex string, or `nil`.
    package static func hexBytes(_ hex: String) -> Data? {
        let characters = Array(hex.utf8)
        guard characters.count % 2 == 0, characters.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }) else { return nil }
        var bytes = Data(capacity: characters.count / 2)
        var index = 0
        while index < characters.count {
            guard let byte = UInt8(String(decoding: characters[index...(index + 1)], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(byte)
            index += 2
        }
        return bytes
    }
}
