/// A `Range: bytes=…` request header resolved against a file's size (RFC 9110 §14).
///
/// One range is served as a 206; a multi-range or malformed header is ignored (a server
/// may always answer 200 with the whole file), and a range that starts past the end is
/// a 416. A pure value: tested without a server.
enum ByteRange: Equatable {
    case whole
    case partial(ClosedRange<Int>)
    case unsatisfiable

    init(header: String?, size: Int) {
        guard let header, header.hasPrefix("bytes=") else {
            self = .whole
            return
        }
        let spec = header.dropFirst("bytes=".count).trimmingSpaces()
        guard !spec.contains(","), let dash = spec.firstIndex(of: "-") else {
            self = .whole
            return
        }
        let first = spec[..<dash], last = spec[spec.index(after: dash)...]
        if first.isEmpty {
            // `bytes=-N`: the last N bytes.
            guard let count = Int(last), count >= 0 else { self = .whole; return }
            guard count > 0, size > 0 else { self = .unsatisfiable; return }
            self = .partial(max(0, size - count)...(size - 1))
            return
        }
        guard let start = Int(first), start >= 0 else { self = .whole; return }
        let end: Int
        if last.isEmpty {
            end = size - 1
        } else {
            guard let value = Int(last), value >= start else { self = .whole; return }
            end = min(value, size - 1)
        }
        guard start < size else { self = .unsatisfiable; return }
        self = .partial(start...end)
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        var result = self
        while result.first == " " { result.removeFirst() }
        while result.last == " " { result.removeLast() }
        return result
    }
}
