import Foundation

/// Where each entry's data lies in a zip file, read from its central directory and local
/// headers, so that extraction reads exactly the bytes the directory gives an entry.
///
/// It is also the first reader of an untrusted zip: ``BundleArchive`` hands the file to
/// ZIPFoundation only once every offset and size here lies within the file, because
/// ZIPFoundation traps (ends the process) on an offset of 2^63 or more, such as a
/// ZIP64 directory offset (found by the `registry-ingest` fuzz target).
///
/// ZIPFoundation lists and checks the entries, but its Linux inflate path reads from the
/// entry's start to the end of the file and loops for ever when the file ends before
/// the deflate stream does: a 245-byte upload held a thread at full CPU (found by the
/// `bundle` and `registry-ingest` fuzz targets). ``BundleArchive`` therefore feeds the
/// inflater itself, from these ranges, and stops at the end of the entry's data.
///
/// Only what extraction needs is read (with ZIP64 sizes and offsets); anything that does
/// not add up (a record or header outside the file, a signature missing, a local header
/// whose compression method differs from the directory's) is ``Failure``: the directory
/// when it is read, an entry's local header when its data is asked for.
struct ZipLayout {
    /// One central-directory record.
    struct Record: Equatable {
        /// 0 stored, 8 deflate; anything else cannot be extracted.
        var method: UInt16
        var crc32: UInt32
        var compressedSize: UInt64
        var uncompressedSize: UInt64
        /// Where the entry's local header starts (its data follows it).
        var localHeader: Int
    }

    /// The zip's structure does not add up; `reason` says where.
    struct Failure: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    /// The records, in central-directory order (the order ZIPFoundation lists entries in).
    let records: [Record]

    init(_ bytes: [UInt8]) throws(Failure) {
        let reader = LittleEndian(bytes: bytes)
        let end = try Self.endOfCentralDirectory(reader)
        var count = UInt64(try reader.uint16(end + 10))
        var directoryOffset = UInt64(try reader.uint32(end + 16))
        // ZIP64: a locator just before the end record, and the 64-bit record just before
        // that, whose values then count. ZIPFoundation looks for them there (not where the
        // locator points), so both read the same directory.
        if let record = Self.zip64EndRecord(reader, end: end) {
            count = try reader.uint64(record + 32)
            directoryOffset = try reader.uint64(record + 48)
        }
        guard count <= UInt64(bytes.count / 46) else { throw Failure(reason: "more entries than the file can hold") }
        var position = try reader.offset(directoryOffset)
        var records: [Record] = []
        for _ in 0..<count {
            guard try reader.uint32(position) == 0x0201_4B50 else { throw Failure(reason: "a central directory record is missing") }
            let method = try reader.uint16(position + 10)
            let crc = try reader.uint32(position + 16)
            var compressed = UInt64(try reader.uint32(position + 20))
            var uncompressed = UInt64(try reader.uint32(position + 24))
            let nameLength = Int(try reader.uint16(position + 28))
            let extraLength = Int(try reader.uint16(position + 30))
            let commentLength = Int(try reader.uint16(position + 32))
            var local = UInt64(try reader.uint32(position + 42))
            let extra = position + 46 + nameLength
            try Self.applyZIP64(reader, extra: extra ..< extra + extraLength, uncompressed: &uncompressed, compressed: &compressed, local: &local)
            // An entry's data lies in the file: its compressed size, and a stored entry's
            // size, cannot exceed the file's. (ZIPFoundation adds these to offsets and
            // seeks there, trapping past 2^63; this keeps every such sum small.)
            guard compressed <= UInt64(bytes.count), method != 0 || uncompressed <= UInt64(bytes.count) else {
                throw Failure(reason: "an entry larger than the file that holds it")
            }
            records.append(Record(method: method, crc32: crc, compressedSize: compressed, uncompressedSize: uncompressed,
                                  localHeader: try reader.offset(local)))
            position = extra + extraLength + commentLength
        }
        self.records = records
    }

    /// The end-of-central-directory record: the last signature within the 64 KiB
    /// (the longest comment) plus 22 bytes before the end.
    private static func endOfCentralDirectory(_ reader: LittleEndian) throws(Failure) -> Int {
        var position = reader.bytes.count - 22
        let lowest = max(0, reader.bytes.count - 22 - 0xFFFF)
        while position >= lowest {
            if try reader.uint32(position) == 0x0605_4B50 { return position }
            position -= 1
        }
        throw Failure(reason: "no end of central directory")
    }

    /// Where the ZIP64 end record is: the 56 bytes before a locator that sits just
    /// before the end record, when both signatures are there.
    private static func zip64EndRecord(_ reader: LittleEndian, end: Int) -> Int? {
        let locator = end - 20, record = end - 20 - 56
        guard record > 0, (try? reader.uint32(locator)) == 0x0706_4B50, (try? reader.uint32(record)) == 0x0606_4B50 else { return nil }
        return record
    }

    /// Replaces the 32-bit values that are `0xFFFFFFFF` by those of the ZIP64 extra field,
    /// in the format's order (uncompressed size, compressed size, local header offset).
    private static func applyZIP64(
        _ reader: LittleEndian, extra: Range<Int>, uncompressed: inout UInt64, compressed: inout UInt64, local: inout UInt64
    ) throws(Failure) {
        guard uncompressed == 0xFFFF_FFFF || compressed == 0xFFFF_FFFF || local == 0xFFFF_FFFF else { return }
        var field = extra.lowerBound
        while field + 4 <= extra.upperBound {
            let id = try reader.uint16(field), size = Int(try reader.uint16(field + 2))
            if id == 0x0001 {
                var value = field + 4
                for slot in [0, 1, 2] {
                    let current = [uncompressed, compressed, local][slot]
                    guard current == 0xFFFF_FFFF else { continue }
                    guard value + 8 <= field + 4 + size else { throw Failure(reason: "a ZIP64 extra field too short for its sizes") }
                    let wide = try reader.uint64(value)
                    switch slot {
                    case 0: uncompressed = wide
                    case 1: compressed = wide
                    default: local = wide
                    }
                    value += 8
                }
                return
            }
            field += 4 + size
        }
        throw Failure(reason: "a size of 0xFFFFFFFF without a ZIP64 extra field")
    }

    /// The compressed bytes of `record`: after its local header, as many as the directory says.
    static func data(of record: Record, in bytes: [UInt8]) throws(Failure) -> Range<Int> {
        let reader = LittleEndian(bytes: bytes), local = record.localHeader
        guard try reader.uint32(local) == 0x0403_4B50 else { throw Failure(reason: "no local header where the directory points") }
        guard try reader.uint16(local + 8) == record.method else {
            throw Failure(reason: "the local header and the central directory name different compression methods")
        }
        let start = local + 30 + Int(try reader.uint16(local + 26)) + Int(try reader.uint16(local + 28))
        let size = try reader.offset(record.compressedSize)
        guard start <= bytes.count, size <= bytes.count - start else {
            throw Failure(reason: "its data runs past the end of the file")
        }
        return start ..< start + size
    }
}

/// Little-endian integers at offsets of a byte array; every read is bounds-checked.
private struct LittleEndian {
    let bytes: [UInt8]

    func uint16(_ at: Int) throws(ZipLayout.Failure) -> UInt16 { UInt16(try value(at, 2)) }
    func uint32(_ at: Int) throws(ZipLayout.Failure) -> UInt32 { UInt32(try value(at, 4)) }
    func uint64(_ at: Int) throws(ZipLayout.Failure) -> UInt64 { try value(at, 8) }

    /// A file offset or length as an `Int`, refused when it lies beyond the file.
    func offset(_ value: UInt64) throws(ZipLayout.Failure) -> Int {
        guard value <= UInt64(bytes.count) else { throw ZipLayout.Failure(reason: "an offset beyond the end of the file") }
        return Int(value)
    }

    private func value(_ at: Int, _ width: Int) throws(ZipLayout.Failure) -> UInt64 {
        guard at >= 0, at <= bytes.count - width else { throw ZipLayout.Failure(reason: "a header runs past the end of the file") }
        var result: UInt64 = 0
        for index in 0..<width { result |= UInt64(bytes[at + index]) << (8 * index) }
        return result
    }
}
