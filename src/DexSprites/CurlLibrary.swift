import CCurl

/// libcurl, opened at the first download (see `shim.h` for why it is not linked) and initialised once.
enum CurlLibrary {
    /// The functions dex calls, or nil when libcurl cannot be loaded. A `static let` runs the loading and
    /// `curl_global_init` (which is not thread-safe) exactly once. The table is never written again and lives
    /// as long as the process, so sharing it across threads is safe.
    nonisolated(unsafe) static let api: UnsafePointer<dex_curl>? = {
        let table = UnsafeMutablePointer<dex_curl>.allocate(capacity: 1)
        table.initialize(to: dex_curl())
        guard dex_curl_load(table) == 0, dex_global_init(table, Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK else {
            table.deallocate()
            return nil
        }
        return UnsafePointer(table)
    }()

    /// The loaded functions, or the error that says how to get them.
    static func loaded() throws(CurlError) -> UnsafePointer<dex_curl> {
        guard let api else { throw CurlError.unavailable }
        return api
    }
}
