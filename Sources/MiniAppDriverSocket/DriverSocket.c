/*
 * WebKitWebDriver's listening socket, moved from TCP to a Unix socket. See
 * include/MiniAppDriverSocket.h for why.
 */
#include "MiniAppDriverSocket.h"

#if defined(__linux__)
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

/* The settings, read once when the library is loaded; port 0: do nothing. */
static struct sockaddr_un driver_socket_path;
static in_port_t driver_socket_port;

__attribute__((constructor)) static void driver_socket_load(void) {
    const char *path = getenv(MINIAPP_DRIVER_SOCKET);
    const char *port = getenv(MINIAPP_DRIVER_PORT);
    /* Not started by `miniapp webdriver` (the `miniapp` executable, which links this
       library so that `swift build` puts it beside it): change nothing. */
    if (path == NULL || port == NULL) return;
    long number = strtol(port, NULL, 10);
    if (strlen(path) < sizeof driver_socket_path.sun_path && number > 0 && number < 65536) {
        driver_socket_path.sun_family = AF_UNIX;
        strcpy(driver_socket_path.sun_path, path);
        driver_socket_port = htons((in_port_t)number);
    }
    /* The browsers the driver starts inherit its environment: leave them none of this. */
    const char *preload = getenv(MINIAPP_DRIVER_PRELOAD);
    if (preload != NULL && preload[0] != '\0') setenv("LD_PRELOAD", preload, 1);
    else unsetenv("LD_PRELOAD");
    unsetenv(MINIAPP_DRIVER_PRELOAD);
    unsetenv(MINIAPP_DRIVER_SOCKET);
    unsetenv(MINIAPP_DRIVER_PORT);
}

/* Makes the socket `fd` a Unix stream socket with the same status and descriptor flags
   (GLib made it non-blocking and close-on-exec), bound to the driver's path. */
static int driver_socket_bind_unix(int fd) {
    int status = fcntl(fd, F_GETFL);
    int descriptor = fcntl(fd, F_GETFD);
    int replacement = socket(AF_UNIX, SOCK_STREAM, 0);
    if (status < 0 || descriptor < 0 || replacement < 0) {
        if (replacement >= 0) close(replacement);
        return -1;
    }
    int moved = dup2(replacement, fd);
    close(replacement);
    if (moved < 0 || fcntl(fd, F_SETFL, status) < 0 || fcntl(fd, F_SETFD, descriptor) < 0) return -1;
    int (*real_bind)(int, const struct sockaddr *, socklen_t) = (int (*)(int, const struct sockaddr *, socklen_t))dlsym(RTLD_NEXT, "bind");
    if (real_bind == NULL) {
        errno = ENOSYS;
        return -1;
    }
    return real_bind(fd, (const struct sockaddr *)&driver_socket_path, sizeof driver_socket_path);
}

/* The driver's one bind to 127.0.0.1:MINIAPP_DRIVER_PORT goes to the Unix socket instead;
   every other bind (the free ports it picks for its browsers' inspectors) is left alone. */
int bind(int fd, const struct sockaddr *address, socklen_t length) {
    if (driver_socket_port != 0 && address != NULL && address->sa_family == AF_INET && length >= sizeof(struct sockaddr_in)) {
        const struct sockaddr_in *inet = (const struct sockaddr_in *)address;
        if (inet->sin_port == driver_socket_port && inet->sin_addr.s_addr == htonl(INADDR_LOOPBACK)) {
            driver_socket_port = 0;
            return driver_socket_bind_unix(fd);
        }
    }
    int (*real_bind)(int, const struct sockaddr *, socklen_t) = (int (*)(int, const struct sockaddr *, socklen_t))dlsym(RTLD_NEXT, "bind");
    if (real_bind == NULL) {
        errno = ENOSYS;
        return -1;
    }
    return real_bind(fd, address, length);
}
#endif /* defined(__linux__) */
