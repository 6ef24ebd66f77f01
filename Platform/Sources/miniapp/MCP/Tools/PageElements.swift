import Foundation
import MCP

/// Finding a session's elements by CSS selector, through WebDriver (WebKit's own
/// lookup), waiting for them the way a test waits for a page that is still rendering.
enum PageElements {
    static let selector: Value = Schema.string("A CSS selector; the first element it matches is used.")
    static let timeout: Value = Schema.integer("How long to wait for the element to appear, in milliseconds (default 5000).", minimum: 0, maximum: 300_000)

    /// The input of a tool that lists what a selector matches.
    static let listing: [String: Value] = [
        "session": SessionTools.session, "selector": selector,
        "limit": Schema.integer("At most this many elements (default 20).", minimum: 1, maximum: 200),
        "timeout": timeout,
    ]

    /// Its result.
    static let listed = Schema.result(["count": Schema.plainInteger, "elements": Schema.array(of: Schema.plainObject, "the first 'limit' matches")])

    /// The elements `selector` matches, waiting up to `timeout` for at least one; a selector
    /// that matches nothing is an error naming the page's ids, which are the likely targets.
    static func find(_ selector: String, in session: WorkbenchSession, timeout: Duration) async throws -> [String] {
        let deadline = ContinuousClock.now + timeout
        while true {
            let found: [String]
            do {
                found = try await session.driver.elements(selector)
            } catch let failure as WebDriverFailure where failure.error == "invalid selector" {
                throw ToolFailure("'\(selector)' is not a valid CSS selector: \(failure.message)")
            }
            if !found.isEmpty { return found }
            if ContinuousClock.now >= deadline { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        let ids = (try? await session.driver.command("POST", "/execute/sync", body: [
            "script": "return Array.from(document.querySelectorAll('[id]')).slice(0, 30).map(e => '#' + e.id)", "args": [],
        ]))?.arrayValue?.compactMap(\.text) ?? []
        throw ToolFailure("no element matches '\(selector)' (waited \(timeout))"
            + (ids.isEmpty ? "" : "; elements with an id: " + ids.joined(separator: ", ")))
    }

    /// The first element `selector` matches.
    static func first(_ arguments: ToolArguments, in session: WorkbenchSession) async throws -> String {
        let selector = try arguments.requiredString("selector")
        let timeout = try arguments.integer("timeout", in: 0...300_000) ?? 5000
        return try await find(selector, in: session, timeout: .milliseconds(timeout))[0]
    }

    /// What a list of elements shows an agent: tag, id, text, value, visibility, box.
    static func describe(_ selector: String, limit: Int, in session: WorkbenchSession) async throws -> Value {
        try await session.driver.command("POST", "/execute/sync", body: ["script": .string(describeScript), "args": [.string(selector), .int(limit)]])
    }

    private static let describeScript = """
        const [selector, limit] = arguments;
        const all = Array.from(document.querySelectorAll(selector));
        const named = ['id', 'class', 'name', 'type', 'role', 'href', 'src', 'alt', 'title', 'placeholder', 'for', 'tabindex'];
        return { count: all.length, elements: all.slice(0, limit).map((element, index) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          const attributes = {};
          for (const attribute of element.attributes) {
            if (named.includes(attribute.name) || attribute.name.startsWith('aria-') || attribute.name.startsWith('data-')) attributes[attribute.name] = attribute.value;
          }
          return {
            index, tag: element.tagName.toLowerCase(), id: element.id || null,
            text: (element.innerText ?? element.textContent ?? '').trim().slice(0, 500),
            value: 'value' in element && typeof element.value !== 'function' ? String(element.value) : null,
            visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none',
            enabled: !element.disabled && element.getAttribute('aria-disabled') !== 'true',
            focused: document.activeElement === element,
            checked: 'checked' in element ? !!element.checked : (element.getAttribute('aria-checked') ?? null),
            attributes,
            box: { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) },
          };
        }) };
        """
}
