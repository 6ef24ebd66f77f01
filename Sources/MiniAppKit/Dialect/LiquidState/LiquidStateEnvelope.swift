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
    var data: JSONValue?

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
    ///
    /// This runs inside the engine's navigation-policy callback, once per request, so
    /// the URL is split on its UTF-8 bytes rather than through `URLComponents` or
    /// `range(of:)` (measured: they were most of the codec's time).
    static func parse(_ rawURL: String, maxBytes: Int) -> Result<LiquidStateEnvelope, Failure> {
        let bytes = rawURL.utf8
        let prefix = LiquidStateDialect.scheme + "://"
        guard bytes.count >= prefix.utf8.count,
              zip(bytes, prefix.utf8).allSatisfy({ $0 | 0x20 == $1 | 0x20 })
        else {
            return .failure(Failure(error: BridgeError(.malformedMessage, "not a liquidstate:// URL")))
        }
        let afterScheme = bytes.index(bytes.startIndex, offsetBy: prefix.utf8.count)
        let end = bytes[afterScheme...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        let questionMark = bytes[afterScheme..<end].firstIndex(of: UInt8(ascii: "?"))
        let location = rawURL[afterScheme..<(questionMark ?? end)]
        let requestText = questionMark.flatMap { requestParameter(rawURL[bytes.index(after: $0)..<end]) }

        let pathParts = location.split(separator: "/", omittingEmptySubsequences: true)
        let domain = pathParts.first.map { $0.lowercased() } ?? ""
        let rawEvent = pathParts.count > 1 ? pathParts[1...].joined(separator: "/") : ""
        let event = String(percentDecoding: rawEvent.utf8) ?? rawEvent

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
        guard let decoded = String(percentDecoding: requestText.utf8) else {
            return .failure(Failure(event: event, id: recoverID(String(leniently: requestText.utf8)), error: BridgeError(
                .malformedMessage, "the 'request' parameter is not valid percent-encoded UTF-8; encode it with encodeURIComponent")))
        }
        let request: JSONValue
        do {
            request = try JSONValue.parse(decoded)
        } catch {
            return .failure(Failure(event: event, id: recoverID(decoded), error: BridgeError(
                .malformedMessage, "the 'request' parameter is not JSON: \(error.reason)")))
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

    /// The raw value of the `request` query parameter, still percent-encoded.
    private static func requestParameter(_ query: Substring) -> Substring? {
        for item in query.split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if pair.first == "request" {
                return pair.count > 1 ? pair[1] : ""
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
}

extension String {
    /// Strict percent-decoding of a query value: `%XX` escapes, `+` as a space (form
    /// encoding, what `URLSearchParams` writes; `encodeURIComponent` never leaves a
    /// bare `+`), the result valid UTF-8; `nil` for a bad escape or invalid UTF-8.
    init?<Bytes: Collection>(percentDecoding bytes: Bytes) where Bytes.Element == UInt8 {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            index = bytes.index(after: index)
            switch byte {
            case UInt8(ascii: "%"):
                guard index != bytes.endIndex, let high = Self.hexValue(bytes[index]) else { return nil }
                index = bytes.index(after: index)
                guard index != bytes.endIndex, let low = Self.hexValue(bytes[index]) else { return nil }
                index = bytes.index(after: index)
                output.append(high << 4 | low)
            case UInt8(ascii: "+"):
                output.append(UInt8(ascii: " "))
            default:
                output.append(byte)
            }
        }
        // `String(validating:as:)` would say the same, from macOS 15 / iOS 18 only.
        guard let text = String(bytes: output, encoding: .utf8) else { return nil }
        self = text
    }

    /// The value of an ASCII hex digit, either case (percent escapes here, and the
    /// `\u` escapes of ``JSONTextReader``); `nil` for any other byte.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x37
        case 0x61...0x66: byte - 0x57
        default: nil
        }
    }

    /// Percent-decodes what is valid and keeps the rest as is (for recovering an id
    /// from a request whose encoding is broken elsewhere).
    init<Bytes: Collection>(leniently bytes: Bytes) where Bytes.Element == UInt8 {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        let hexValue = Self.hexValue
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
