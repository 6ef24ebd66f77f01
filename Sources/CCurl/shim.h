// libcurl for MiniAppPlatformClient's downloads on Linux (CurlFetch.swift).
//
// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: these
// wrappers give each kind of argument the client passes a typed function.
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

static inline CURLcode miniapp_curl_set_long(CURL *curl, CURLoption option, long value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode miniapp_curl_set_offset(CURL *curl, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode miniapp_curl_set_string(CURL *curl, CURLoption option, const char *value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode miniapp_curl_set_pointer(CURL *curl, CURLoption option, void *value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode miniapp_curl_set_list(CURL *curl, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode miniapp_curl_set_write(CURL *curl, CURLoption option, curl_write_callback value) {
    return curl_easy_setopt(curl, option, value);
}

static inline CURLcode miniapp_curl_set_progress(CURL *curl, curl_xferinfo_callback value) {
    return curl_easy_setopt(curl, CURLOPT_XFERINFOFUNCTION, value);
}

static inline CURLcode miniapp_curl_set_socket_options(CURL *curl, curl_sockopt_callback value) {
    return curl_easy_setopt(curl, CURLOPT_SOCKOPTFUNCTION, value);
}

static inline CURLcode miniapp_curl_get_long(CURL *curl, CURLINFO info, long *value) {
    return curl_easy_getinfo(curl, info, value);
}

static inline CURLcode miniapp_curl_get_offset(CURL *curl, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(curl, info, value);
}

static inline CURLcode miniapp_curl_get_string(CURL *curl, CURLINFO info, char **value) {
    return curl_easy_getinfo(curl, info, value);
}
