import Crypto
import Foundation

/// How Rakuten's iOS MiniApp SDK 5.6.1 (with its Signature module) checks a downloaded
/// file, re-created with swift-crypto in place of the Security framework.
///
/// The message is the UTF-8 text of the version id followed by the file's SHA-256 in
/// lowercase hex; the `Signature` header of the manifest answer is base64 of an X9.62
/// (DER) ECDSA signature over SHA-256 of that message; the key is `ecKey` of
/// `keys/{publicKeyId}`, base64 of the uncompressed P-256 point (what
/// `SecKeyCreateWithData` takes for an EC public key).
enum RakutenSignatureRule {
    static func message(versionId: String, file: Data) -> Data {
        let hex = SHA256.hash(data: file).map { String(format: "%02hhx", $0) }.joined()
        return Data((versionId + hex).utf8)
    }

    static func verify(signatureBase64: String, versionId: String, file: Data, keyBase64: String) -> Bool {
        guard let keyBytes = Data(base64Encoded: keyBase64),
              let key = try? P256.Signing.PublicKey(x963Representation: keyBytes),
              let signatureBytes = Data(base64Encoded: signatureBase64),
              let signature = try? P256.Signing.ECDSASignature(derRepresentation: signatureBytes)
        else { return false }
        return key.isValidSignature(signature, for: message(versionId: versionId, file: file))
    }
}
