#ifndef DEX_CCURL_SHIM_H
#define DEX_CCURL_SHIM_H

#include <curl/curl.h>

// Swift cannot call C variadic functions, so each variadic libcurl call dex needs gets one
// typed wrapper per argument kind. A system-library target has no .c files: the wrappers are
// `static inline` and compiled into whichever Swift module imports them.

static inline CURLcode dex_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

// libcurl copies string options (since 7.17), so the Swift string may be freed after the call.
static inline CURLcode dex_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode dex_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

// CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION share this callback type.
static inline CURLcode dex_easy_setopt_write_function(CURL *handle, CURLoption option, curl_write_callback callback) {
    return curl_easy_setopt(handle, option, callback);
}

static inline CURLcode dex_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode dex_easy_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode dex_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLMcode dex_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}

#endif
