/*
 * The page's requests to the host's own local services, refused in the web process
 * before they leave it. See RefusedPorts.h.
 */
#include "RefusedPorts.h"

#if defined(__linux__)
#include <gio/gio.h>
#include <string.h>

/* The ports, from the engine's initialization data (one web process serves one web
   context, so one set per process). */
static guint16 *refused_ports;
static gsize refused_port_count;

/* Whether a name always means this machine: `localhost` and any name under it (RFC 6761,
   which GLib's resolver follows), with or without the root's trailing dot. */
static gboolean refused_ports_is_localhost_name(const char *host) {
    gsize length = strlen(host);
    if (length > 0 && host[length - 1] == '.') length--;
    static const char name[] = "localhost";
    const gsize name_length = sizeof name - 1;
    if (length < name_length || g_ascii_strncasecmp(host + length - name_length, name, name_length) != 0) return FALSE;
    return length == name_length || host[length - name_length - 1] == '.';
}

/* Whether an address reaches a socket bound to this machine's loopback: 127.0.0.0/8 and
   ::1, the unspecified 0.0.0.0/8 and :: (Linux connects them to the local host), and
   those IPv4 addresses written as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
static gboolean refused_ports_is_local_address(const char *host) {
    GInetAddress *address = g_inet_address_new_from_string(host);
    if (address == NULL) return FALSE;
    gboolean local = g_inet_address_get_is_loopback(address) || g_inet_address_get_is_any(address);
    const guint8 *bytes = g_inet_address_to_bytes(address);
    if (g_inet_address_get_family(address) == G_SOCKET_FAMILY_IPV4) {
        local = local || bytes[0] == 0 || bytes[0] == 127;
    } else {
        static const guint8 mapped[12] = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff };
        local = local || (memcmp(bytes, mapped, sizeof mapped) == 0 && (bytes[12] == 0 || bytes[12] == 127));
    }
    g_object_unref(address);
    return local;
}

gboolean miniapp_refused_ports_refuse(const char *uri) {
    if (refused_port_count == 0 || uri == NULL) return FALSE;
    GUri *parsed = g_uri_parse(uri, G_URI_FLAGS_NONE, NULL);
    if (parsed == NULL) return FALSE;
    const char *scheme = g_uri_get_scheme(parsed);
    const char *host = g_uri_get_host(parsed);
    gint port = g_uri_get_port(parsed);
    gboolean secure = g_ascii_strcasecmp(scheme, "https") == 0 || g_ascii_strcasecmp(scheme, "wss") == 0;
    gboolean web = secure || g_ascii_strcasecmp(scheme, "http") == 0 || g_ascii_strcasecmp(scheme, "ws") == 0;
    if (port < 0) port = secure ? 443 : 80;
    gboolean refused = FALSE;
    if (web && host != NULL && (refused_ports_is_localhost_name(host) || refused_ports_is_local_address(host))) {
        for (gsize index = 0; index < refused_port_count && !refused; index++) refused = refused_ports[index] == port;
    }
    g_uri_unref(parsed);
    return refused;
}

/* `send-request`: every request of the page, its redirects included. TRUE cancels it. */
static gboolean refused_ports_send_request(WebKitWebPage *page, WebKitURIRequest *request, WebKitURIResponse *redirected, gpointer data) {
    (void)page;
    (void)redirected;
    (void)data;
    return miniapp_refused_ports_refuse(webkit_uri_request_get_uri(request));
}

void miniapp_refused_ports_configure(GVariant *user_data) {
    refused_port_count = 0;
    if (user_data == NULL || !g_variant_is_of_type(user_data, G_VARIANT_TYPE_VARDICT)) return;
    GVariant *ports = g_variant_lookup_value(user_data, MINIAPP_REFUSED_LOCAL_PORTS, G_VARIANT_TYPE("aq"));
    if (ports == NULL) return;
    gsize count = 0;
    const guint16 *values = g_variant_get_fixed_array(ports, &count, sizeof(guint16));
    g_free(refused_ports);
    refused_ports = g_new(guint16, count > 0 ? count : 1);
    if (count > 0) memcpy(refused_ports, values, count * sizeof(guint16));
    refused_port_count = count;
    g_variant_unref(ports);
}

void miniapp_refused_ports_watch(WebKitWebPage *page) {
    if (refused_port_count > 0) g_signal_connect(page, "send-request", G_CALLBACK(refused_ports_send_request), NULL);
}
#endif /* defined(__linux__) */
