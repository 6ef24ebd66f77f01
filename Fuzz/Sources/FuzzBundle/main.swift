import Foundation
import FuzzSupport
import MiniAppBundle

/// The bundle reader: a zip from anyone (`miniapp open bundle.zip`, the registry's
/// uploads) checked by `BundleArchive` before a byte is written (paths, links,
/// duplicates, sizes, ratios, `index.html`) and extracted, then its `manifest.json`
/// with `_locale` placeholders, as `miniapp open` reads it.
///
/// The input is the zip file itself. The limits are small, so a bomb is refused after
/// a megabyte rather than 64 and each input stays fast.
enum BundleFuzzing {
    static let scratch = ScratchFolder(name: "bundle")
    static let limits = BundleLimits(maxTotalBytes: 1 << 20, maxFileBytes: 512 << 10, maxFiles: 256, maxCompressionRatio: 100)

    static func test(_ input: FuzzInput) {
        guard let zip = scratch.write(input.bytes, to: "bundle.zip") else { return }
        let directory = scratch.item("extracted")
        defer { scratch.remove("extracted") }
        guard let files = try? BundleArchive.extract(zip, to: directory, limits: limits) else {
            Invariant.check(!FileManager.default.fileExists(atPath: directory.path), "a refused bundle left files behind")
            return
        }
        Invariant.check(files.allSatisfy { (try? BundleArchive.safePath($0.path)) == $0.path }, "an extracted path is not safe")
        _ = try? MiniAppManifest.load(fromDirectory: directory)
        _ = try? MiniAppManifest.load(fromDirectory: directory, language: "ja")
    }
}

FuzzDriver.run { data, size in
    BundleFuzzing.test(FuzzInput(data, size))
    return 0
}
