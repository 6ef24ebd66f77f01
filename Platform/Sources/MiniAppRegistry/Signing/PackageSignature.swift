@preconcurrency import Crypto
import Foundation

/// The signature rule of Rakuten's MiniApp SDK, for the manifest answer that lists a
/// version's single zip (``ManifestFormat/package``).
///
/// That SDK verifies each downloaded file against the manifest answer's `Signature`
/// header: ECDSA P-256 with SHA-256 over the UTF-8 bytes of the version id followed by the
/// lowercase hex SHA-256 of the file's bytes, the signature DER-encoded (X9.62) and then
/// base64, the public key fetched from `keys/{publicKeyId}` (its `ecKey`). With one zip per
/// version, that one signature covers everything the host installs.
enum PackageSignature {
    /// What is signed: `versionId + sha256hex(zip)`, as UTF-8.
    static func message(versionId: String, packageSHA256: String) -> Data {
        Data((versionId + packageSHA256).utf8)
    }

    /// The `Signature` header value for a version's zip.
    static func sign(versionId: String, packageSHA256: String, with key: ManifestSigner.ActiveKey) throws -> String {
        try ManifestSigner.sign(message(versionId: versionId, packageSHA256: packageSHA256), with: key)
    }
}
