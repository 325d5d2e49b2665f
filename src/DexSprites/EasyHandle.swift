import CCurl

/// One libcurl easy handle — one transfer's settings and state — with what libcurl borrows from dex while the handle
/// lives: the buffer it writes its error message into and the list behind `CURLOPT_RESOLVE`.
///
/// The handle is their one owner: `deinit` cleans up the handle before it frees what the handle points to, and
/// nothing is allocated before the handle exists, so a failed `init` leaks nothing.
struct EasyHandle: ~Copyable {
    let raw: UnsafeMutableRawPointer
    private let api: UnsafePointer<dex_curl>
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private var resolveList: UnsafeMutablePointer<curl_slist>?

    init() throws(CurlError) {
        let api = try CurlLibrary.loaded()
        guard let handle = dex_easy_init(api) else { throw CurlError(CURLE_FAILED_INIT) }
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
        buffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        let code = dex_easy_setopt_pointer(api, handle, CURLOPT_ERRORBUFFER, buffer)
        guard code == CURLE_OK else {
            dex_easy_cleanup(api, handle)
            buffer.deallocate()
            throw CurlError(code)
        }
        self.api = api
        raw = handle
        errorBuffer = buffer
    }

    deinit {
        dex_easy_cleanup(api, raw)
        dex_slist_free_all(api, resolveList)
        errorBuffer.deallocate()
    }

    /// libcurl's own account of the last failure (more precise than `CurlError`'s generic text), or "".
    var errorMessage: String { String(cString: errorBuffer) }

    /// Adds a `CURLOPT_RESOLVE` entry ("host:port:address"), which spares the transfer a DNS lookup.
    mutating func resolve(_ entry: String) throws(CurlError) {
        guard let list = dex_slist_append(api, resolveList, entry) else { throw CurlError(CURLE_OUT_OF_MEMORY) }
        resolveList = list
        try set(CURLOPT_RESOLVE, pointer: UnsafeMutableRawPointer(list))
    }

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
}
