import Foundation
import Testing
@testable import MiniAppRegistry

/// The signed-manifest cache is bounded in bytes, whatever clients send.
@Suite struct ManifestCacheTests {
    func entry(_ size: Int) -> ManifestCache.Entry {
        ManifestCache.Entry(body: Data(repeating: 0x61, count: size), signature: "s")
    }

    @Test func neverHoldsMoreThanItsBytes() async {
        let cache = ManifestCache(maxBytes: 10_000)
        for index in 0..<1_000 {
            await cache.store(entry(1_000), for: "v\(index)")
            #expect(await cache.bytes <= 10_000)
        }
        #expect(await cache.count > 0)
    }

    @Test func doesNotKeepAnAnswerLargerThanAQuarterOfIt() async {
        let cache = ManifestCache(maxBytes: 10_000)
        await cache.store(entry(3_000), for: "big")
        #expect(await cache.entry("big") == nil)
        #expect(await cache.bytes == 0)
    }

    @Test func replacingAnEntryCountsItsBytesOnce() async {
        let cache = ManifestCache(maxBytes: 10_000)
        await cache.store(entry(1_000), for: "v")
        await cache.store(entry(2_000), for: "v")
        #expect(await cache.bytes == 2_001)
        #expect(await cache.count == 1)
    }

    /// A base built from the request's Host is chosen by the client; only the server's
    /// own public URL makes an answer cacheable.
    @Test func onlyTheServersOwnBaseIsCacheable() {
        #expect(FileURLs(base: "https://cdn.example.com/").isFromRequest == false)
        #expect(FileURLs(base: "http://evil-1.example", isFromRequest: true).isFromRequest)
    }
}
