#ifndef MINIAPP_REFUSED_PORTS_H
#define MINIAPP_REFUSED_PORTS_H
/*
 * The host's own local services, kept out of the page's reach: every request a page of
 * this web process makes (fetch, XMLHttpRequest, sendBeacon, an image, a form, a frame,
 * a navigation, each redirect) to this machine's loopback on one of the engine's refused
 * ports is cancelled in `send-request`, before it leaves the process, and fails in the
 * page as a network error. The ports come from the engine's initialization data
 * (MINIAPP_REFUSED_LOCAL_PORTS); `miniapp open --control` refuses its control port.
 *
 * A name that only resolves to the loopback (a rebinding domain) is not recognised here,
 * and a hosted mini app's service worker loads outside any page; the control port itself
 * refuses what those can send (by its `Host`, its `Origin`, its `Content-Type`).
 */
#include "MiniAppFrameGuard.h"

#if defined(__linux__)
#include <webkit2/webkit-web-extension.h>

/* Reads the ports from the extension's initialization data (a{sv}); none when absent. */
void miniapp_refused_ports_configure(GVariant *user_data);
/* Cancels `page`'s requests to a refused port (nothing when there are none). */
void miniapp_refused_ports_watch(WebKitWebPage *page);
/* Whether a request to `uri` is refused. */
gboolean miniapp_refused_ports_refuse(const char *uri);
#endif

#endif
