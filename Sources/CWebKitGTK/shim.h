#ifndef MINIAPP_CWEBKITGTK_SHIM_H
#define MINIAPP_CWEBKITGTK_SHIM_H
#include <gtk/gtk.h>
#include <webkit2/webkit2.h>
#include <jsc/jsc.h>
#include <glib-unix.h>
#include <sys/eventfd.h>
#include <cairo.h>
#include <gdk/gdkx.h>

/* libdispatch's main-queue hooks, the ones Foundation's RunLoop uses: they let the
   GLib main loop drain Swift's main queue, so `@MainActor` work runs inside it. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

/* The Swift runtime's hook that answers "which executor is the main actor's?" (exported by
   libswift_Concurrency; the runtime calls it `SWIFT_CC(swift)`). MiniAppKitGTK sets it only
   where libdispatch, not the main thread, drains the main queue (async `main`, `swift test`):
   the main actor then runs on the one thread that drives GTK and WebKit. */
typedef struct { void *identity; uintptr_t implementation; } miniapp_executor_ref;
typedef miniapp_executor_ref (*miniapp_get_main_executor_original)(void) __attribute__((swiftcall));
typedef miniapp_executor_ref (*miniapp_get_main_executor_hook)(miniapp_get_main_executor_original original)
    __attribute__((swiftcall));
extern miniapp_get_main_executor_hook swift_task_getMainExecutor_hook;

static miniapp_executor_ref miniapp_main_executor = { 0, 0 };

static miniapp_executor_ref __attribute__((swiftcall))
miniapp_get_main_executor(miniapp_get_main_executor_original original) {
    (void)original;
    return miniapp_main_executor;
}

/* Makes `executor` the main actor's executor for every later hop. Call once. */
static inline void miniapp_install_main_executor(void *identity, uintptr_t implementation) {
    miniapp_main_executor.identity = identity;
    miniapp_main_executor.implementation = implementation;
    __atomic_store_n(&swift_task_getMainExecutor_hook, miniapp_get_main_executor, __ATOMIC_RELEASE);
}

/* GObject cast macros do not import into Swift; these are their unchecked forms. */
static inline GtkWidget *miniapp_widget(void *object) { return (GtkWidget *)object; }
static inline GtkWindow *miniapp_window(void *object) { return (GtkWindow *)object; }
static inline GtkContainer *miniapp_container(void *object) { return (GtkContainer *)object; }

/* Child `index` of a tuple GVariant (the frame guard's messages): a string copy the
   caller frees with g_free, or a boolean. g_variant_get itself is variadic and does not import. */
static inline char *miniapp_variant_dup_string_at(GVariant *tuple, gsize index) {
    GVariant *child = g_variant_get_child_value(tuple, index);
    char *copy = g_variant_dup_string(child, NULL);
    g_variant_unref(child);
    return copy;
}
static inline gboolean miniapp_variant_boolean_at(GVariant *tuple, gsize index) {
    GVariant *child = g_variant_get_child_value(tuple, index);
    gboolean value = g_variant_get_boolean(child);
    g_variant_unref(child);
    return value;
}
/* The frame guard's reply to a frame's post: (failed b, text s), floating as
   webkit_user_message_new takes it. g_variant_new is variadic and does not import. */
static inline GVariant *miniapp_variant_new_reply(gboolean failed, const char *text) {
    return g_variant_new("(bs)", failed, text);
}

/* The web process extension's initialization data (MiniAppFrameGuard.h): an a{sv} whose
   "refusedLocalPorts" lists `count` ports. Floating, as g_variant_new's results are. */
static inline GVariant *miniapp_extension_data_new(const guint16 *ports, gsize count) {
    GVariantDict dict;
    g_variant_dict_init(&dict, NULL);
    g_variant_dict_insert_value(&dict, "refusedLocalPorts",
                                g_variant_new_fixed_array(G_VARIANT_TYPE_UINT16, ports, count, sizeof(guint16)));
    return g_variant_dict_end(&dict);
}

/* A web view a WebDriver session may drive: `is-controlled-by-automation` is construct-only
   and g_object_new is variadic, which does not import. */
static inline WebKitWebView *miniapp_web_view_new_for_automation(WebKitWebContext *context) {
    return WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW, "web-context", context,
                                        "is-controlled-by-automation", TRUE, NULL));
}

/* The X11 window scale of the default display (`GDK_SCALE`, settable after gtk_init):
   WebKitGTK's device scale factor, so the page's devicePixelRatio. FALSE when the
   display is not X11 (Wayland takes the compositor's scale). */
static inline gboolean miniapp_set_x11_window_scale(int scale) {
    GdkDisplay *display = gdk_display_get_default();
    if (display == NULL || !GDK_IS_X11_DISPLAY(display)) return FALSE;
    gdk_x11_display_set_window_scale(display, scale);
    return TRUE;
}

/* GtkSettings' gtk-application-prefer-dark-theme, which WebKitGTK reads as
   prefers-color-scheme; g_object_set is variadic and does not import. */
static inline void miniapp_set_prefer_dark_theme(gboolean dark) {
    GtkSettings *settings = gtk_settings_get_default();
    if (settings != NULL) g_object_set(settings, "gtk-application-prefer-dark-theme", dark, NULL);
}
#endif
