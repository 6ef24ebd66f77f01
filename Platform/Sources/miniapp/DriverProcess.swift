import Foundation
import HTTPTypes
import NIOCore

/// The WebKitWebDriver that `miniapp webdriver` starts, listening on a Unix socket in a
/// folder only this user can enter, where no web page and no other user's process
/// reaches it (the `MiniAppDriverSocket` library, preloaded, moves its listening socket
/// there; `include/MiniAppDriverSocket.h` says how and why).
///
/// `@unchecked Sendable`: the process is started in `init`, then only asked whether it
/// runs and killed, which `Process` allows from any thread.
final class DriverProcess: @unchecked Sendable {
    /// The library's file name, as SwiftPM names a dynamic library product on Linux.
    static let libraryName = "libMiniAppDriverSocket.so"

    let client: UnixSocketHTTPClient
    private let process: Process
    private let folder: String

    /// Prepares `executable` (WebKitWebDriver) with its HTTP server moved to a Unix socket
    /// in a new private folder; ``start(port:onExit:)`` starts it.
    /// - Parameters:
    ///   - target: `--target`: attach to a running window's inspector instead of starting browsers.
    init(executable: String, target: String?) throws {
        let library = try Self.library()
        let base = ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(base)/miniapp-webdriver-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw DriverProcessError(message: "cannot create a private folder under \(base): \(String(cString: strerror(errno)))")
        }
        folder = String(cString: made)
        let socket = "\(folder)/driver.sock"
        guard socket.utf8.count < 108 else {
            rmdir(folder)
            throw DriverProcessError(message: "the socket path \(socket) is longer than a Unix socket allows; set XDG_RUNTIME_DIR to a shorter folder")
        }
        client = UnixSocketHTTPClient(path: socket)
        var environment = ProcessInfo.processInfo.environment
        environment["MINIAPP_DRIVER_PRELOAD"] = environment["LD_PRELOAD"]
        environment["LD_PRELOAD"] = library
        environment["MINIAPP_DRIVER_SOCKET"] = socket
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--host=127.0.0.1"] + (target.map { ["--target=\($0)"] } ?? [])
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
    }

    /// Starts the driver. `port` is the door's own TCP port, already bound: a driver the
    /// library did not reach cannot listen there and exits, so nothing is ever served
    /// unchecked.
    func start(port: Int, onExit: @escaping @Sendable () -> Void) throws {
        process.arguments?.append("--port=\(port)")
        process.environment?["MINIAPP_DRIVER_PORT"] = "\(port)"
        // `miniapp open`, started by the driver, keeps its mini app away from this door too.
        process.environment?[WebDriverDoor.portVariable] = "\(port)"
        process.terminationHandler = { _ in onExit() }
        do {
            try process.run()
        } catch {
            throw DriverProcessError(message: "cannot start \(process.executableURL?.path ?? "WebKitWebDriver"): \(error)")
        }
    }

    /// Waits until the driver answers on its socket.
    /// - Throws: when it exits first (it could not listen where it was told) or is not
    ///   ready within `timeout` seconds.
    func waitUntilReady(timeout: Double = 15) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        var status = HTTPRequest(method: .get, scheme: nil, authority: "localhost", path: "/status")
        status.headerFields[.accept] = "application/json"
        while true {
            guard process.isRunning else {
                throw DriverProcessError(message: "WebKitWebDriver exited (status \(process.terminationStatus)) before it listened on its private socket; is \(Self.libraryName) beside miniapp?")
            }
            if let answer = try? await client.send(status, body: ByteBuffer()), answer.response.status == .ok { return }
            guard Date() < deadline else {
                throw DriverProcessError(message: "WebKitWebDriver did not answer on \(client.path) within \(Int(timeout)) s")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Stops the driver and removes its folder.
    func stop() {
        if process.isRunning {
            // A child started from a Swift concurrency thread may have SIGTERM blocked;
            // the driver keeps nothing worth a graceful exit.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        unlink(client.path)
        rmdir(folder)
    }

    /// The preloaded library: beside the executable (where `swift build` puts products),
    /// else in `../lib` from it (an installed layout).
    static func library() throws -> String {
        let executable = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        let folder = executable.deletingLastPathComponent()
        let candidates = [folder.appendingPathComponent(libraryName), folder.deletingLastPathComponent().appendingPathComponent("lib/\(libraryName)")]
        guard let found = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0.path) }) else {
            throw DriverProcessError(message: "\(libraryName) was not found (looked at \(candidates.map(\.path).joined(separator: ", "))); build the miniapp product, which puts it beside miniapp")
        }
        return found.standardizedFileURL.path
    }
}

/// The driver could not be started.
struct DriverProcessError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
