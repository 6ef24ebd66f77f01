import Foundation
import ZIPFoundation

/// Builds bundle zips entry by entry, including entries no honest packer would write.
struct BundleZip {
    private enum Item {
        case file(path: String, bytes: Data, deflate: Bool)
        case link(path: String, target: String)
    }

    private var items: [Item] = []

    /// A minimal valid bundle: `index.html` and, optionally, more files.
    static func minimal(_ files: [String: String] = [:]) -> BundleZip {
        var zip = BundleZip().adding("index.html", "<!doctype html><title>t</title><p>hello</p>")
        for (path, text) in files.sorted(by: { $0.key < $1.key }) { zip = zip.adding(path, text) }
        return zip
    }

    func adding(_ path: String, _ text: String) -> BundleZip {
        adding(path, bytes: Data(text.utf8))
    }

    func adding(_ path: String, bytes: Data, deflate: Bool = false) -> BundleZip {
        var copy = self
        copy.items.append(.file(path: path, bytes: bytes, deflate: deflate))
        return copy
    }

    func addingLink(_ path: String, to target: String) -> BundleZip {
        var copy = self
        copy.items.append(.link(path: path, target: target))
        return copy
    }

    /// Writes the zip to a new temporary file.
    func write() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString).zip")
        let archive = try Archive(url: url, accessMode: .create)
        for item in items {
            let (path, bytes, type, method): (String, Data, Entry.EntryType, CompressionMethod)
            switch item {
            case .file(let p, let b, let deflate): (path, bytes, type, method) = (p, b, .file, deflate ? .deflate : .none)
            case .link(let p, let target): (path, bytes, type, method) = (p, Data(target.utf8), .symlink, .none)
            }
            try archive.addEntry(with: path, type: type, uncompressedSize: Int64(bytes.count), compressionMethod: method) { offset, length in
                bytes.subdata(in: Int(offset)..<Int(offset) + length)
            }
        }
        return url
    }

    func data() throws -> Data {
        let url = try write()
        defer { try? FileManager.default.removeItem(at: url) }
        return try Data(contentsOf: url)
    }
}
