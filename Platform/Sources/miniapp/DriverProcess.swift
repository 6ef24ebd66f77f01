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
    /// The private folder (mode 0700) of the driver's socket and the door's others.
    let folder: String
    private let process: Process
    /// The driver's command line, without the port.
    private let driverArguments: [String]
    /// The variables that move the driver's socket (`MiniAppDriverSocket.h`).
    private let driverVariables: [String: String]

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
        // For the driver alone, given to `exec-tied` to set just before it runs the driver:
        // `miniapp` links the library too, which would otherwise take them for itself.
        driverVariables = [
            "MINIAPP_DRIVER_PRELOAD": ProcessInfo.processInfo.environment["LD_PRELOAD"] ?? "",
            "LD_PRELOAD": library,
            "MINIAPP_DRIVER_SOCKET": socket,
        ]
        driverArguments = [executable, "--host=127.0.0.1"] + (target.map { ["--target=\($0)"] } ?? [])
        process = Process()
        process.executableURL = URL(fileURLWithPath: NewSessionCheck.resolved("/proc/self/exe"))
        process.standardOutput = FileHandle.nullDevice
    }

    /// Starts the driver. `port` is the door's own TCP port, already bound: a driver the
    /// library did not reach cannot listen there and exits, so nothing is ever served
    /// unchecked.
    func start(port: Int, onExit: @escaping @Sendable () -> Void) throws {
        var variables = driverVariables
        variables["MINIAPP_DRIVER_PORT"] = "\(port)"
        // Through `miniapp exec-tied`: the driver ends when this door does, even when the
        // door is killed (its sessions' `miniapp open` then end with the driver).
        process.arguments = ["exec-tied", "--parent", "\(getpid())", "--signal", "TERM"]
            + variables.sorted { $0.key < $1.key }.flatMap { ["--env", "\($0.key)=\($0.value)"] }
            + ["--"] + driverArguments + ["--port=\(port)"]
        // `miniapp open`, started by the driver, keeps its mini app away from this door too.
        process.environment = ProcessInfo.processInfo.environment.merging([WebDriverDoor.portVariable: "\(port)"]) { $1 }
        process.terminationHandler = { _ in onExit() }
        do {
            try process.run()
        } catch {
            throw DriverProcessError(message: "cannot start \(driverArguments[0]): \(error)")
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

    /// Stops the driver and removes its folder, with every socket in it.
    func stop() {
        if process.isRunning {
            // A child started from a Swift concurrency thread may have SIGTERM blocked;
            // the driver keeps nothing worth a graceful exit.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: folder)
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
