import Foundation

/// The parts of a `liquidstate://app/<event>?request=<urlencoded JSON>` URL, before
/// the request data is typed.
///
/// The request object carries its id in `request_id` (a string, echoed in the reply)
/// and its data either under `request_data` (an object, mirroring the replies'
/// `response_data`) or flat, as the seed's examples show the data: every member other
/// than `request_id` and `event_type`. `docs/dialects/liquidstate.md` has the details.
struct LiquidStateEnvelope: Equatable {
    /// The event name from the path, percent-decoded.
    var event: String
    /// The request's `request_id`.
    var id: String?
    /// The request data (`nil` when the request has none).
    var data: LiquidStateJSON?

    /// Why a URL could not be read, with what could be recovered of the request.
    struct Failure: Error, Equatable {
        var event: String?
        var id: String?
        var error: BridgeError
    }

    /// The members of the request object that are not request data.
    static let envelopeKeys: Set<String> = ["request_id", "event_type", "request_data"]
    /// How much of an oversized request is read to recover its `request_id`.
    static let idScanBytes = 4096

    /// Reads `rawURL` (the URL as the engine saw it, not re-escaped by Foundation).
    static func parse(_ rawURL: String, maxBytes: Int) -> Result<LiquidStateEnvelope, Failure> {
        guard let schemeEnd = rawURL.range(of: "://"), rawURL[..<schemeEnd.lowerBound].lowercased() == LiquidStateDialect.scheme else {
            return .failure(Failure(error: BridgeError(.malformedMessage, "not a liquidstate:// URL")))
        }
        let afterScheme = rawURL[schemeEnd.upperBound...]
        let withoutFragment = afterScheme.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? afterScheme
        let parts = withoutFragment.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let location = parts.first ?? ""
        let query = parts.count > 1 ? parts[1] : nil
        let requestText = query.flatMap(requestParameter)

        let pathParts = location.split(separator: "/", omittingEmptySubsequences: true)
        let domain = pathParts.first.map { $0.lowercased() } ?? ""
        let rawEvent = pathParts.count > 1 ? pathParts[1...].joined(separator: "/") : ""
        let event = rawEvent.removingPercentEncoding ?? rawEvent

        if rawURL.utf8.count > maxBytes {
            let head = requestText.map { String(leniently: $0.utf8.prefix(idScanBytes)) }
            return .failure(Failure(event: event.isEmpty ? nil : event, id: head.flatMap(recoverID), error: BridgeError(
                .payloadTooLarge, "the request URL is \(rawURL.utf8.count) bytes; the liquidstate bridge accepts at most \(maxBytes)")))
        }
        guard domain == "app" else {
            return .failure(Failure(event: event.isEmpty ? nil : event, id: requestText.map { String(leniently: $0.utf8) }.flatMap(recoverID), error: BridgeError(
                .unknownAction, "'\(domain)' is not a liquidstate domain; requests go to liquidstate://app/<event>")))
        }
        guard !event.isEmpty else {
            return .failure(Failure(id: requestText.map { String(leniently: $0.utf8) }.flatMap(recoverID), error: BridgeError(
                .malformedMessage, "the URL names no event; requests go to liquidstate://app/<event>")))
        }
        guard let requestText, !requestText.isEmpty else {
            return .success(LiquidStateEnvelope(event: event, id: nil, data: nil))
        }
        guard let decoded = requestText.removingPercentEncoding else {
            return .failure(Failure(event: event, id: recoverID(String(leniently: requestText.utf8)), error: BridgeError(
                .malformedMessage, "the 'request' parameter is not valid percent-encoded UTF-8; encode it with encodeURIComponent")))
        }
        let request: LiquidStateJSON
        do {
            request = try LiquidStateJSON.parse(decoded)
        } catch {
            return .failure(Failure(event: event, id: recoverID(decoded), error: BridgeError(
                .malformedMessage, "the 'request' parameter is not JSON: \(describe(error))")))
        }
        guard case .object = request else {
            return .failure(Failure(event: event, error: BridgeError(
                .malformedMessage, "the request must be a JSON object; got \(request.kindDescription)")))
        }
        var id: String?
        switch request["request_id"] {
        case nil, .null?: id = nil
        case .string(let text)?: id = text
        case let other?:
            return .failure(Failure(event: event, error: BridgeError(
                .malformedMessage, "'request_id' must be a string; got \(other.kindDescription)")))
        }
        if let data = request["request_data"], data != .null {
            return .success(LiquidStateEnvelope(event: event, id: id, data: data))
        }
        guard case .object(let members) = request else { return .success(LiquidStateEnvelope(event: event, id: id, data: nil)) }
        let flat = members.filter { !envelopeKeys.contains($0.0) }
        return .success(LiquidStateEnvelope(event: event, id: id, data: flat.isEmpty ? nil : .object(flat)))
    }

    /// The raw value of the `request` query parameter; `+` is a space (form encoding,
    /// what `URLSearchParams` writes; `encodeURIComponent` never leaves a bare `+`).
    private static func requestParameter(_ query: Substring) -> String? {
        for item in query.split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if pair.first == "request" {
                return pair.count > 1 ? pair[1].replacingOccurrences(of: "+", with: " ") : ""
            }
        }
        return nil
    }

    /// Finds `"request_id": "<id>"` in text that is not (or not yet) JSON, so a broken
    /// request can still be answered. Gives up on ids with escapes.
    static func recoverID(_ text: String) -> String? {
        guard let key = text.range(of: "\"request_id\"") else { return nil }
        var rest = text[key.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        guard rest.first == "\"" else { return nil }
        rest = rest.dropFirst()
        guard let end = rest.firstIndex(where: { $0 == "\"" || $0 == "\\" }), rest[end] == "\"" else { return nil }
        return String(rest[..<end])
    }

    /// A one-line reason from a `JSONDecoder` error.
    private static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        switch decoding {
        case .dataCorrupted(let context): return context.underlyingError.map { "\($0.localizedDescription)" } ?? context.debugDescription
        default: return "\(decoding)"
        }
    }
}

extension String {
    /// Percent-decodes what is valid and keeps the rest as is (for recovering an id
    /// from a request whose encoding is broken elsewhere).
    init<Bytes: Collection>(leniently bytes: Bytes) where Bytes.Element == UInt8 {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 0x30...0x39: byte - 0x30
            case 0x41...0x46: byte - 0x37
            case 0x61...0x66: byte - 0x57
            default: nil
            }
        }
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                let first = bytes.index(after: index)
                if first != bytes.endIndex {
                    let second = bytes.index(after: first)
                    if second != bytes.endIndex, let high = hexValue(bytes[first]), let low = hexValue(bytes[second]) {
                        output.append(high << 4 | low)
                        index = bytes.index(after: second)
                        continue
                    }
                }
            }
            output.append(byte)
            index = bytes.index(after: index)
        }
        self = String(decoding: output, as: UTF8.self)
    }
}
