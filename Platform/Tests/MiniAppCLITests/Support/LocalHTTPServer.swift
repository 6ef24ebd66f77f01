import Foundation

/// A static file server on loopback for tests (Python's `http.server`), so a mini
/// app can navigate to a page of another origin.
final class LocalHTTPServer {
    private let server: LoopbackServerProcess

    var port: Int { server.port }

    init(serving directory: URL) throws {
        server = try LoopbackServerProcess.start(["-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", directory.path])
    }

    func stop() {
        server.stop()
    }
}
