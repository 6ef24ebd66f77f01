@preconcurrency import Crypto
import Foundation
import MiniAppBundle
import MiniAppKit

/// Checks a manifest answer's `Signature` against the host's pinned keys, then parses it.
///
/// The signature covers the exact body bytes as received (docs/PLATFORM.md, "The signing
/// scheme"), so verification happens before any parsing and the parsed `publicKeyId`
/// is compared with the id the verifying key was pinned under: a body cannot name one
/// key and be signed by another.
struct ManifestVerifier: Sendable {
    private let keys: [String: P256.Signing.PublicKey]
    private let allowUnsigned: Bool

    /// - Throws: `MASDKError.invalidSignature` when a pinned key is not a P-256 point
    ///   or its id is not the one its bytes hash to (a misconfigured pin).
    init(pinned: [PinnedKey], allowUnsigned: Bool) throws(MASDKError) {
        var keys: [String: P256.Signing.PublicKey] = [:]
        for pin in pinned {
            guard let key = try? P256.Signing.PublicKey(x963Representation: pin.x963), Self.keyId(of: pin.x963) == pin.id else {
                throw .invalidSignature
            }
            keys[pin.id] = key
        }
        self.keys = keys
        self.allowUnsigned = allowUnsigned
    }

    /// The platform's key id: the first 16 hex digits of SHA-256 over the X9.63 bytes.
    static func keyId(of x963: Data) -> String {
        String(fingerprint(of: x963).prefix(16))
    }

    /// SHA-256 over the X9.63 bytes, in lowercase hex: ``PinnedKey/fingerprint``.
    static func fingerprint(of x963: Data) -> String {
        SHA256.hash(data: x963).hexString
    }

    /// Verifies `body` against `signature` (base64 DER) and returns the parsed answer.
    ///
    /// - Throws: `MASDKError.signingKeyNotPinned(received:pinned:)` when the body names
    ///   a key that is not pinned (both ids in the message), `MASDKError.invalidSignature`
    ///   when the signature is missing or does not verify with the pinned key,
    ///   `MASDKError.signedForAnotherMiniApp(expected:received:)` when the signed list
    ///   belongs to another project or app, a `MASDKError.unknownError` that says so when
    ///   it names more files than a registry allows (`BundleLimits.defaultMaxFiles`).
    func verify(body: Data, signature: String?, versionId: String, projectId: String, appId: String) throws(MASDKError) -> SignedFileList {
        let peeked = try? JSONDecoder().decode(SignedFileList.self, from: body)
        if !allowUnsigned {
            if let keyId = peeked?.publicKeyId, keys[keyId] == nil {
                throw .signingKeyNotPinned(received: keyId, pinned: keys.keys.sorted())
            }
            guard let signature,
                  let der = Data(base64Encoded: signature.trimmingCharacters(in: .whitespaces)),
                  let ecdsa = try? P256.Signing.ECDSASignature(derRepresentation: der),
                  let keyId = peeked?.publicKeyId, let key = keys[keyId],
                  key.isValidSignature(ecdsa, for: body)
            else { throw .invalidSignature }
        }
        guard let list = peeked, list.files.count == list.manifest.count, Self.sizesAddUp(list.files) else { throw .invalidResponseData }
        // Before anything is downloaded: no registry publishes a version of more files.
        guard list.files.count <= BundleLimits.defaultMaxFiles else {
            throw .unknownError(
                domain: "MiniAppKit", code: 0,
                description: "the signed file list of version \(list.versionId) names \(list.files.count) files; "
                    + "a registry publishes at most \(BundleLimits.defaultMaxFiles), so nothing was downloaded")
        }
        guard list.versionId == versionId else { throw .invalidVersionId }
        if !allowUnsigned {
            // The signature covers these: a list signed for another app is refused.
            let expected = projectId + "/" + appId
            let received = (list.projectId ?? "?") + "/" + (list.appId ?? "?")
            guard received == expected else { throw .signedForAnotherMiniApp(expected: expected, received: received) }
        }
        return list
    }
}

extension ManifestVerifier {
    /// Whether every size is a byte count and all of them add up without overflow: the
    /// install adds them up to plan its downloads, where a negative size or an overflow
    /// (two files of `Int.max` bytes) would trap.
    static func sizesAddUp(_ files: [BundleFile]) -> Bool {
        var total = 0
        for file in files {
            guard file.size >= 0 else { return false }
            let (sum, overflow) = total.addingReportingOverflow(file.size)
            guard !overflow else { return false }
            total = sum
        }
        return true
    }
}

extension Sequence where Element == UInt8 {
    /// Lowercase hex, as the platform names blobs.
    var hexString: String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        for byte in self {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
