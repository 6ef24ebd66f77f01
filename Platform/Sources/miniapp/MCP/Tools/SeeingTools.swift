import Foundation
import MCP

/// Looking at the page: a screenshot, its text, and what assistive technology sees of
/// the elements a selector finds.
enum SeeingTools {
    static var all: [WorkbenchTool] { [screenshot, text, inspect] }

    static let screenshot = WorkbenchTool(
        name: "miniapp_take_screenshot",
        title: "Take a screenshot",
        description: "A PNG of the page as it is now (the viewport, or one element), returned as an image; optionally saved to 'filename'. Use miniapp_inspect or miniapp_text to find things to act on.",
        properties: [
            "session": SessionTools.session,
            "selector": Schema.string("Only this element (the first the CSS selector matches)."),
            "filename": Schema.string("Also save the PNG here (under the working directory or a client root)."),
        ],
        output: Schema.result(["mimeType": Schema.plainString, "width": Schema.plainInteger, "height": Schema.plainInteger, "bytes": Schema.plainInteger]),
        readOnly: true,
        run: { call in
            let session = try await call.session()
            let png: Data
            // Both drawn by the host (not WebKitGTK's last presented frame): the page by the
            // control API, an element by miniapp webdriver's door (DrawnScreenshots), which
            // scrolls it into view and cuts out its box.
            if let selector = try call.arguments.string("selector") {
                let element = try await PageElements.find(selector, in: session, timeout: .seconds(5))[0]
                let encoded = try await session.driver.command("GET", "/element/\(element)/screenshot").text
                guard let decoded = encoded.flatMap({ Data(base64Encoded: $0) }) else { throw ToolFailure("the element's screenshot is not base64") }
                png = decoded
            } else {
                png = try await session.control.screenshot()
            }
            guard let size = PNGSize(png) else { throw ToolFailure("the host returned no PNG") }
            let base64 = png.base64EncodedString()
            var result: [String: Value] = [
                "mimeType": "image/png", "width": .int(size.width), "height": .int(size.height), "bytes": .int(png.count),
            ]
            if let filename = try call.arguments.string("filename") {
                let url = try await call.workbench.pathPolicy().resolve(filename, argument: "filename", mustExist: false)
                do {
                    try png.write(to: url)
                } catch {
                    throw ToolFailure("'filename': cannot write \(url.path): \(error.localizedDescription)")
                }
                result["path"] = .string(url.path)
            }
            return ToolOutcome(structured: result, images: [(base64, "image/png")])
        })

    static let text = WorkbenchTool(
        name: "miniapp_text",
        title: "Read text",
        description: "The page's visible text, or an element's (as rendered: what a user reads).",
        properties: [
            "session": SessionTools.session,
            "selector": Schema.string("Read only this element (the first the CSS selector matches); default: the whole page."),
            "timeout": PageElements.timeout,
        ],
        output: Schema.result(["text": Schema.plainString, "url": Schema.nullableString]),
        readOnly: true,
        run: { call in
            let session = try await call.session()
            let text: Value
            if try call.arguments.string("selector") != nil {
                let element = try await PageElements.first(call.arguments, in: session)
                text = try await session.driver.command("GET", "/element/\(element)/text")
            } else {
                text = try await session.driver.command("POST", "/execute/sync", body: ["script": "return document.body ? document.body.innerText : ''", "args": []])
            }
            let url = try await session.driver.command("GET", "/url")
            return ToolOutcome(structured: ["text": .string(text.text ?? ""), "url": url])
        })

    static let inspect = WorkbenchTool(
        name: "miniapp_inspect",
        title: "Inspect elements",
        description: """
            What the elements a CSS selector matches are, as assistive technology and a tester see them: \
            WebKit's computed accessibility role and name, tag, id, text, value, visibility, enabled, focus, \
            checked state, aria-*/data-* and other telling attributes, and the box in CSS pixels.
            """,
        properties: PageElements.listing,
        required: ["selector"],
        output: PageElements.listed,
        readOnly: true,
        run: { call in
            let session = try await call.session()
            let selector = try call.arguments.requiredString("selector")
            let limit = try call.arguments.integer("limit", in: 1...200) ?? 20
            let references = try await PageElements.find(selector, in: session, timeout: .milliseconds(call.arguments.integer("timeout", in: 0...300_000) ?? 5000))
            let described = try await PageElements.describe(selector, limit: limit, in: session)
            var elements = described.objectValue?["elements"]?.arrayValue ?? []
            for (index, reference) in references.prefix(elements.count).enumerated() {
                guard var element = elements[index].objectValue else { continue }
                // WebKit's accessibility tree, not a guess from tag names.
                element["role"] = (try? await session.driver.command("GET", "/element/\(reference)/computedrole")) ?? .null
                element["name"] = (try? await session.driver.command("GET", "/element/\(reference)/computedlabel")) ?? .null
                elements[index] = .object(element)
            }
            return ToolOutcome(structured: ["count": described.objectValue?["count"] ?? .int(references.count), "elements": .array(elements)])
        })
}

/// A PNG's width and height, from its IHDR chunk.
struct PNGSize {
    let width: Int
    let height: Int

    init?(_ png: Data) {
        let bytes = [UInt8](png.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = number(16)
        height = number(20)
    }
}
