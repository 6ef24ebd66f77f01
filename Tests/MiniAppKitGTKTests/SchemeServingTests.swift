#if os(Linux)
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

extension WebKitGTKEngineTests {
    @Test func servesAMiniAppThroughTheEngine() async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-scheme-\(UUID().uuidString)")
        let root = base.appendingPathComponent("app")
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: base.appendingPathComponent("secret.txt"))
        try Data(#"{"answer":42}"#.utf8).write(to: root.appendingPathComponent("data.json"))
        try Data("0123456789".utf8).write(to: root.appendingPathComponent("digits.txt"))
        try Data("export const value = 'from-module';".utf8).write(to: root.appendingPathComponent("mod.js"))
        try Data("""
            <script type="module">
              import { value } from './mod.js';
              window.moduleValue = value;
            </script>
            <script>
              (async () => {
                const out = {};
                out.json = await (await fetch('data.json')).json();
                const ranged = await fetch('digits.txt', { headers: { Range: 'bytes=2-4' } });
                out.rangeStatus = ranged.status;
                out.rangeBody = await ranged.text();
                out.contentRange = ranged.headers.get('Content-Range');
                out.up = (await fetch('../secret.txt')).status;
                out.encoded = (await fetch('sub%2F..%2F..%2Fsecret.txt')).status;
                window.fetchResult = JSON.stringify(out);
              })().catch(e => { window.fetchResult = JSON.stringify({ failure: String(e) }); });
            </script>
            """.utf8).write(to: root.appendingPathComponent("index.html"))

        try await withEngine { engine, delegate in
            engine.registerScheme("mscheme.demo", handler: MiniAppFileServer(root: root))
            try await load(engine, delegate, "mscheme.demo://miniapp/")
            #expect(try await waitForJS(engine, "window.moduleValue") == #""from-module""#)
            let text = try JSONDecoder().decode(String.self, from: Data(try await waitForJS(engine, "window.fetchResult").utf8))
            let result = try object(text)
            #expect(result["failure"] == nil, "\(text)")
            #expect((result["json"] as? [String: Any])?["answer"] as? Int == 42)
            #expect(result["rangeStatus"] as? Int == 206)
            #expect(result["rangeBody"] as? String == "234")
            #expect(result["contentRange"] as? String == "bytes 2-4/10")
            #expect(result["up"] as? Int == 404)
            #expect(result["encoded"] as? Int == 404)
        }
    }
}
#endif
