public import Foundation
import ZIPFoundation

/// Reads mini-app bundles (zip files) without trusting them.
///
/// Every entry is checked before a byte is written: no absolute paths, no `..`, no
/// backslashes or NULs, no symlinks, no duplicate names, sizes and compression
/// ratios within ``BundleLimits``, and `index.html` at the root. Extraction counts
/// the bytes actually inflated, so a zip that lies about its sizes is stopped too,
/// and a refused bundle leaves nothing behind.
public enum BundleArchive {
    /// One file of a bundle.
    public struct File: Sendable, Equatable {
        /// The entry's path relative to the bundle root, normalised by ``BundleArchive/safePath(_:)``.
        public var path: String
        /// The bytes actually inflated, which is what counted against the limits, not the size the zip declared.
        public var size: Int
    }

    /// Checks `zip` and extracts it into `directory`, which must not exist yet.
    @discardableResult
    public static func extract(_ zip: URL, to directory: URL, limits: BundleLimits = BundleLimits()) throws(BundleError) -> [File] {
        // Our own reading first: ZIPFoundation is given only a zip whose offsets and sizes
        // all lie within the file (ZipLayout says why).
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: zip, options: .mappedIfSafe))
        } catch {
            throw BundleError(.io, "cannot read \(zip.lastPathComponent): \(error.localizedDescription)")
        }
        let layout: ZipLayout
        do {
            layout = try ZipLayout(bytes)
        } catch {
            throw BundleError(.notAZip, "\(zip.lastPathComponent) is not a well-formed zip archive: \(error.reason)")
        }
        let archive: Archive
        do {
            archive = try Archive(url: zip, accessMode: .read)
        } catch {
            throw BundleError(.notAZip, "\(zip.lastPathComponent) is not a readable zip archive")
        }
        let entries = try validate(archive, layout: layout, limits: limits)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw BundleError(.io, "cannot create \(directory.path): \(error.localizedDescription)")
        }
        do {
            var total = 0
            var files: [File] = []
            for (path, _, index) in entries {
                let target = directory.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                // A file that cannot be created makes the next line throw, with the reason.
                _ = FileManager.default.createFile(atPath: target.path, contents: nil)
                let handle = try FileHandle(forWritingTo: target)
                defer { try? handle.close() }
                var written = 0
                do {
                    try ZipEntryReader.read(layout.records[index], in: bytes) { chunk in
                        written += chunk.count
                        total += chunk.count
                        guard written <= limits.maxFileBytes, total <= limits.maxTotalBytes else {
                            throw BundleError(.tooLarge, "\(path) inflates beyond the size limits")
                        }
                        handle.write(chunk)
                    }
                } catch let error as BundleError {
                    throw error
                } catch {
                    // The zip's own data for this entry: a wrong checksum, a compression
                    // method other than stored or deflate, a stream that does not inflate,
                    // a header that points elsewhere. The sender's fault, not an I/O failure.
                    throw BundleError(.notAZip, "\(path) cannot be read from \(zip.lastPathComponent): its data is damaged or not stored or deflated (\(error))")
                }
                files.append(File(path: path, size: written))
            }
            return files
        } catch {
            try? FileManager.default.removeItem(at: directory)
            if let error = error as? BundleError { throw error }
            throw BundleError(.io, "extracting \(zip.lastPathComponent) failed: \(error.localizedDescription)")
        }
    }

    /// An entry's name: UTF-8 whenever its bytes are valid UTF-8, flagged or not (many
    /// zip tools write UTF-8 names without the flag), else the zip format's CP437.
    static func name(of entry: Entry) -> String {
        let utf8 = entry.path(using: .utf8)
        return utf8.isEmpty ? entry.path : utf8
    }

    /// The checks, on metadata only; returns the files in archive order, each with its
    /// position among all entries (its ``ZipLayout`` record).
    static func validate(_ archive: Archive, layout: ZipLayout, limits: BundleLimits) throws(BundleError) -> [(String, Entry, Int)] {
        var seen: Set<String> = []
        var files: [(String, Entry, Int)] = []
        var declaredTotal: UInt64 = 0
        var compressedTotal: UInt64 = 0
        var count = 0
        for entry in archive {
            count += 1
            guard count <= limits.maxFiles else {
                throw BundleError(.tooManyFiles, "the bundle has more than \(limits.maxFiles) entries")
            }
            let path = try safePath(name(of: entry))
            switch entry.type {
            case .symlink:
                throw BundleError(.link, "\(path) is a symbolic link; bundles may only hold files and folders")
            case .directory:
                continue
            case .file:
                break
            }
            // The two readers of the directory must agree on the entry's sizes, which are
            // then ours: within the file, so the sums below cannot overflow.
            guard count <= layout.records.count, layout.records[count - 1].compressedSize == entry.compressedSize,
                  layout.records[count - 1].uncompressedSize == entry.uncompressedSize else {
                throw BundleError(.notAZip, "\(path): its directory record cannot be read consistently")
            }
            guard seen.insert(path.lowercased()).inserted else {
                throw BundleError(.duplicateEntry, "\(path) appears more than once")
            }
            let size = entry.uncompressedSize
            guard size <= UInt64(limits.maxFileBytes) else {
                throw BundleError(.tooLarge, "\(path) is \(size) bytes; a file may have at most \(limits.maxFileBytes)")
            }
            if entry.compressedSize > 0, size > 1 << 20, Double(size) / Double(entry.compressedSize) > limits.maxCompressionRatio {
                throw BundleError(.zipBomb, "\(path) expands \(Int(Double(size) / Double(entry.compressedSize)))×; more than \(Int(limits.maxCompressionRatio))× looks like a zip bomb")
            }
            declaredTotal += size
            compressedTotal += entry.compressedSize
            files.append((path, entry, count - 1))
        }
        guard declaredTotal <= UInt64(limits.maxTotalBytes) else {
            throw BundleError(.tooLarge, "the bundle expands to \(declaredTotal) bytes; at most \(limits.maxTotalBytes) are allowed")
        }
        if compressedTotal > 0, declaredTotal > 1 << 20, Double(declaredTotal) / Double(compressedTotal) > limits.maxCompressionRatio {
            throw BundleError(.zipBomb, "the bundle expands \(Int(Double(declaredTotal) / Double(compressedTotal)))×; more than \(Int(limits.maxCompressionRatio))× looks like a zip bomb")
        }
        // `a` and `a/b` cannot both be unpacked: `a` would have to be a file and a folder.
        for (path, _, _) in files {
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                if seen.contains(folder.lowercased()) {
                    throw BundleError(.duplicateEntry, "\(folder) is both a file and a folder (it holds \(path))")
                }
            }
        }
        guard files.contains(where: { $0.0 == "index.html" }) else {
            throw BundleError(.missingIndex, "the bundle has no index.html at its root")
        }
        return files
    }

    /// A relative, normalised path, or an error naming the entry.
    public static func safePath(_ raw: String) throws(BundleError) -> String {
        let trimmed = raw.hasSuffix("/") ? String(raw.dropLast()) : raw
        guard !trimmed.isEmpty, !trimmed.hasPrefix("/"), !trimmed.contains("\\"), !trimmed.contains("\0"),
              trimmed.firstIndex(of: ":") == nil else {
            throw BundleError(.unsafePath, "entry '\(raw)' is not a plain relative path")
        }
        let components = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        guard !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            throw BundleError(.unsafePath, "entry '\(raw)' leaves the bundle or has empty, '.' or '..' parts")
        }
        return trimmed
    }
}
