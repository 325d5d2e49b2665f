import CCurl

/// One libcurl multi handle: many transfers driven from one thread. Freed exactly once, by its owner.
///
/// Only `wakeup` may be called from another thread (libcurl documents `curl_multi_wakeup` as thread-safe).
struct CurlMulti: ~Copyable {
    let raw: UnsafeMutableRawPointer

    init() throws(CurlError) {
        guard CurlGlobal.initialized, let handle = curl_multi_init() else { throw CurlError(CURLE_FAILED_INIT) }
        raw = handle
        // Several transfers share one HTTP/2 connection when the server offers it.
        _ = dex_multi_setopt_long(raw, CURLMOPT_PIPELINING, Int(CURLPIPE_MULTIPLEX))
    }

    deinit { curl_multi_cleanup(raw) }

    func add(_ easy: borrowing EasyHandle) throws(CurlError) {
        try CurlError.check(multi: curl_multi_add_handle(raw, easy.raw))
    }

    func remove(_ easy: borrowing EasyHandle) {
        _ = curl_multi_remove_handle(raw, easy.raw)
    }

    /// Advances every transfer as far as it can go without waiting.
    func perform() {
        var running: Int32 = 0
        _ = curl_multi_perform(raw, &running)
    }

    /// Waits until a socket is ready, `wakeup` is called, or `timeoutMilliseconds` pass.
    func poll(timeoutMilliseconds: Int32) {
        _ = curl_multi_poll(raw, nil, 0, timeoutMilliseconds, nil)
    }

    /// The next finished transfer: its easy handle and result.
    func nextCompleted() -> (easy: UnsafeMutableRawPointer, result: CURLcode)? {
        var queued: Int32 = 0
        while let message = curl_multi_info_read(raw, &queued) {
            if message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle {
                return (easy, message.pointee.data.result)
            }
        }
        return nil
    }
}
