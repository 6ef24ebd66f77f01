#if os(Linux)
import EngineConformance
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

/// ``WebKitGTKEngine/Configuration/refusedLocalPorts`` in the real engine: a page's
/// requests to a refused loopback port never leave the web process, whatever their
/// shape or spelling, while the same requests to another port arrive (issue 29,
/// defect 8: a mini app reached its own host's control port with a `no-cors` fetch and
/// `sendBeacon`).
extension WebKitGTKEngineTests {
    /// Every way a page sends a request without reading the answer, to `base`: a
    /// `no-cors` POST and GET, a beacon, an image, a form posted into a frame, and a
    /// frame's navigation.
    static func requestShapes(_ base: String, tag: String) -> String {
        """
        fetch('\(base)/fetch-post-\(tag)', { method: 'POST', mode: 'no-cors', body: 'x' }).catch(() => {});
        fetch('\(base)/fetch-get-\(tag)', { mode: 'no-cors' }).catch(() => {});
        navigator.sendBeacon('\(base)/beacon-\(tag)', 'x');
        new Image().src = '\(base)/image-\(tag)';
        (() => {
          const frame = document.createElement('iframe');
          frame.name = 'form-\(tag)';
          document.body.appendChild(frame);
          const form = document.createElement('form');
          form.method = 'POST'; form.action = '\(base)/form-\(tag)'; form.target = frame.name; form.enctype = 'text/plain';
          const field = document.createElement('input'); field.name = 'x'; field.value = 'y'; form.appendChild(field);
          document.body.appendChild(form);
          form.submit();
          const navigated = document.createElement('iframe');
          navigated.src = '\(base)/frame-\(tag)';
          document.body.appendChild(navigated);
        })();
        """
    }

    @Test func aPageCannotReachARefusedLocalPort() async throws {
        try await GLibMainLoop.attach()
        try await Self.aPageCannotReachARefusedLocalPort()
    }

    @MainActor
    static func aPageCannotReachARefusedLocalPort() async throws {
        let refused = try CookiePageServer.start(page: "refused")
        let open = try CookiePageServer.start(page: "open")
        defer {
            refused.stop()
            open.stop()
        }
        let engine = try WebKitGTKEngine(configuration: .init(
            title: "refused ports", isEphemeral: true, refusedLocalPorts: [UInt16(refused.port)]))
        let delegate = RecordingDelegate()
        engine.delegate = delegate
        defer { engine.close() }
        // Each way of writing this machine's address that reaches a socket bound to 127.0.0.1
        // (without the refusal all of them arrive, but 0.0.0.0, which WebKit 2.50 itself refuses).
        let spellings = ["127.0.0.1", "localhost", "LOCALHOST.", "127.1", "2130706433", "0.0.0.0", "[::ffff:127.0.0.1]"]
        var script = ""
        for (index, spelling) in spellings.enumerated() {
            script += Self.requestShapes("http://\(spelling):\(refused.port)", tag: "refused\(index)")
        }
        script += Self.requestShapes("http://127.0.0.1:\(open.port)", tag: "open")
        engine.registerScheme("test", handler: PageServer(["main/index.html": "<body><script>\(script)</script></body>"]))
        try await load(engine, delegate, "test://main/index.html")

        // The open port gets every shape, so the page did send them; then the refused
        // port, asked first each time, has had its chance.
        try await waitUntil("the open port's requests") {
            ["fetch-post", "fetch-get", "beacon", "image", "form", "frame"].allSatisfy { shape in
                open.requests.contains { $0.path.contains("/\(shape)-open") }
            }
        }
        try await Task.sleep(for: .milliseconds(300))
        let reached = refused.requests.map { "\($0.method) \($0.path) Host: \($0.headers["host"] ?? "")" }
        #expect(reached.isEmpty, "reached the refused port: \(reached)")
        #expect(open.requests.contains { $0.method == "POST" && $0.path.hasPrefix("/form-open") })
        #expect(open.requests.contains { $0.method == "POST" && $0.path.hasPrefix("/beacon-open") })
    }
}
#endif
