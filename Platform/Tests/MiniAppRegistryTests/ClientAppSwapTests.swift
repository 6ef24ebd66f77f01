import Foundation
import MiniAppKit
import MiniAppPlatformClient
import MiniAppRegistry
import Testing

/// A man in the middle answers the host's request for app A with app B of the same
/// project, whose manifest is validly signed by the same key: the client must not
/// install B for A (issue 18, defect 7).
@Suite("Platform client refuses another app's answers", .serialized)
struct ClientAppSwapTests {
    @Test func anotherAppOfTheProjectAnsweredForTheOneAskedForIsRefused() async throws {
        try await ClientEndToEndTests.withRegistry { registry, storage in
            _ = try await registry.uploadVersion(.minimal(["a.txt": "app A"]), app: "hello", query: "publish=true")
            _ = try await registry.uploadVersion(.minimal(["b.txt": "app B"]), app: "other", query: "publish=true")
            // Every question about `hello` is asked about `other`; the answers come back as they are.
            let mitm = try MITMServer(registryPort: registry.server.port, rewrite: { target in
                target.replacingOccurrences(of: "miniAppId=hello", with: "miniAppId=other")
                    .replacingOccurrences(of: "/miniapp/hello/", with: "/miniapp/other/")
            })
            defer { mitm.stop() }
            let client = try await ClientEndToEndTests.client(registry, through: mitm, storage: storage)

            await #expect(throws: MASDKError.answeredForAnotherMiniApp(asked: "hello", answered: "other")) {
                try await client.install(appId: "hello")
            }
            await #expect(throws: MASDKError.answeredForAnotherMiniApp(asked: "hello", answered: "other")) {
                try await client.info(appId: "hello")
            }
            #expect(client.installed(appId: "hello") == nil)
            #expect(client.installed(appId: "other") == nil)
            let text = MASDKError.answeredForAnotherMiniApp(asked: "hello", answered: "other").localizedDescription
            #expect(text.contains("hello") && text.contains("other"), "\(text)")
        }
    }

    /// The listing entry says `hello` but points at `other`'s version, and the manifest
    /// answer is `other`'s, validly signed: the signed list must name the app asked for.
    @Test func anotherAppsSignedManifestUnderTheAskedForIdIsRefused() async throws {
        try await ClientEndToEndTests.withRegistry { registry, storage in
            _ = try await registry.uploadVersion(.minimal(["a.txt": "app A"]), app: "hello", query: "publish=true")
            _ = try await registry.uploadVersion(.minimal(["b.txt": "app B"]), app: "other", query: "publish=true")
            let mitm = try MITMServer(registryPort: registry.server.port, rewrite: { target in
                target.replacingOccurrences(of: "miniAppId=hello", with: "miniAppId=other")
                    .replacingOccurrences(of: "/miniapp/hello/", with: "/miniapp/other/")
            }, edit: { target, body in
                // `other`'s entry, relabelled `hello`.
                target.contains("miniAppId=hello") ? body.replacingOccurrences(of: #""id":"other""#, with: #""id":"hello""#) : body
            })
            defer { mitm.stop() }
            let client = try await ClientEndToEndTests.client(registry, through: mitm, storage: storage)
            #expect(try await client.info(appId: "hello").id == "hello")
            await #expect(throws: MASDKError.signedForAnotherMiniApp(expected: "demo/hello", received: "demo/other")) {
                try await client.install(appId: "hello")
            }
            #expect(client.installed(appId: "hello") == nil)
        }
    }
}
