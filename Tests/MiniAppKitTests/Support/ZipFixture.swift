import Foundation
import ZIPFoundation

/// Writes zip files with exactly the entries a test wants, hostile ones included.
enum ZipFixture {
    enum Entry {
        case file(String, Data, compressed: Bool = false)
        case directory(String)
        case symlink(String, target: String)
    }

    static func make(_ entries: [Entry]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-\(UUID().uuidString).zip")
        let archive = try Archive(url: url, accessMode: .create)
        for entry in entries {
            switch entry {
            case .file(let path, let data, let compressed):
                try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count),
                                     compressionMethod: compressed ? .deflate : .none) { (position: Int64, size: Int) in
                    data.subdata(in: Int(position)..<Int(position) + size)
                }
            case .directory(let path):
                try archive.addEntry(with: path, type: .directory, uncompressedSize: Int64(0)) { (_: Int64, _: Int) in Data() }
            case .symlink(let path, let target):
                let data = Data(target.utf8)
                try archive.addEntry(with: path, type: .symlink, uncompressedSize: Int64(data.count)) { (position: Int64, size: Int) in
                    data.subdata(in: Int(position)..<Int(position) + size)
                }
            }
        }
        return url
    }
}
