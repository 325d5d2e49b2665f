import CCurl

/// One libcurl multi handle: many transfers driven from one thread. Freed exactly once, by its owner.
///
/// Only `wakeup` may be called from another thread (libcurl documents `curl_multi_wakeup` as thread-safe).
struct CurlMulti: ~Copyable {
    let raw: UnsafeMutableRawPointer
    let api: UnsafePointer<dex_curl>

    init() throws(CurlError) {
        let api = try CurlLibrary.loaded()
        guard let handle = dex_multi_init(api) else { throw CurlError(CURLE_FAILED_INIT) }
        self.api = api
        raw = handle
        // Several transfers share one HTTP/2 connection when the server offers it.
        _ = dex_multi_setopt_long(api, raw, CURLMOPT_PIPELINING, Int(CURLPIPE_MULTIPLEX))
    }

    deinit { dex_multi_cleanup(api, raw) }

    func add(_ easy: borrowing EasyHandle) throws(CurlError) {
        try CurlError.check(multi: dex_multi_add_handle(api, raw, easy.raw))
    }

    func remove(_ easy: borrowing EasyHandle) {
        _ = dex_multi_remove_handle(api, raw, easy.raw)
    }

    /// Advances every transfer as far as it can go without waiting.
    func perform() {
        var running: Int32 = 0
        _ = dex_multi_perform(api, raw, &running)
    }

    /// Waits until a socket is ready, `wakeup` is called, or `timeoutMilliseconds` pass.
    func poll(timeoutMilliseconds: Int32) {
        _ = dex_multi_poll(api, raw, timeoutMilliseconds)
    }

    /// Makes a `poll` in progress (or the next one) return at once. Safe from any thread.
    func wakeup() {
        _ = dex_multi_wakeup(api, raw)
    }

    /// The next finished transfer: its easy handle and result.
    func nextCompleted() -> (easy: UnsafeMutableRawPointer, result: CURLcode)? {
        var queued: Int32 = 0
        while let message = dex_multi_info_read(api, raw, &queued) {
            if message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle {
                return (easy, message.pointee.data.result)
            }
        }
        return nil
    }
}
