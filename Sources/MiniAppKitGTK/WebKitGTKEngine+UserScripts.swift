#if canImport(CWebKitGTK)
import CWebKitGTK
package import MiniAppKit

extension WebKitGTKEngine {
    package func addUserScript(_ script: UserScript) {
        guard acceptsSetUp("user script") else { return }
        let frames = script.frames == .allFrames ? WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES : WEBKIT_USER_CONTENT_INJECT_TOP_FRAME
        let time = script.injectionTime == .documentStart
            ? WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START : WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_END
        withCStringList(script.allowList) { allowList in
            let userScript = webkit_user_script_new(script.source, frames, time, allowList, nil)
            webkit_user_content_manager_add_script(contentManager, userScript)
            webkit_user_script_unref(userScript)
        }
    }
}

/// Calls `body` with a `NULL`-terminated `char **` of `strings`, or `NULL` when empty
/// (WebKit reads an empty allow-list as "every URL" only when it is `NULL`).
func withCStringList<Result>(
    _ strings: [String],
    _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> Result
) -> Result {
    guard !strings.isEmpty else { return body(nil) }
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let list: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } } + [nil]
    return list.withUnsafeBufferPointer { body($0.baseAddress) }
}
#endif
