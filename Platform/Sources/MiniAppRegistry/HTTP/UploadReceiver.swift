import Foundation
import Hummingbird
import NIOCore

/// Streams an upload body to a file under `tmp/`, refusing it past a size limit.
///
/// The body never sits in memory whole, and an oversized upload is cut off as soon as it
/// passes the limit rather than after it has all arrived. A body that stops short (the
/// client went away, or ``RequestBodyDeadline`` closed a connection too slow to keep) is
/// a 400 of the client's making, not a failure of the registry logged as an error.
enum UploadReceiver {
    static func receive(_ body: RequestBody, to file: URL, limit: Int) async throws {
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
            throw RegistryError.internalError("cannot create \(file.path)")
        }
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        var received = 0
        var parts = body.makeAsyncIterator()
        while let buffer = try await next(&parts) {
            received += buffer.readableBytes
            guard received <= limit else {
                throw RegistryError.payloadTooLarge("the upload is larger than \(limit) bytes (serve --max-upload-bytes)")
            }
            try handle.write(contentsOf: Data(buffer.readableBytesView))
        }
        guard received > 0 else { throw RegistryError.badRequest("the upload is empty: send the bundle zip as the request body") }
    }

    /// The next part of the body; a body cut short is a ``RegistryError/badRequest(_:)``.
    private static func next(_ parts: inout RequestBody.AsyncIterator) async throws(RegistryError) -> ByteBuffer? {
        do {
            return try await parts.next()
        } catch {
            throw RegistryError.badRequest("the upload ended before its announced length: \(error)")
        }
    }
}
