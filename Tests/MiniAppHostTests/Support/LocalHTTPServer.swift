import Foundation

/// A static file server on loopback for tests (Python's `http.server`), so a mini
/// app can navigate to a page of another origin.
final class LocalHTTPServer {
    let port: Int
    private let process: Process

    init(serving directory: URL) throws {
        port = Int.random(in: 20_000...40_000)
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-m", "http.server", "\(port)", "--bind", "127.0.0.1", "--directory", directory.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until it accepts connections.
        for _ in 0..<50 {
            if (try? Data(contentsOf: URL(string: "http://127.0.0.1:\(port)/away.html")!)) != nil { return }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
