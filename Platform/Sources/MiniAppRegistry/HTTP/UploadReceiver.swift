import Foundation
import Hummingbird
import NIOCore

/// Streams an upload body to a file under `tmp/`, refusing it past a size limit.
///
/// The body never sits in memory whole, and an oversized upload is cut off as soon as it
/// passes the limit rather than after it has all arrived.
enum UploadReceiver {
    static func receive(_ body: RequestBody, to file: URL, limit: Int) async throws {
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
            throw RegistryError.internalError("cannot create \(file.path)")
        }
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        var received = 0
        for try await buffer in body {
            received += buffer.readableBytes
            guard received <= limit else {
                throw RegistryError.payloadTooLarge("the upload is larger than \(limit) bytes (serve --max-upload-bytes)")
            }
            try handle.write(contentsOf: Data(buffer.readableBytesView))
        }
        guard received > 0 else { throw RegistryError.badRequest("the upload is empty: send the bundle zip as the request body") }
    }
}
