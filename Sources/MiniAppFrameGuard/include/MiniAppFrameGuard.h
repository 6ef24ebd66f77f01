#ifndef MINIAPP_FRAME_GUARD_H
#define MINIAPP_FRAME_GUARD_H
/*
 * MiniAppKit's WebKitGTK web process extension.
 *
 * WebKit loads this library into each web process (MiniAppKitGTK points
 * `webkit_web_context_set_web_extensions_directory` at a private folder that holds
 * only this file). It gives every script message and every navigation a frame:
 *
 * - In every frame, the main one included, `window.webkit.messageHandlers` is replaced,
 *   before any of the frame's own scripts run, by an object whose `postMessage` goes to
 *   the UI process as a user message that names the frame and the URL of the document
 *   that posts, read from its `location` when it posts (MINIAPP_FRAME_MESSAGE). The original handlers are never reachable
 *   from a page's scripts, so every message says which document sent it: the view's URI
 *   cannot (it is the pending one while a navigation is under way).
 * - In every frame, a `navigate` listener (the Navigation API) reports each navigation's
 *   destination with the frame that starts it (MINIAPP_FRAME_NAVIGATION), before the UI
 *   process's policy decision for it (both travel on the same connection, in order).
 * - At page creation it says it is there (MINIAPP_FRAME_GUARD_READY), so the UI process
 *   knows frame identity holds instead of assuming it.
 * - It cancels every request of the page to the host's own local ports (the engine's
 *   initialization data names them: MINIAPP_REFUSED_LOCAL_PORTS), so a mini app cannot
 *   reach, say, the control API of the `miniapp open` that runs it.
 *
 * Nothing here is public API for a host: the names are the wire between the two halves.
 */

/// Sent once per page: the guard is loaded. No parameters.
#define MINIAPP_FRAME_GUARD_READY "miniappkit.frame-guard.ready"
/// A frame's postMessage: (handler s, kind s: "string" | "json" | "undefined",
/// text s, is-main-frame b, document-url s). Replied to with (failed b, text s): the JSON
/// text the Promise resolves with ("null" when there is nothing to say), or, failed, the
/// message of the Error it rejects with.
#define MINIAPP_FRAME_MESSAGE "miniappkit.frame-message"
/// A navigation about to start: (destination s, is-main-frame b, frame-uri s). No reply.
#define MINIAPP_FRAME_NAVIGATION "miniappkit.frame-navigation"
/// The key of the initialization data (a{sv}) that lists the refused loopback ports (aq).
#define MINIAPP_REFUSED_LOCAL_PORTS "refusedLocalPorts"

#endif
