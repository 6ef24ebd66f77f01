import Crypto
import Foundation
import Testing
@testable import MiniAppKit
@testable import MiniAppPlatformClient

/// The signed file list names its project and app: a validly signed list of another
/// app cannot be installed in its place.
@Suite struct ManifestBindingTests {
    let key = P256.Signing.PrivateKey()

    func signed(projectId: String?, appId: String?) throws -> (verifier: ManifestVerifier, body: Data, signature: String) {
        let pin = PinnedKey(id: ManifestVerifier.keyId(of: key.publicKey.x963Representation), x963: key.publicKey.x963Representation)
        var object: [String: Any] = ["manifest": [], "publicKeyId": pin.id, "versionId": "v1", "files": [], "createdAt": 1]
        if let projectId { object["projectId"] = projectId }
        if let appId { object["appId"] = appId }
        let body = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        let signature = try key.signature(for: body).derRepresentation.base64EncodedString()
        return (try ManifestVerifier(pinned: [pin], allowUnsigned: false), body, signature)
    }

    @Test func aListSignedForTheAppAskedForVerifies() throws {
        let (verifier, body, signature) = try signed(projectId: "demo", appId: "hello")
        #expect(try verifier.verify(body: body, signature: signature, versionId: "v1", projectId: "demo", appId: "hello").createdAt == 1)
    }

    @Test(arguments: [("demo", "other"), ("elsewhere", "hello")] as [(String?, String?)] + [(nil, nil)])
    func aListSignedForAnotherAppIsRefused(projectId: String?, appId: String?) throws {
        let (verifier, body, signature) = try signed(projectId: projectId, appId: appId)
        #expect(throws: MASDKError.signedForAnotherMiniApp(expected: "demo/hello", received: "\(projectId ?? "?")/\(appId ?? "?")")) {
            try verifier.verify(body: body, signature: signature, versionId: "v1", projectId: "demo", appId: "hello")
        }
    }
}
