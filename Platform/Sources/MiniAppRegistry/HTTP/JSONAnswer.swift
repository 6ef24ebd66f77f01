import Foundation
import HTTPTypes
import Hummingbird

/// JSON bodies as the registry sends them: sorted keys and unescaped slashes, so an
/// answer is byte-for-byte stable (the manifest answer is signed over its exact bytes).
enum JSONAnswer {
    static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        response(bytes: try encode(value), status: status)
    }

    static func response(bytes: Data, status: HTTPResponse.Status = .ok, headers extra: HTTPFields = [:]) -> Response {
        var headers = extra
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
