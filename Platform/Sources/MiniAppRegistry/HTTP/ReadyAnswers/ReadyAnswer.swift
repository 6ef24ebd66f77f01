import HTTPTypes
import NIOCore

/// One read answer kept as the bytes a host gets: `list`, `info`, a signed manifest or
/// a version's metadata, as the route last answered it.
///
/// It carries what answering it again without the route takes: the project's
/// subscription key (a request must still show it), when the cached facts it was made
/// from expire, and the metric series its requests are counted in.
struct ReadyAnswer: Sendable {
    /// The answer's head as the route made it (`Content-Type`, `Content-Length`, and for a
    /// manifest `Signature` and `Vary`); `Date` and `Server` are added when it is sent.
    var head: HTTPResponse
    var body: ByteBuffer
    /// The subscription key of the project the answer belongs to: a request is answered
    /// only when its `apiKey` carries it (``RegistryServices/subscriptionKeys(inAPIKey:)``).
    /// Nil for a bundle file, which any client may download.
    let subscriptionKey: String?
    private let keyBytes: [UInt8]?
    /// The earliest expiry of the cached facts it was made from (``ReadCache``, the signing
    /// key): past it, the route answers again and the answer is made anew.
    var expires: ContinuousClock.Instant
    /// Where its requests are counted (`miniapp_http_requests_total` and the rest).
    var series: RequestSeries
    /// The whole answer as the HTTP encoder writes it, for the second ``encodedSecond``
    /// (its `Date`); empty until ``encode(second:date:serverName:)``.
    private(set) var encoded = ByteBuffer()
    private(set) var encodedSecond = -1

    init(head: HTTPResponse, body: ByteBuffer, subscriptionKey: String?, expires: ContinuousClock.Instant, series: RequestSeries) {
        self.head = head
        self.body = body
        self.subscriptionKey = subscriptionKey
        keyBytes = subscriptionKey.map { Array($0.utf8) }
        self.expires = expires
        self.series = series
    }

    /// Encodes the answer with the `Date` of `second`: the status line, the route's
    /// header fields in their order and spelling, `Date`, `Server`, a blank line and the
    /// body, which is what Hummingbird and SwiftNIO's encoder send for it.
    mutating func encode(second: Int, date: String, serverName: String?) {
        var bytes = ByteBuffer()
        bytes.reserveCapacity(body.readableBytes + 256)
        bytes.writeString("HTTP/1.1 \(head.status.code) \(head.status.reasonPhrase)\r\n")
        for field in head.headerFields {
            bytes.writeString("\(field.name.rawName): \(field.value)\r\n")
        }
        bytes.writeString("Date: \(date)\r\n")
        if let serverName { bytes.writeString("Server: \(serverName)\r\n") }
        bytes.writeString("\r\n")
        bytes.writeImmutableBuffer(body)
        encoded = bytes
        encodedSecond = second
    }

    /// Whether `apiKey` (the header's value) carries the project's subscription key, by
    /// the route's own rule (``RegistryServices/apiKey(_:carries:)``).
    func admits(apiKey: String) -> Bool {
        guard let keyBytes else { return true }
        return RegistryServices.apiKey(apiKey, carries: keyBytes)
    }
}
