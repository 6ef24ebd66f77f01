import Foundation
import Testing
@testable import MiniAppKit
@testable import MiniAppPlatformClient

/// A file list's sizes come from the server: the client plans its downloads by adding
/// them up, so a negative size or a total past `Int.max` must be refused as invalid
/// data before that (found by the `client-manifest` fuzz target: two files of
/// `Int.max` bytes trapped the install on the addition).
@Suite struct ManifestSizeTests {
    static let digests = ["a", "b"].map { String(repeating: $0, count: 64) }

    func body(sizes: [Int]) throws -> Data {
        let files = zip(sizes, Self.digests).map { size, digest in ["path": "f\(digest.prefix(1))", "size": size, "sha256": digest] as [String: Any] }
        let object: [String: Any] = ["manifest": files.map { _ in "https://r.example/f" }, "versionId": "v1", "files": files]
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test(arguments: [[Int.max, Int.max], [-1, 1], [Int.max, 1]])
    func sizesThatCannotBeAddedUpAreRefused(_ sizes: [Int]) throws {
        let verifier = try ManifestVerifier(pinned: [], allowUnsigned: true)
        #expect(throws: MASDKError.invalidResponseData) {
            try verifier.verify(body: try body(sizes: sizes), signature: nil, versionId: "v1", projectId: "p", appId: "a")
        }
    }

    @Test func sizesThatAddUpAreKept() throws {
        let verifier = try ManifestVerifier(pinned: [], allowUnsigned: true)
        let list = try verifier.verify(body: try body(sizes: [0, Int.max]), signature: nil, versionId: "v1", projectId: "p", appId: "a")
        #expect(list.files.map(\.size) == [0, Int.max])
    }
}
