import Foundation
import ZIPFoundation

/// Reads one entry's bytes from the range ``ZipLayout`` found for it: stored data as it
/// is, deflated data through ZIPFoundation's inflater with a provider that ends at the
/// entry's last compressed byte. A stream that has not ended by then is truncated and
/// refused (ZIPFoundation's own reader would keep asking the file for more, for ever).
/// The CRC-32 and the size are checked against the central directory.
///
/// ZIPFoundation's inflater (0.9.20, Linux) tells zlib that every input chunk is a whole
/// buffer long, whatever the provider returned. A shorter last chunk whose stream still
/// wants bytes would have zlib read heap memory past it, so the compressed bytes go in
/// as one chunk of exactly the buffer's size; the bytes are in memory already.
enum ZipEntryReader {
    /// Chunks of stored data handed to `consumer` are at most this large.
    static let chunkSize = 64 << 10

    /// The data of `record` did not come out as its directory record says.
    struct Damaged: Error, CustomStringConvertible {
        var description: String
    }

    static func read(_ record: ZipLayout.Record, in bytes: [UInt8], consumer: (Data) throws -> Void) throws {
        let data = try ZipLayout.data(of: record, in: bytes)
        var produced: UInt64 = 0
        let crc: CRC32
        switch record.method {
        case 0:
            var checksum: CRC32 = 0
            var start = data.lowerBound
            while start < data.upperBound {
                let chunk = Data(bytes[start ..< min(start + chunkSize, data.upperBound)])
                checksum = chunk.crc32(checksum: checksum)
                produced += UInt64(chunk.count)
                try consumer(chunk)
                start += chunk.count
            }
            crc = checksum
        case 8:
            // The buffer is exactly the compressed data: see the type's comment.
            guard !data.isEmpty, data.count <= Int(UInt32.max) else {
                throw Damaged(description: "its deflate stream is \(data.count) bytes long")
            }
            crc = try Data.decompress(size: Int64(data.count), bufferSize: data.count, skipCRC32: false, provider: { position, _ in
                guard position == 0 else { throw Damaged(description: "the deflate stream ends before its end marker") }
                return Data(bytes[data])
            }, consumer: { chunk in
                produced += UInt64(chunk.count)
                try consumer(chunk)
            })
        default:
            throw Damaged(description: "compression method \(record.method) is neither stored (0) nor deflate (8)")
        }
        guard produced == record.uncompressedSize else {
            throw Damaged(description: "it holds \(produced) bytes where its directory record says \(record.uncompressedSize)")
        }
        guard crc == record.crc32 else { throw Damaged(description: "its CRC-32 does not match its directory record") }
    }
}
