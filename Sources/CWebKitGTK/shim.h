#ifndef MINIAPP_CWEBKITGTK_SHIM_H
#define MINIAPP_CWEBKITGTK_SHIM_H
#include <gtk/gtk.h>
#include <webkit2/webkit2.h>
#include <jsc/jsc.h>
#include <glib-unix.h>
#include <sys/eventfd.h>
#include <cairo.h>

/* libdispatch's main-queue hooks, the ones Foundation's RunLoop uses: they let the
   GLib main loop drain Swift's main queue, so `@MainActor` work runs inside it. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

/* The Swift runtime's hook for jobs enqueued on the main actor (exported by
   libswift_Concurrency; the runtime declares it `SWIFT_CC(swift)`). MiniAppKitGTK uses it
   only where libdispatch, not the main thread, drains the main queue (async `main`,
   `swift test`), to run main-actor jobs on the one thread that drives GTK and WebKit. */
typedef void (*miniapp_main_enqueue_original)(void *job) __attribute__((swiftcall));
typedef void (*miniapp_main_enqueue_hook)(void *job, miniapp_main_enqueue_original original)
    __attribute__((swiftcall));
extern miniapp_main_enqueue_hook swift_task_enqueueMainExecutor_hook;

/* Where the hook hands jobs to: a C function MiniAppKitGTK provides. One copy per module
   that includes this header; only MiniAppKitGTK installs it. */
static void (*miniapp_main_job_sink)(void *job);

static void __attribute__((swiftcall)) miniapp_main_enqueue(void *job, miniapp_main_enqueue_original original) {
    (void)original;
    miniapp_main_job_sink(job);
}

/* Routes every main-actor job to `sink` from now on. */
static inline void miniapp_install_main_enqueue_hook(void (*sink)(void *job)) {
    miniapp_main_job_sink = sink;
    swift_task_enqueueMainExecutor_hook = miniapp_main_enqueue;
}

/* GObject cast macros do not import into Swift; these are their unchecked forms. */
static inline GtkWidget *miniapp_widget(void *object) { return (GtkWidget *)object; }
static inline GtkWindow *miniapp_window(void *object) { return (GtkWindow *)object; }
static inline GtkContainer *miniapp_container(void *object) { return (GtkContainer *)object; }
#endif
