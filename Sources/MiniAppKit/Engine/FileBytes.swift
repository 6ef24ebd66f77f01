import Foundation

/// A mini app's file, opened to read the bytes a response needs and no more: a video
/// seeks in ranges of a few hundred kilobytes, and reading the whole file for each range
/// (hundreds of megabytes, on the thread that answers) stalls the page and the app.
struct FileBytes {
    private let handle: FileHandle
    /// The file's length in bytes.
    let count: Int

    /// The file at `path`, opened for reading; `nil` when it cannot be.
    init?(path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        guard let end = try? handle.seekToEnd(), end <= UInt64(Int.max) else {
            try? handle.close()
            return nil
        }
        self.handle = handle
        count = Int(end)
    }

    /// The bytes in `range` (clamped to the file); `nil` when they cannot be read.
    func read(_ range: Range<Int>) -> Data? {
        let lower = max(0, min(range.lowerBound, count)), upper = max(lower, min(range.upperBound, count))
        guard upper > lower else { return Data() }
        do {
            try handle.seek(toOffset: UInt64(lower))
            return try handle.read(upToCount: upper - lower) ?? Data()
        } catch {
            return nil
        }
    }

    /// Closes the file.
    func close() {
        try? handle.close()
    }
}
