#ifndef DEX_CCURL_SHIM_H
#define DEX_CCURL_SHIM_H

#include <curl/curl.h>
#include <dlfcn.h>

// libcurl is opened with dlopen at dex's first download (CurlLibrary.swift) instead of being linked: its
// ~28 dependent libraries (OpenSSL, GnuTLS, Kerberos, LDAP, ...) cost every process ~4 ms of start-up, and
// only a few commands download. `dex_curl` holds the functions dex calls. Swift calls them through the
// wrappers below, which also cover what Swift cannot call itself: C variadics (curl_easy_setopt,
// curl_easy_getinfo, curl_multi_setopt), one typed wrapper per argument kind. A system-library target has
// no .c files, so everything here is `static inline` and keeps no state of its own.
typedef struct dex_curl {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *handle);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    const char *(*easy_strerror)(CURLcode code);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_cleanup)(CURLM *multi);
    CURLMcode (*multi_setopt)(CURLM *multi, CURLMoption option, ...);
    CURLMcode (*multi_add_handle)(CURLM *multi, CURL *handle);
    CURLMcode (*multi_remove_handle)(CURLM *multi, CURL *handle);
    CURLMcode (*multi_perform)(CURLM *multi, int *running);
    CURLMcode (*multi_poll)(CURLM *multi, struct curl_waitfd *fds, unsigned int count, int timeout_ms, int *ready);
    CURLMcode (*multi_wakeup)(CURLM *multi);
    CURLMsg *(*multi_info_read)(CURLM *multi, int *queued);
    const char *(*multi_strerror)(CURLMcode code);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *string);
    void (*slist_free_all)(struct curl_slist *list);
} dex_curl;

// Opens libcurl and fills `api`. Returns 0, or -1 when the library or one of its functions is missing.
static inline int dex_curl_load(dex_curl *api) {
#ifdef __APPLE__
    void *library = dlopen("libcurl.4.dylib", RTLD_NOW | RTLD_LOCAL);
#else
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
#endif
    if (!library) return -1;
    // POSIX's way to store dlsym's object pointer into a function pointer.
#define DEX_CURL_LOOK_UP(field, name) if (!(*(void **)&api->field = dlsym(library, name))) return -1
    DEX_CURL_LOOK_UP(global_init, "curl_global_init");
    DEX_CURL_LOOK_UP(easy_init, "curl_easy_init");
    DEX_CURL_LOOK_UP(easy_cleanup, "curl_easy_cleanup");
    DEX_CURL_LOOK_UP(easy_setopt, "curl_easy_setopt");
    DEX_CURL_LOOK_UP(easy_getinfo, "curl_easy_getinfo");
    DEX_CURL_LOOK_UP(easy_strerror, "curl_easy_strerror");
    DEX_CURL_LOOK_UP(multi_init, "curl_multi_init");
    DEX_CURL_LOOK_UP(multi_cleanup, "curl_multi_cleanup");
    DEX_CURL_LOOK_UP(multi_setopt, "curl_multi_setopt");
    DEX_CURL_LOOK_UP(multi_add_handle, "curl_multi_add_handle");
    DEX_CURL_LOOK_UP(multi_remove_handle, "curl_multi_remove_handle");
    DEX_CURL_LOOK_UP(multi_perform, "curl_multi_perform");
    DEX_CURL_LOOK_UP(multi_poll, "curl_multi_poll");
    DEX_CURL_LOOK_UP(multi_wakeup, "curl_multi_wakeup");
    DEX_CURL_LOOK_UP(multi_info_read, "curl_multi_info_read");
    DEX_CURL_LOOK_UP(multi_strerror, "curl_multi_strerror");
    DEX_CURL_LOOK_UP(slist_append, "curl_slist_append");
    DEX_CURL_LOOK_UP(slist_free_all, "curl_slist_free_all");
#undef DEX_CURL_LOOK_UP
    return 0;
}

static inline CURLcode dex_global_init(const dex_curl *api, long flags) { return api->global_init(flags); }
static inline CURL *dex_easy_init(const dex_curl *api) { return api->easy_init(); }
static inline void dex_easy_cleanup(const dex_curl *api, CURL *handle) { api->easy_cleanup(handle); }
static inline const char *dex_easy_strerror(const dex_curl *api, CURLcode code) { return api->easy_strerror(code); }

static inline CURLcode dex_easy_setopt_long(const dex_curl *api, CURL *handle, CURLoption option, long value) {
    return api->easy_setopt(handle, option, value);
}

// libcurl copies string options (since 7.17), so the Swift string may be freed after the call.
static inline CURLcode dex_easy_setopt_string(const dex_curl *api, CURL *handle, CURLoption option, const char *value) {
    return api->easy_setopt(handle, option, value);
}

static inline CURLcode dex_easy_setopt_pointer(const dex_curl *api, CURL *handle, CURLoption option, void *value) {
    return api->easy_setopt(handle, option, value);
}

// CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION share this callback type.
static inline CURLcode dex_easy_setopt_write_function(const dex_curl *api, CURL *handle, CURLoption option, curl_write_callback callback) {
    return api->easy_setopt(handle, option, callback);
}

static inline CURLcode dex_easy_getinfo_long(const dex_curl *api, CURL *handle, CURLINFO info, long *value) {
    return api->easy_getinfo(handle, info, value);
}

static inline CURLcode dex_easy_getinfo_off_t(const dex_curl *api, CURL *handle, CURLINFO info, curl_off_t *value) {
    return api->easy_getinfo(handle, info, value);
}

static inline CURLM *dex_multi_init(const dex_curl *api) { return api->multi_init(); }
static inline void dex_multi_cleanup(const dex_curl *api, CURLM *multi) { api->multi_cleanup(multi); }
static inline const char *dex_multi_strerror(const dex_curl *api, CURLMcode code) { return api->multi_strerror(code); }

static inline CURLMcode dex_multi_setopt_long(const dex_curl *api, CURLM *multi, CURLMoption option, long value) {
    return api->multi_setopt(multi, option, value);
}

static inline CURLMcode dex_multi_add_handle(const dex_curl *api, CURLM *multi, CURL *handle) { return api->multi_add_handle(multi, handle); }
static inline CURLMcode dex_multi_remove_handle(const dex_curl *api, CURLM *multi, CURL *handle) { return api->multi_remove_handle(multi, handle); }
static inline CURLMcode dex_multi_perform(const dex_curl *api, CURLM *multi, int *running) { return api->multi_perform(multi, running); }
static inline CURLMcode dex_multi_poll(const dex_curl *api, CURLM *multi, int timeout_ms) { return api->multi_poll(multi, NULL, 0, timeout_ms, NULL); }
static inline CURLMcode dex_multi_wakeup(const dex_curl *api, CURLM *multi) { return api->multi_wakeup(multi); }
static inline CURLMsg *dex_multi_info_read(const dex_curl *api, CURLM *multi, int *queued) { return api->multi_info_read(multi, queued); }

static inline struct curl_slist *dex_slist_append(const dex_curl *api, struct curl_slist *list, const char *string) {
    return api->slist_append(list, string);
}

static inline void dex_slist_free_all(const dex_curl *api, struct curl_slist *list) { api->slist_free_all(list); }

#endif
