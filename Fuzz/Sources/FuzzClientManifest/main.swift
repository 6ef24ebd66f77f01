@preconcurrency import Crypto
import Foundation
import FuzzSupport
import MiniAppBundle
import MiniAppKit
@testable import MiniAppPlatformClient

/// What the SDK client reads from a registry, which it trusts only as far as a
/// signature goes: the manifest answer (signature check, then the signed file list, its
/// purpose and freshness, and the checks made on it before any download), the list and info answers, the metadata
/// answer's bundle manifest, and error bodies.
///
/// First byte: 0, the rest is a manifest body read by a client that allows unsigned
/// manifests; 1, the first line is the `Signature` header and the rest the body, for a
/// client with a pinned key; 2, the rest is a body validly signed with that key (so the
/// parse behind the signature check is reached); then the other answers.
///
/// Besides not crashing: a file list the verifier accepts must be safe to plan a
/// download with (as many URLs as files, no negative size, a total that fits).
@MainActor
enum ClientManifestFuzzing {
    static let signingKey = P256.Signing.PrivateKey()
    static let keyId = ManifestVerifier.keyId(of: signingKey.publicKey.x963Representation)
    static let signed = try? ManifestVerifier(pinned: [PinnedKey(id: keyId, x963: signingKey.publicKey.x963Representation)], allowUnsigned: false)
    static let unsigned = try? ManifestVerifier(pinned: [], allowUnsigned: true)

    static func test(_ input: inout FuzzInput) {
        let choice = input.choose(6)
        switch choice {
        case 0:
            read(input.data, signature: nil, with: unsigned)
        case 1:
            let signature = String(decoding: input.line(), as: UTF8.self)
            read(input.data, signature: signature, with: signed)
        case 2:
            let body = input.data
            let signature = (try? signingKey.signature(for: body))?.derRepresentation.base64EncodedString()
            read(body, signature: signature, with: signed)
        case 3:
            _ = try? JSONDecoder().decode([MiniAppInfo].self, from: input.data)
        case 4:
            struct Metadata: Decodable { var bundleManifest: MiniAppManifest }
            _ = try? JSONDecoder().decode(Metadata.self, from: input.data)
        default:
            _ = PlatformTransport.error(status: 500, body: input.data)
        }
    }

    static func read(_ body: Data, signature: String?, with verifier: ManifestVerifier?) {
        guard let verifier else { Invariant.fail("the verifiers cannot be made") }
        guard let list = try? verifier.verify(body: body, signature: signature, versionId: "v1", projectId: "fuzz", appId: "app") else { return }
        // Its purpose and freshness, whatever the times it names (the largest included).
        for purpose in [SignedAnswerCheck.Purpose.release, .preview] {
            _ = try? SignedAnswerCheck(purpose: purpose, start: Date(), tolerance: 300, newestSignedAt: list.signedAt.map { $0 &- 1 }).check(list, appId: "app")
        }
        // The checks the client makes before it downloads anything.
        let accepted = list.files.allSatisfy { MiniAppClient.isSafe(path: $0.path) && ContentStore.isDigest($0.sha256) }
        guard accepted else { return }
        Invariant.check(list.manifest.count == list.files.count, "a verified list has \(list.manifest.count) URLs for \(list.files.count) files")
        var total = 0
        for file in list.files {
            Invariant.check(file.size >= 0, "a verified list has a negative size")
            let (sum, overflow) = total.addingReportingOverflow(file.size)
            Invariant.check(!overflow, "a verified list's sizes overflow their total")
            total = sum
        }
        for url in list.manifest { _ = URL(string: url) }
    }
}

// libFuzzer calls the test on the main thread; the signing key lives there.
FuzzDriver.run { data, size in
    var input = FuzzInput(data, size)
    MainActor.assumeIsolated { ClientManifestFuzzing.test(&input) }
    return 0
}
