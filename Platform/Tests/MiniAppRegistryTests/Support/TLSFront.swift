import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TLS terminator on loopback (python3's `ssl` module, with a self-signed certificate
/// for `127.0.0.1` made by `openssl req`): each connection it accepts is decrypted and
/// relayed, one request per connection, to a plain server behind it (a ``MITMServer``),
/// so the hostile answers of the plain server reach the client over `https:`.
///
/// It relays no faster than the client reads: its sockets' buffers are small (256 KiB)
/// and it reads the next 64 KiB from behind only once the last went out, so what the
/// server behind counts is what the client read, plus about 2 MiB of buffers.
///
/// Started before the server behind it, whose port it learns later
/// (``relay(to:)``): the registry's file URLs need this front's port first.
final class TLSFront: @unchecked Sendable {
    let port: Int
    /// The self-signed certificate (PEM), the one certificate authority a client of this
    /// front trusts.
    let certificate: URL
    private let folder: URL
    private let process: Process
    private let input: Pipe

    var url: URL? { URL(string: "https://127.0.0.1:\(port)/") }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tls-front-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        certificate = folder.appendingPathComponent("cert.pem")
        let key = folder.appendingPathComponent("key.pem")
        let script = folder.appendingPathComponent("front.py")
        try Data(Self.script.utf8).write(to: script)
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        openssl.arguments = [
            "openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
            "-keyout", key.path, "-out", certificate.path, "-days", "2", "-subj", "/CN=127.0.0.1",
            "-addext", "subjectAltName=IP:127.0.0.1",
        ]
        openssl.standardOutput = FileHandle.nullDevice
        openssl.standardError = FileHandle.nullDevice
        try openssl.run()
        openssl.waitUntilExit()
        guard openssl.terminationStatus == 0 else { throw TestFailure("TLSFront: openssl req exited \(openssl.terminationStatus)") }

        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", script.path, certificate.path, key.path]
        input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Its first line: `port N`.
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while read(output.fileHandleForReading.fileDescriptor, &byte, 1) == 1, byte != 10 { line.append(byte) }
        let words = String(decoding: line, as: UTF8.self).split(separator: " ")
        guard words.count == 2, words[0] == "port", let port = Int(words[1]) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw TestFailure("TLSFront: python3 announced no port: \(String(decoding: line, as: UTF8.self))")
        }
        self.port = port
    }

    /// Starts relaying to the plain server on `port` of loopback.
    func relay(to port: Int) throws {
        try input.fileHandleForWriting.write(contentsOf: Data("\(port)\n".utf8))
    }

    /// SIGKILL: a child started from a libdispatch thread inherits a blocked SIGTERM.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }

    private static let script = #"""
        import socket, ssl, sys, threading

        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(sys.argv[1], sys.argv[2])
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.bind(("127.0.0.1", 0))
        listener.listen(64)
        print("port", listener.getsockname()[1], flush=True)
        behind = int(sys.stdin.readline())
        small = 256 << 10

        def serve(raw):
            raw.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, small)
            upstream = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            upstream.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, small)
            try:
                client = context.wrap_socket(raw, server_side=True)
                head = b""
                while b"\r\n\r\n" not in head:
                    data = client.recv(4096)
                    if not data:
                        return
                    head += data
                upstream.connect(("127.0.0.1", behind))
                upstream.sendall(head)
                while True:
                    data = upstream.recv(64 << 10)
                    if not data:
                        break
                    client.sendall(data)
                client.unwrap()
            except (OSError, ValueError):
                pass
            finally:
                upstream.close()
                raw.close()

        while True:
            connection, _ = listener.accept()
            threading.Thread(target=serve, args=(connection,), daemon=True).start()
        """#
}
