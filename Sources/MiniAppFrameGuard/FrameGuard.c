/*
 * MiniAppKit's WebKitGTK web process extension: frame identity for messages and
 * navigations. See include/MiniAppFrameGuard.h for what it does and why.
 */
#include "MiniAppFrameGuard.h"
#include "RefusedPorts.h"

/* WebKitGTK only: on Apple platforms (a whole-package `swift build` on a Mac) this
   target compiles to nothing. */
#if defined(__linux__)
#include <webkit2/webkit-web-extension.h>

/* The extension object WebKit hands over at load time; one per web process. */
static WebKitWebExtension *frame_guard_extension;

/* Which frame a native function was made for: the page by id (pages come and go) and
   the frame by weak reference (the function may outlive it). */
typedef struct {
    guint64 page_id;
    GWeakRef frame;
} FrameGuardOwner;

static FrameGuardOwner *frame_guard_owner_new(WebKitWebPage *page, WebKitFrame *frame) {
    FrameGuardOwner *owner = g_new0(FrameGuardOwner, 1);
    owner->page_id = webkit_web_page_get_id(page);
    g_weak_ref_init(&owner->frame, frame);
    return owner;
}

static void frame_guard_owner_free(gpointer data) {
    FrameGuardOwner *owner = data;
    g_weak_ref_clear(&owner->frame);
    g_free(owner);
}

/* The page and the frame's current state; FALSE when the page is gone. The frame's URI
   is read now, not when the function was made: a frame may have navigated since. */
static gboolean frame_guard_owner_read(FrameGuardOwner *owner, WebKitWebPage **page, gboolean *is_main, char **uri) {
    *page = webkit_web_extension_get_page(frame_guard_extension, owner->page_id);
    if (*page == NULL) return FALSE;
    WebKitFrame *frame = g_weak_ref_get(&owner->frame);
    *is_main = frame != NULL && webkit_frame_is_main_frame(frame);
    *uri = g_strdup(frame != NULL && webkit_frame_get_uri(frame) != NULL ? webkit_frame_get_uri(frame) : "");
    if (frame != NULL) g_object_unref(frame);
    return TRUE;
}

/* Settles a frame's postMessage Promise with the UI process's answer: `settle(false,
   json)` resolves it with the JSON value, `settle(true, message)` rejects it with an Error
   (MINIAPP_FRAME_MESSAGE's reply); no answer resolves it with null. */
static void frame_guard_message_answered(GObject *source, GAsyncResult *result, gpointer data) {
    JSCValue *settle = data;
    WebKitUserMessage *reply = webkit_web_page_send_message_to_view_finish(WEBKIT_WEB_PAGE(source), result, NULL);
    gboolean failed = FALSE;
    const char *text = "null";
    if (reply != NULL) {
        GVariant *parameters = webkit_user_message_get_parameters(reply);
        if (parameters != NULL && g_variant_is_of_type(parameters, G_VARIANT_TYPE("(bs)"))) {
            GVariant *flag = g_variant_get_child_value(parameters, 0);
            GVariant *answer = g_variant_get_child_value(parameters, 1);
            failed = g_variant_get_boolean(flag);
            text = g_variant_get_string(answer, NULL);
            g_variant_unref(flag);
            g_variant_unref(answer);
        }
    }
    JSCValue *ignored = jsc_value_function_call(settle, G_TYPE_BOOLEAN, failed, G_TYPE_STRING, text, G_TYPE_NONE);
    if (ignored != NULL) g_object_unref(ignored);
    if (reply != NULL) g_object_unref(reply);
    g_object_unref(settle);
}

/* `send(handler, kind, text, document, settle)`: a frame's postMessage, to the UI
   process, naming the frame and the URL of the document that posts (its `location`, read
   by the script: the frame's own URI is already the pending one while a navigation is
   under way). */
static void frame_guard_send(const char *handler, const char *kind, const char *text, const char *document,
                             JSCValue *settle, gpointer data) {
    WebKitWebPage *page;
    gboolean is_main;
    char *uri;
    if (!frame_guard_owner_read(data, &page, &is_main, &uri)) return;
    GVariant *parameters = g_variant_new("(sssbs)", handler ? handler : "", kind ? kind : "undefined",
                                         text ? text : "", is_main, document != NULL && *document != '\0' ? document : uri);
    WebKitUserMessage *message = webkit_user_message_new(MINIAPP_FRAME_MESSAGE, parameters);
    if (settle != NULL && jsc_value_is_function(settle)) {
        webkit_web_page_send_message_to_view(page, message, NULL, frame_guard_message_answered, g_object_ref(settle));
    } else {
        webkit_web_page_send_message_to_view(page, message, NULL, NULL, NULL);
    }
    g_free(uri);
}

/* `report(destination)`: a navigation this frame is about to start. */
static void frame_guard_report(const char *destination, gpointer data) {
    WebKitWebPage *page;
    gboolean is_main;
    char *uri;
    if (destination == NULL || !frame_guard_owner_read(data, &page, &is_main, &uri)) return;
    GVariant *parameters = g_variant_new("(sbs)", destination, is_main, uri);
    webkit_web_page_send_message_to_view(page, webkit_user_message_new(MINIAPP_FRAME_NAVIGATION, parameters), NULL, NULL, NULL);
    g_free(uri);
}

/* Replaces a frame's `window.webkit.messageHandlers` before its scripts run, on the
   namespace object and on its prototype (whose getter would otherwise still reach
   WebKit's handlers): `window.webkit` itself is not configurable. The new handlers
   object answers any name, so a frame learns nothing about which handlers exist;
   every post goes out through `send`, which names the frame and its document: its
   `location`, through the `href` getter taken before any of the page's scripts run
   (Location's members are unforgeable: a page can neither replace nor redefine them).
   The main frame's posts too: WebKitGTK's own script messages say nothing of their
   sender, the view's URI is WebKit's active URI and not the sender's, and the frame's
   own URI here is already the pending navigation's while one is under way (measured);
   with a new web process for a new site, the old page's last messages may even arrive
   after the new one committed. Only the sender can say which document it is. Each
   name's handler object is made once (a page that reads `messageHandlers.x` at every
   post makes no garbage). */
static const char frame_guard_messages_script[] =
    "(function (send) {\n"
    "  'use strict';\n"
    "  var stringify = JSON.stringify, parse = JSON.parse, freeze = Object.freeze, Settled = Promise, Failure = Error;\n"
    "  var place = location, href = Object.getOwnPropertyDescriptor(place, 'href').get;\n"
    "  var made = Object.create(null);\n"
    "  function handler(name) {\n"
    "    if (made[name]) return made[name];\n"
    "    return made[name] = freeze({ postMessage: function (body) {\n"
    "      var kind = 'json', text = '';\n"
    "      if (typeof body === 'string') { kind = 'string'; text = body; }\n"
    "      else if (body === undefined) { kind = 'undefined'; }\n"
    "      else { try { text = stringify(body); if (text === undefined) kind = 'undefined'; } catch (e) { kind = 'undefined'; } }\n"
    "      return new Settled(function (resolve, reject) {\n"
    "        send(name, kind, text, href.call(place), function (failed, answer) {\n"
    "          if (failed) { reject(new Failure(answer)); return; }\n"
    "          try { resolve(parse(answer)); } catch (e) { resolve(null); }\n"
    "        });\n"
    "      });\n"
    "    } });\n"
    "  }\n"
    "  var namespace = window.webkit;\n"
    "  if (typeof namespace !== 'object' || namespace === null) return false;\n"
    "  var real = namespace.messageHandlers;\n"
    "  var handlers = new Proxy({}, { get: function (target, name) {\n"
    "    return typeof name === 'string' && real[name] !== undefined ? handler(name) : undefined;\n"
    "  } });\n"
    "  var getter = { get: function () { return handlers; }, configurable: false, enumerable: true };\n"
    "  Object.defineProperty(Object.getPrototypeOf(namespace), 'messageHandlers', getter);\n"
    "  Object.defineProperty(namespace, 'messageHandlers', getter);\n"
    "  return true;\n"
    "})";

/* Reports every navigation a frame starts, first among the `navigate` listeners
   (capturing, registered before any of the frame's scripts). */
static const char frame_guard_navigation_script[] =
    "(function (report) {\n"
    "  'use strict';\n"
    "  if (typeof navigation !== 'object' || navigation === null) return false;\n"
    "  navigation.addEventListener('navigate', function (event) {\n"
    "    try { report(String(event.destination.url)); } catch (e) {}\n"
    "  }, true);\n"
    "  return true;\n"
    "})";

/* Evaluates `script` (a function expression) in `context` and calls it with `argument`. */
static void frame_guard_install(JSCContext *context, const char *script, JSCValue *argument) {
    JSCValue *installer = jsc_context_evaluate(context, script, -1);
    if (installer != NULL && jsc_value_is_function(installer)) {
        JSCValue *ignored = jsc_value_function_call(installer, JSC_TYPE_VALUE, argument, G_TYPE_NONE);
        if (ignored != NULL) g_object_unref(ignored);
    }
    JSCException *exception = jsc_context_get_exception(context);
    if (exception != NULL) {
        g_warning("MiniAppKit frame guard: %s", jsc_exception_get_message(exception));
        jsc_context_clear_exception(context);
    }
    if (installer != NULL) g_object_unref(installer);
}

/* A frame's global object was made anew (a new document, or a frame's first script):
   install the guard in the page's own world before anything else runs there. */
static void frame_guard_window_object_cleared(WebKitScriptWorld *world, WebKitWebPage *page, WebKitFrame *frame, gpointer data) {
    (void)data;
    JSCContext *context = webkit_frame_get_js_context_for_script_world(frame, world);
    if (context == NULL) return;
    JSCValue *report = jsc_value_new_function(context, NULL, G_CALLBACK(frame_guard_report),
                                              frame_guard_owner_new(page, frame), frame_guard_owner_free,
                                              G_TYPE_NONE, 1, G_TYPE_STRING);
    frame_guard_install(context, frame_guard_navigation_script, report);
    g_object_unref(report);
    JSCValue *send = jsc_value_new_function(context, NULL, G_CALLBACK(frame_guard_send),
                                            frame_guard_owner_new(page, frame), frame_guard_owner_free,
                                            G_TYPE_NONE, 5, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING,
                                            JSC_TYPE_VALUE);
    frame_guard_install(context, frame_guard_messages_script, send);
    g_object_unref(send);
    g_object_unref(context);
}

static void frame_guard_page_created(WebKitWebExtension *extension, WebKitWebPage *page, gpointer data) {
    (void)extension;
    (void)data;
    miniapp_refused_ports_watch(page);
    webkit_web_page_send_message_to_view(page, webkit_user_message_new(MINIAPP_FRAME_GUARD_READY, NULL), NULL, NULL, NULL);
}

/* WebKit's entry point, called once when the web process loads the extension, with the
   engine's initialization data (`webkit_web_context_set_web_extensions_initialization_user_data`). */
G_MODULE_EXPORT void webkit_web_extension_initialize_with_user_data(WebKitWebExtension *extension, GVariant *user_data) {
    frame_guard_extension = g_object_ref(extension);
    miniapp_refused_ports_configure(user_data);
    g_signal_connect(extension, "page-created", G_CALLBACK(frame_guard_page_created), NULL);
    g_signal_connect(webkit_script_world_get_default(), "window-object-cleared",
                     G_CALLBACK(frame_guard_window_object_cleared), NULL);
}
#endif /* defined(__linux__) */
