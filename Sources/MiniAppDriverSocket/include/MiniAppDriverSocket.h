#ifndef MINIAPP_DRIVER_SOCKET_H
#define MINIAPP_DRIVER_SOCKET_H
/*
 * Puts WebKitWebDriver's HTTP server on a Unix socket, where only `miniapp webdriver`
 * reaches it.
 *
 * WebKitWebDriver listens only on TCP (`--host` takes an IP address), and it serves any
 * request: it checks no Host, no Origin and no Content-Type, so a web page's
 * `text/plain` POST /session starts any program the page names as the "browser".
 * Every TCP port of the machine is reachable by every page its browsers show. So
 * `miniapp webdriver` starts the driver with this library preloaded (LD_PRELOAD): the
 * driver's one bind to 127.0.0.1:MINIAPP_DRIVER_PORT becomes a bind to the Unix socket
 * MINIAPP_DRIVER_SOCKET, in a folder only its user can enter, and `miniapp webdriver`
 * serves the TCP port itself, checking each request before passing it on.
 *
 * It fails closed: `miniapp webdriver` already listens on that TCP port, so a driver
 * without the library cannot bind it and exits. The library reads its settings when
 * loaded and removes them and itself (LD_PRELOAD, set back to MINIAPP_DRIVER_PRELOAD) from
 * the environment, so the browsers the driver starts run unchanged.
 *
 * Nothing here is API: the environment variables are the wire between the two halves.
 */

/// The Unix socket's path (at most 107 bytes).
#define MINIAPP_DRIVER_SOCKET "MINIAPP_DRIVER_SOCKET"
/// The TCP port whose bind on 127.0.0.1 becomes the Unix socket.
#define MINIAPP_DRIVER_PORT "MINIAPP_DRIVER_PORT"
/// LD_PRELOAD as it was before `miniapp webdriver` added this library (absent: unset).
#define MINIAPP_DRIVER_PRELOAD "MINIAPP_DRIVER_PRELOAD"

#endif
