#ifndef MINIAPP_CWEBKITGTK_SHIM_H
#define MINIAPP_CWEBKITGTK_SHIM_H
#include <gtk/gtk.h>
#include <webkit2/webkit2.h>
#include <jsc/jsc.h>
#include <glib-unix.h>
#include <sys/eventfd.h>

/* libdispatch's main-queue hooks, the ones Foundation's RunLoop uses: they let the
   GLib main loop drain Swift's main queue, so `@MainActor` work runs inside it. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);
#endif
