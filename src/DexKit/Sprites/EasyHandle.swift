import CCurl

/// One libcurl easy handle: one transfer's settings and state. Freed exactly once, when its owner goes away.
struct EasyHandle: ~Copyable {
    let raw: UnsafeMutableRawPointer

    init() throws(CurlError) {
        guard CurlGlobal.initialized, let handle = curl_easy_init() else { throw CurlError(CURLE_FAILED_INIT) }
        raw = handle
    }

    deinit { curl_easy_cleanup(raw) }

    func set(_ option: CURLoption, _ value: Int) throws(CurlError) {
        try CurlError.check(dex_easy_setopt_long(raw, option, value))
    }

    func set(_ option: CURLoption, _ value: String) throws(CurlError) {
        try CurlError.check(value.withCString { dex_easy_setopt_string(raw, option, $0) })
    }

    func set(_ option: CURLoption, pointer: UnsafeMutableRawPointer?) throws(CurlError) {
        try CurlError.check(dex_easy_setopt_pointer(raw, option, pointer))
    }

    func set(_ option: CURLoption, callback: curl_write_callback) throws(CurlError) {
        try CurlError.check(dex_easy_setopt_write_function(raw, option, callback))
    }

    func info(long info: CURLINFO) -> Int {
        var value = 0
        return dex_easy_getinfo_long(raw, info, &value) == CURLE_OK ? value : 0
    }

    func info(offset info: CURLINFO) -> Int64 {
        var value: curl_off_t = 0
        return dex_easy_getinfo_off_t(raw, info, &value) == CURLE_OK ? Int64(value) : 0
    }
}
