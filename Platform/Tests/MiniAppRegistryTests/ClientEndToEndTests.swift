import Crypto
import Foundation
import MiniAppKit
import MiniAppPlatformClient
import MiniAppRegistry
import Testing

/// The SDK client against a real registry on loopback, with real files on both sides:
/// install, delta update, verification failures, offline launch, crash leftovers.
@Suite("Platform client end to end", .serialized)
struct ClientEndToEndTests {

    static let script = String(repeating: "console.log('0123456789');\n", count: 20)

    /// A fresh client cache for one test.
    static func storage() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("client-test-\(UUID().uuidString)")
    }

    /// A registry on SQLite and a client storage folder, removed afterwards.
    static func withRegistry(_ body: (TestRegistry, URL) async throws -> Void) async throws {
        let storage = storage()
        defer { try? FileManager.default.removeItem(at: storage) }
        try await TestRegistry.with(.sqlite) { registry in try await body(registry, storage) }
    }

    /// A client of `registry` that pins the registry's active key. Its requests may take
    /// 30 s: the whole suite runs in parallel on CI's two cores, and a request timing out
    /// would make an install fall back to the cached copy (``MiniAppClient`` offline),
    /// which is not what these tests are about (a closed port still fails at once).
    static func client(_ registry: TestRegistry, storage: URL, pins: [PinnedKey]? = nil, port: Int? = nil) async throws -> MiniAppClient {
        let pinned: [PinnedKey]
        if let pins {
            pinned = pins
        } else {
            let key = try #require(try await registry.store.activeKey())
            pinned = [try #require(PinnedKey(id: key.id, ecKey: key.publicKeyX963))]
        }
        let base = try #require(URL(string: "http://127.0.0.1:\(port ?? registry.server.port)/"))
        return try MiniAppClient(config: MiniAppSdkConfig(
            baseUrl: base, projectId: "demo", subscriptionKey: registry.project.subscriptionKey,
            pinnedKeys: pinned, storageDirectory: storage,
            retryPolicy: RetryPolicy(maxAttempts: 2, baseDelay: .milliseconds(10)), requestTimeout: 30
        ))
    }

    /// A client whose platform is `mitm`, in front of `registry`, pinning the registry's
    /// active key, with one attempt per request.
    static func client(
        _ registry: TestRegistry, through mitm: MITMServer, storage: URL, clockSkewTolerance: TimeInterval = 300
    ) async throws -> MiniAppClient {
        let key = try #require(try await registry.store.activeKey())
        return try MiniAppClient(config: MiniAppSdkConfig(
            baseUrl: try #require(mitm.url), projectId: "demo", subscriptionKey: registry.project.subscriptionKey,
            pinnedKeys: [try #require(PinnedKey(id: key.id, ecKey: key.publicKeyX963))], storageDirectory: storage,
            retryPolicy: RetryPolicy(maxAttempts: 1), requestTimeout: 30, clockSkewTolerance: clockSkewTolerance
        ))
    }

    static func text(_ installed: InstalledMiniApp, _ path: String) throws -> String {
        try String(contentsOf: installed.directory.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("lists, installs, reuses the installed version, then downloads only the changed file")
    func installAndDeltaUpdate() async throws {
        try await Self.withRegistry { registry, storage in
            let v1 = try await registry.uploadVersion(.minimal(["js/app.js": Self.script, "a b/ü.txt": "spaced"]), query: "publish=true")
            let client = try await Self.client(registry, storage: storage)

            #expect(try await client.list().map(\.id) == ["hello"])
            #expect(try await client.info(appId: "hello").version.versionId == v1)
            let first = try await client.install(appId: "hello")
            #expect(first.info.version.versionId == v1)
            #expect(try Self.text(first, "js/app.js") == Self.script)
            #expect(try Self.text(first, "a b/ü.txt") == "spaced")
            #expect(first.directory.path.hasSuffix("/miniapps/hello/\(v1)/files"))
            // Concurrent installs of one app run one after the other and agree.
            async let one = client.install(appId: "hello")
            async let two = client.install(appId: "hello")
            #expect(try await one == first)
            #expect(try await two == first)

            // Current already: nothing is downloaded.
            let again = await client.installing(appId: "hello")
            var events: [InstallProgress] = []
            for await event in again.progress { events.append(event) }
            #expect(try await again.value == first)
            #expect(events.last == InstallProgress(phase: .finished, reusedFiles: 3))

            // v2 changes one file: one download, the rest comes from the content store.
            let v2 = try await registry.uploadVersion(.minimal(["js/app.js": Self.script + "x()\n", "a b/ü.txt": "spaced"]), query: "publish=true")
            let update = await client.installing(appId: "hello")
            events = []
            for await event in update.progress { events.append(event) }
            let second = try await update.value
            #expect(second.info.version.versionId == v2)
            let last = try #require(events.last)
            #expect(last.phase == .finished && last.filesTotal == 1 && last.filesCompleted == 1 && last.reusedFiles == 2)
            #expect(last.bytesCompleted == (Self.script + "x()\n").utf8.count)
            #expect(try Self.text(second, "js/app.js") == Self.script + "x()\n")
            // The previous version is kept on disk.
            #expect(try Self.text(first, "js/app.js") == Self.script)
            #expect(client.installed(appId: "hello")?.info.version.versionId == v2)
            #expect(await client.listDownloaded().map(\.info.id) == ["hello"])

            // A file deleted on disk is noticed at the next install and put back.
            try FileManager.default.removeItem(at: second.directory.appendingPathComponent("js/app.js"))
            let repaired = try await client.install(appId: "hello")
            #expect(try Self.text(repaired, "js/app.js") == Self.script + "x()\n")
        }
    }

    @Test("a tampered file is miniAppCorrupted and the previous version stays current")
    func tamperedFile() async throws {
        try await Self.withRegistry { registry, storage in
            _ = try await registry.uploadVersion(.minimal(), query: "publish=true")
            let client = try await Self.client(registry, storage: storage)
            let first = try await client.install(appId: "hello")

            let content = "tamper-me: " + Self.script
            _ = try await registry.uploadVersion(.minimal(["data.txt": content]), query: "publish=true")
            let sha = SHA256.hash(data: Data(content.utf8)).map { String(format: "%02x", $0) }.joined()
            let blob = registry.blobs.appendingPathComponent(String(sha.prefix(2))).appendingPathComponent(sha)
            // Same size, other bytes: only the hash check can catch it.
            try Data(String(repeating: "X", count: content.utf8.count).utf8).write(to: blob)

            await #expect(throws: MASDKError.miniAppCorrupted) { try await client.install(appId: "hello") }
            #expect(client.installed(appId: "hello") == first)
            #expect(try Self.text(first, "index.html").contains("hello"))
        }
    }

    @Test("an unpinned key id is refused naming both key ids, and the previous version stays current")
    func unknownKeyId() async throws {
        try await Self.withRegistry { registry, storage in
            _ = try await registry.uploadVersion(.minimal(), query: "publish=true")
            let first = try await Self.client(registry, storage: storage).install(appId: "hello")
            _ = try await registry.uploadVersion(.minimal(["more.txt": "more"]), query: "publish=true")

            let other = P256.Signing.PrivateKey().publicKey.x963Representation
            let id = SHA256.hash(data: other).map { String(format: "%02x", $0) }.joined().prefix(16)
            let stranger = try await Self.client(registry, storage: storage, pins: [PinnedKey(id: String(id), x963: other)])
            let signing = try #require(try await registry.store.activeKey()).id
            await #expect(throws: MASDKError.signingKeyNotPinned(received: signing, pinned: [String(id)])) {
                try await stranger.install(appId: "hello")
            }
            let message = MASDKError.signingKeyNotPinned(received: signing, pinned: [String(id)]).localizedDescription
            #expect(message.contains("signed with key \(signing), but the pinned key is \(id)."), "\(message)")
            #expect(stranger.installed(appId: "hello") == first)

            // A pin whose id does not match its bytes is refused up front.
            #expect(throws: MASDKError.invalidSignature) {
                try MiniAppClient(config: MiniAppSdkConfig(baseUrl: registry.http.base, projectId: "demo", subscriptionKey: "k",
                                                           pinnedKeys: [PinnedKey(id: "0000000000000000", x963: other)], storageDirectory: storage))
            }
        }
    }

    @Test("a server signing with the wrong key is invalidSignature; the previous version stays current")
    func wrongSignature() async throws {
        let place = try await TestRegistry.Place.fresh(.sqlite)
        let storage = Self.storage()
        defer { try? FileManager.default.removeItem(at: storage) }
        var registry = try await TestRegistry.start(at: place)
        _ = try await registry.uploadVersion(.minimal(), query: "publish=true")
        let key = try #require(try await registry.store.activeKey())
        let pins = [try #require(PinnedKey(id: key.id, ecKey: key.publicKeyX963))]
        let first = try await Self.client(registry, storage: storage, pins: pins).install(appId: "hello")
        _ = try await registry.uploadVersion(.minimal(["more.txt": "more"]), query: "publish=true")
        try await registry.stop(removing: false)

        // The private key file under the same id now holds another key.
        let keyFile = DataDirectory(place.data).keys.appendingPathComponent("\(key.id).pem")
        try Data(P256.Signing.PrivateKey().pemRepresentation.utf8).write(to: keyFile)
        registry = try await TestRegistry.start(at: place)
        let client = try await Self.client(registry, storage: storage, pins: pins)
        await #expect(throws: MASDKError.invalidSignature) { try await client.install(appId: "hello") }
        #expect(client.installed(appId: "hello") == first)
        try await registry.stop(removing: false)
        await place.remove()
    }

    @Test("offline, the cached version launches; without one, a clear error")
    func offline() async throws {
        let storage = Self.storage()
        defer { try? FileManager.default.removeItem(at: storage) }
        let (first, port, registryCopy) = try await TestRegistry.with(.sqlite) { registry in
            _ = try await registry.uploadVersion(.minimal(), query: "publish=true")
            return (try await Self.client(registry, storage: storage).install(appId: "hello"), registry.server.port, registry)
        }
        // The server is stopped now: connections are refused.
        let client = try await Self.client(registryCopy, storage: storage, pins: [], port: port)
        let cached = try await client.create(appId: "hello")
        #expect(cached.isOffline && cached.directory == first.directory)
        await #expect(throws: MASDKError.self) { try await client.install(appId: "other") }
        // Offline with a damaged cache: a clear error rather than a broken page.
        let index = first.directory.appendingPathComponent("index.html")
        try FileManager.default.removeItem(at: index)  // the file is read-only; replace it
        try Data("trunc".utf8).write(to: index)
        await #expect(throws: MASDKError.miniAppCorrupted) { try await client.create(appId: "hello") }
        await #expect(throws: MASDKError.self) { try await client.list() }
    }

    @Test("leftovers of a client killed mid-install do not matter; the next install completes")
    func interruptedInstall() async throws {
        try await Self.withRegistry { registry, storage in
            _ = try await registry.uploadVersion(.minimal(), query: "publish=true")
            let first = try await Self.client(registry, storage: storage).install(appId: "hello")
            let v2 = try await registry.uploadVersion(.minimal(["js/app.js": Self.script]), query: "publish=true")

            // What SIGKILL leaves: a half-written blob and a staging folder with part of v2.
            let incoming = storage.appendingPathComponent("blobs/incoming")
            try FileManager.default.createDirectory(at: incoming, withIntermediateDirectories: true)
            let halfBlob = incoming.appendingPathComponent(UUID().uuidString)
            try Data("half".utf8).write(to: halfBlob)
            let staging = storage.appendingPathComponent("miniapps/hello/.staging-\(UUID().uuidString)/files")
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            try Data("half".utf8).write(to: staging.appendingPathComponent("index.html"))

            // A restarted host still launches v1 offline-style, from its pointer.
            let restarted = try await Self.client(registry, storage: storage)
            #expect(restarted.installed(appId: "hello") == first)
            let second = try await restarted.install(appId: "hello")
            #expect(second.info.version.versionId == v2)
            #expect(try Self.text(second, "js/app.js") == Self.script)
            let names = try FileManager.default.contentsOfDirectory(atPath: storage.appendingPathComponent("miniapps/hello").path)
            #expect(!names.contains { $0.hasPrefix(".staging-") })
            #expect(!FileManager.default.fileExists(atPath: halfBlob.path))
        }
    }

    @Test("a cancelled install leaves the previous version current, and the next one completes")
    func cancelledInstall() async throws {
        try await Self.withRegistry { registry, storage in
            _ = try await registry.uploadVersion(.minimal(), query: "publish=true")
            let client = try await Self.client(registry, storage: storage)
            let first = try await client.install(appId: "hello")
            var big = BundleZip.minimal()
            for index in 0..<40 { big = big.adding("chunk\(index).txt", String(repeating: "\(index)-cancel-", count: 5000)) }
            let v2 = try await registry.uploadVersion(big, query: "publish=true")

            let operation = await client.installing(appId: "hello")
            for await event in operation.progress where event.phase == .downloading {
                operation.cancel()
                break
            }
            do {
                let finished = try await operation.value
                // The download won the race: then it is complete.
                #expect(finished.info.version.versionId == v2)
            } catch {
                #expect(error is CancellationError)
                #expect(client.installed(appId: "hello") == first)
            }
            let second = try await client.install(appId: "hello")
            #expect(second.info.version.versionId == v2)
            #expect(try Self.text(second, "chunk39.txt").hasPrefix("39-cancel-"))
        }
    }

    @Test("preview mode lists and installs an unpublished version through the preview paths")
    func previewMode() async throws {
        try await Self.withRegistry { registry, storage in
            let draft = try await registry.uploadVersion(.minimal(["draft.txt": "draft"]))
            let key = try #require(try await registry.store.activeKey())
            let client = try MiniAppClient(config: MiniAppSdkConfig(
                baseUrl: registry.http.base, projectId: "demo", subscriptionKey: registry.project.subscriptionKey,
                isPreviewMode: true, pinnedKeys: [try #require(PinnedKey(id: key.id, ecKey: key.publicKeyX963))], storageDirectory: storage
            ))
            #expect(try await client.list().map(\.version.versionId) == [draft])
            let installed = try await client.install(appId: "hello")
            #expect(installed.info.version.versionId == draft)
            #expect(try Self.text(installed, "draft.txt") == "draft")
            // Not in preview mode, the draft does not exist.
            await #expect(throws: MASDKError.miniAppNotFound) { try await Self.client(registry, storage: storage).install(appId: "hello") }
        }
    }

    @Test("required custom permissions must be allowed before create succeeds")
    func requiredPermissions() async throws {
        try await Self.withRegistry { registry, storage in
            let manifest = #"{"reqPermissions":[{"name":"rakuten.miniapp.user.USER_NAME","reason":"greeting"}],"customMetaData":{"k":"v"}}"#
            let version = try await registry.uploadVersion(.minimal(["manifest.json": manifest]), query: "publish=true")
            let client = try await Self.client(registry, storage: storage)
            let metadata = try await client.manifest(appId: "hello", versionId: version)
            #expect(metadata.requiredPermissions.map(\.name) == [.userName] && metadata.customMetaData == ["k": "v"])

            await #expect(throws: MASDKError.metaDataFailure) { try await client.create(appId: "hello") }
            try await client.setCustomPermissions(appId: "hello", [CustomPermissionGrant(permission: .userName, status: .allowed)])
            let installed = try await client.create(appId: "hello")
            #expect(client.downloadedManifest(appId: "hello") == installed.manifest)
            #expect(await client.customPermissions(appId: "hello") == [CustomPermissionGrant(permission: .userName, status: .allowed)])
        }
    }

    @Test("unknown apps, bad keys and the facade map to the seed's errors")
    func errorsAndFacade() async throws {
        try await Self.withRegistry { registry, storage in
            _ = try await registry.uploadVersion(.minimal(), query: "publish=true")
            let client = try await Self.client(registry, storage: storage)
            await #expect(throws: MASDKError.miniAppNotFound) { try await client.info(appId: "nope") }
            await #expect(throws: MASDKError.invalidAppId) { try await client.install(appId: "../x") }

            let config = MiniAppSdkConfig(baseUrl: registry.http.base, projectId: "demo", subscriptionKey: "wrong", storageDirectory: storage)
            let unauthorised = try MiniAppClient(config: config)
            await #expect {
                try await unauthorised.list()
            } throws: { error in
                guard case MASDKError.serverError(401, _)? = error as? MASDKError else { return false }
                return true
            }

            var good = client.config
            good.storageDirectory = storage
            let facade = try MiniApp.shared(with: good)
            #expect(MiniApp.shared() === facade)
            let listed: Result<[MiniAppInfo], MASDKError> = await withCheckedContinuation { continuation in
                facade.list { continuation.resume(returning: $0) }
            }
            #expect(try listed.get().map(\.id) == ["hello"])
        }
    }
    /// Files of a bundle as text, to compare what a launch would serve.
    static func contents(_ installed: InstalledMiniApp, _ paths: [String]) -> [String: String] {
        var found: [String: String] = [:]
        for path in paths { found[path] = try? text(installed, path) }
        return found
    }

    @Test("`miniapp open --server … --install-only` SIGKILLed at any moment leaves a launchable version; the next run completes")
    func killedClientProcess() async throws {
        try await Self.withRegistry { registry, storage in
            let small = ["index.html": "<!doctype html><title>t</title><p>hello</p>"]
            _ = try await registry.uploadVersion(.minimal(), query: "publish=true")
            var big = BundleZip.minimal()
            var bigFiles = small
            for index in 0..<40 {
                let text = String(repeating: "\(index)-payload-", count: 5000)
                big = big.adding("chunk\(index).txt", text)
                bigFiles["chunk\(index).txt"] = text
            }
            let key = try #require(try await registry.store.activeKey())
            let first = try await Self.client(registry, storage: storage).install(appId: "hello")
            let v2 = try await registry.uploadVersion(big, query: "publish=true")

            let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("miniapp")
            let arguments = [
                "open", "--server", registry.http.base.absoluteString, "--project", "demo",
                "--subscription-key", registry.project.subscriptionKey, "--pin-key", "\(key.id):\(key.publicKeyX963)",
                "--data", storage.path, "--install-only", "hello",
            ]
            // Measured on 2 cores: ~100 ms to start, downloads until ~220 ms, installed by ~250 ms.
            for delay in [30, 80, 120, 150, 180, 210, 250, 400, 800] {
                let process = Process()
                process.executableURL = executable
                process.arguments = arguments
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                try await Task.sleep(for: .milliseconds(delay))
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
                // Whatever the moment, the current version is whole: v1, or v2 if the kill came late.
                let installed = try #require(try await Self.client(registry, storage: storage).installed(appId: "hello"))
                if installed.info.version.versionId == v2 {
                    #expect(Self.contents(installed, Array(bigFiles.keys)) == bigFiles)
                } else {
                    #expect(installed == first)
                    #expect(Self.contents(installed, ["index.html"]) == small)
                }
            }
            // The next run completes the install.
            let process = Process()
            let output = Pipe()
            process.executableURL = executable
            process.arguments = arguments
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            let installed = try #require(try await Self.client(registry, storage: storage).installed(appId: "hello"))
            #expect(installed.info.version.versionId == v2)
            #expect(printed.trimmingCharacters(in: .whitespacesAndNewlines) == installed.directory.path)
            #expect(Self.contents(installed, Array(bigFiles.keys)) == bigFiles)
        }
    }
}
