import Foundation
import MiniAppKit

extension MiniAppClient {
    /// The version a preview code exposes (`GET host/{p}/preview-codes/{code}`): a
    /// tester's way to a version that is not published. Install it by id with a client
    /// in preview mode (``MiniAppSdkConfig/isPreviewMode``), whose paths serve every version.
    ///
    /// - Throws: `MASDKError.serverError(code:message:)` with the platform's words when
    ///   the code is unknown (404), `MASDKError.invalidResponseData` for an answer that
    ///   names no mini app.
    public func previewCode(_ code: String) async throws -> MiniAppInfo {
        struct Answer: Decodable { var miniapp: MiniAppInfo }
        guard !code.isEmpty, code.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_".unicodeScalars.contains($0)) }) else {
            throw MASDKError.unknownError(
                domain: "MiniAppKit", code: 0, description: "'\(code)' is not a preview code (letters, digits, - and _, as `miniapp version preview-code` prints)")
        }
        let answer = try await reportingUnreachable { try await transport.get("host/\(config.projectId)/preview-codes/\(code)") }
        let info = try decode(Answer.self, answer.body).miniapp
        try Self.check(appId: info.id, versionId: info.version.versionId)
        return info
    }
}

extension MiniAppClient {
    /// A signing key as the platform serves it (`GET keys/{id}`), checked to be the key
    /// its id names (the first 16 hex digits of SHA-256 over its bytes), for a host to
    /// pin once a person has compared ``PinnedKey/fingerprint`` with the operator's.
    ///
    /// - Throws: `MASDKError.serverError(code:message:)` for an unknown id,
    ///   `MASDKError.invalidSignature` when the key served is not the one `id` names.
    public func publicKey(id: String) async throws -> PinnedKey {
        struct Answer: Decodable { var id: String; var ecKey: String }
        guard MiniAppIdentifier.isValid(id) else { throw MASDKError.invalidSignature }
        let answer = try await reportingUnreachable { try await transport.get("keys/\(id)") }
        let served = try decode(Answer.self, answer.body)
        guard served.id == id, let pin = PinnedKey(id: id, ecKey: served.ecKey), ManifestVerifier.keyId(of: pin.x963) == id,
              (try? ManifestVerifier(pinned: [pin], allowUnsigned: false)) != nil
        else { throw MASDKError.invalidSignature }
        return pin
    }
}
