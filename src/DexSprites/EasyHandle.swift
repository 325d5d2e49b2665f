import CCurl

/// One libcurl easy handle: one transfer's settings and state. Freed exactly once, when its owner goes away.
struct EasyHandle: ~Copyable {
    let raw: UnsafeMutableRawPointer
    let api: UnsafePointer<dex_curl>

    init() throws(CurlError) {
        let api = try CurlLibrary.loaded()
        guard let handle = dex_easy_init(api) else { throw CurlError(CURLE_FAILED_INIT) }
        self.api = api
        raw = handle
    }

    deinit { dex_easy_cleanup(api, raw) }

    func set(_ option: CURLoption, _ value: Int) throws(CurlError) {
        try CurlError.check(dex_easy_setopt_long(api, raw, option, value))
    }

    func set(_ option: CURLoption, _ value: String) throws(CurlError) {
        try CurlError.check(value.withCString { dex_easy_setopt_string(api, raw, option, $0) })
    }

    func set(_ option: CURLoption, pointer: UnsafeMutableRawPointer?) throws(CurlError) {
        try CurlError.check(dex_easy_setopt_pointer(api, raw, option, pointer))
    }

    func set(_ option: CURLoption, callback: curl_write_callback) throws(CurlError) {
        try CurlError.check(dex_easy_setopt_write_function(api, raw, option, callback))
    }

    func info(long info: CURLINFO) -> Int {
        var value = 0
        return dex_easy_getinfo_long(api, raw, info, &value) == CURLE_OK ? value : 0
    }

    func info(offset info: CURLINFO) -> Int64 {
        var value: curl_off_t = 0
        return dex_easy_getinfo_off_t(api, raw, info, &value) == CURLE_OK ? Int64(value) : 0
    }

    /// `curl_slist_append`: a list for options such as `CURLOPT_RESOLVE`, freed with `freeList`.
    func appendToList(_ list: UnsafeMutablePointer<curl_slist>?, _ string: String) -> UnsafeMutablePointer<curl_slist>? {
        dex_slist_append(api, list, string)
    }

    func freeList(_ list: UnsafeMutablePointer<curl_slist>?) {
        dex_slist_free_all(api, list)
    }
}
