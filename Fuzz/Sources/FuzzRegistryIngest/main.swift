import Foundation
import FuzzSupport
import MiniAppBundle
import MiniAppRegistry

/// The registry's upload ingest (`POST …/versions`): the uploaded zip is validated,
/// extracted into the server's scratch area, its manifests read for every locale, and
/// each file adopted into the content-addressed blob store.
///
/// Besides not crashing: a refused upload is refused as a bundle (`bundleRefused`,
/// answered 422 with its reason), never as a server fault, and leaves nothing in the
/// blob store. The blob store is emptied after each input so every input starts alike.
enum RegistryIngestFuzzing {
    static let scratch = ScratchFolder(name: "ingest")
    static let data = DataDirectory(scratch.item("data"))
    static let limits = BundleLimits(maxTotalBytes: 1 << 20, maxFileBytes: 512 << 10, maxFiles: 256, maxCompressionRatio: 100)
    static let ingest: BundleIngest? = {
        guard (try? data.prepare()) != nil, let area = try? ScratchArea.claim(in: data.temporary) else { return nil }
        return BundleIngest(data: data, scratch: area, limits: limits)
    }()

    static func test(_ input: FuzzInput) {
        guard let ingest, let zip = scratch.write(input.bytes, to: "upload.zip") else {
            Invariant.fail("the scratch folder cannot be written")
        }
        defer {
            try? FileManager.default.removeItem(at: data.blobs)
            try? FileManager.default.createDirectory(at: data.blobs, withIntermediateDirectories: true)
        }
        do {
            _ = try ingest.stage(zip: zip, project: "fuzz", app: "app", details: .init())
        } catch let error as RegistryError {
            Invariant.check(error.code == .bundleRefused, "a bad upload was answered as a server fault: \(error)")
            Invariant.check(error.reason != BundleError.Code.io.rawValue, "a bad upload was refused as an I/O failure: \(error)")
            let stored = (try? FileManager.default.contentsOfDirectory(atPath: data.blobs.path)) ?? []
            Invariant.check(stored.isEmpty, "a refused upload left blobs behind")
        } catch {
            Invariant.fail("a bad upload failed with an unspecified error: \(error)")
        }
    }
}

FuzzDriver.run { data, size in
    RegistryIngestFuzzing.test(FuzzInput(data, size))
    return 0
}
