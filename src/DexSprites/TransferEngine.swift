import CCurl
import DexModel
import Dispatch
import Synchronization

/// Runs HTTP transfers with libcurl's multi interface on one thread of its own (a serial queue's), so that any number
/// of transfers are in flight without holding a thread of Swift's cooperative pool (2 threads on a 2-core machine).
///
/// A task calls `perform`, which queues the request, wakes the thread with `curl_multi_wakeup`, and suspends
/// until the thread resumes it with the result. Connections (and HTTP/2 streams) are reused across transfers.
/// Call `shutdown()` when done: the thread then ends, and the last reference frees the multi handle.
///
/// Unchecked: `multi` is used only on the transfer thread, except `wakeup`, which libcurl makes safe from any thread.
package final class TransferEngine: @unchecked Sendable {
    private typealias Queued = (TransferRequest, CheckedContinuation<TransferResult, Never>)
    /// What other threads hand to the transfer thread.
    private let inbox = Mutex<(requests: [Queued], isShutDown: Bool)>(([], false))

    private let multi: CurlMulti
    private let userAgent: String

    package init(userAgent: String = "dex/\(DexVersion.current)") throws(CurlError) {
        multi = try CurlMulti()
        self.userAgent = userAgent
        DispatchQueue(label: "dex.transfers").async { [self] in runTransfers() }
    }

    /// `resolve` is a `CURLOPT_RESOLVE` entry ("host:port:address") that spares the transfer a DNS lookup.
    func perform(url: String, limits: TransferLimits, resolve: String? = nil) async -> TransferResult {
        await withCheckedContinuation { continuation in
            let accepted = inbox.withLock { inbox in
                guard !inbox.isShutDown else { return false }
                inbox.requests.append((TransferRequest(url: url, limits: limits, resolve: resolve), continuation))
                return true
            }
            guard accepted else { return continuation.resume(returning: .shutDown) }
            multi.wakeup()
        }
    }

    /// Ends the transfer thread; transfers still running are abandoned and their tasks resumed with a failure.
    package func shutdown() {
        inbox.withLock { $0.isShutDown = true }
        multi.wakeup()
    }

    private func takeQueued() -> (requests: [Queued], stopping: Bool) {
        inbox.withLock { inbox in
            defer { inbox.requests = [] }
            return (inbox.requests, inbox.isShutDown)
        }
    }

    /// The transfer thread's loop: add what was queued, advance every transfer, hand back what finished, wait.
    private func runTransfers() {
        var active: [UnsafeMutableRawPointer: Transfer] = [:]
        while true {
            let (requests, stopping) = takeQueued()
            for (request, continuation) in requests {
                do {
                    let transfer = try Transfer(request, userAgent: userAgent, continuation: continuation)
                    try multi.add(transfer.easy)
                    active[transfer.easy.raw] = transfer
                } catch {
                    // Whichever call failed (a CURLcode or a CURLMcode), the transfer never started.
                    continuation.resume(returning: .failed(code: CURLE_FAILED_INIT, message: error.message, connected: false))
                }
            }
            if stopping {
                for transfer in active.values {
                    multi.remove(transfer.easy)
                    transfer.abandon()
                }
                return
            }
            multi.perform()
            while let (easy, result) = multi.nextCompleted() {
                guard let transfer = active.removeValue(forKey: easy) else { continue }
                multi.remove(transfer.easy)
                transfer.finish(result)
            }
            multi.poll(timeoutMilliseconds: 1000)
        }
    }
}

struct TransferRequest: Sendable {
    let url: String
    let limits: TransferLimits
    let resolve: String?
}

/// What one transfer ended with, before dex decides what it means.
enum TransferResult: Sendable {
    /// The server answered (after any redirects); `retryAfterSeconds` is its `Retry-After`, if any.
    case response(status: Int, body: [UInt8], retryAfterSeconds: Int?)
    /// The body grew past `TransferLimits.maxBodyBytes` and was cut off.
    case tooLarge(limit: Int)
    /// libcurl failed with `code`; `connected` says whether the request was ever sent (a connection was made or
    /// reused).
    case failed(code: CURLcode, message: String, connected: Bool)
}

/// One transfer in flight, owned by the transfer thread. Its easy handle is freed when it is dropped.
private final class Transfer {
    private(set) var easy: EasyHandle
    private let continuation: CheckedContinuation<TransferResult, Never>
    private let maxBodyBytes: Int
    private var body: [UInt8] = []
    private var exceededLimit = false

    init(_ request: TransferRequest, userAgent: String, continuation: CheckedContinuation<TransferResult, Never>)
        throws(CurlError)
    {
        easy = try EasyHandle()
        self.continuation = continuation
        maxBodyBytes = request.limits.maxBodyBytes
        let limits = request.limits
        try easy.set(CURLOPT_URL, request.url)
        try easy.set(CURLOPT_PROTOCOLS_STR, "http,https")
        try easy.set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        try easy.set(CURLOPT_FOLLOWLOCATION, 1)
        try easy.set(CURLOPT_MAXREDIRS, limits.maxRedirects)
        try easy.set(CURLOPT_USERAGENT, userAgent)
        try easy.set(CURLOPT_SSL_VERIFYPEER, 1)
        try easy.set(CURLOPT_SSL_VERIFYHOST, 2)
        // Signals cannot interrupt a multi-threaded process's DNS lookups safely.
        try easy.set(CURLOPT_NOSIGNAL, 1)
        try easy.set(CURLOPT_CONNECTTIMEOUT_MS, limits.connectTimeoutMilliseconds)
        try easy.set(CURLOPT_LOW_SPEED_LIMIT, limits.lowSpeedBytesPerSecond)
        try easy.set(CURLOPT_LOW_SPEED_TIME, limits.lowSpeedSeconds)
        try easy.set(CURLOPT_TIMEOUT_MS, limits.totalTimeoutMilliseconds)
        if request.url.lowercased().hasPrefix("https:") {
            // Wait for the first TLS connection to learn whether it speaks HTTP/2 and share it, rather than
            // open one connection per transfer. (Plain http:// stays HTTP/1.1, where waiting would serialise.)
            try easy.set(CURLOPT_PIPEWAIT, 1)
        }
        if let resolve = request.resolve { try easy.resolve(resolve) }
        try easy.set(CURLOPT_WRITEDATA, pointer: Unmanaged.passUnretained(self).toOpaque())
        try easy.set(
            CURLOPT_WRITEFUNCTION,
            callback: { data, size, count, context in
                guard let data, let context else { return 0 }
                return Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
                    .receive(UnsafeRawBufferPointer(start: data, count: size * count))
            })
    }

    /// Called by libcurl with each piece of the body; returning less than given aborts the transfer.
    private func receive(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard body.count + bytes.count <= maxBodyBytes else {
            exceededLimit = true
            return 0
        }
        body.append(contentsOf: bytes)
        return bytes.count
    }

    func finish(_ result: CURLcode) {
        if exceededLimit {
            continuation.resume(returning: .tooLarge(limit: maxBodyBytes))
        } else if result == CURLE_OK {
            let retryAfter = easy.info(offset: CURLINFO_RETRY_AFTER)
            continuation.resume(
                returning: .response(
                    status: easy.info(long: CURLINFO_RESPONSE_CODE), body: body,
                    retryAfterSeconds: retryAfter > 0 ? Int(retryAfter) : nil))
        } else {
            let detail = easy.errorMessage
            continuation.resume(
                returning: .failed(
                    code: result, message: detail.isEmpty ? CurlError(result).message : detail,
                    connected: easy.info(offset: CURLINFO_PRETRANSFER_TIME_T) > 0))
        }
    }

    func abandon() {
        continuation.resume(returning: .shutDown)
    }
}

extension TransferResult {
    /// What a transfer asked for, or still running, after `TransferEngine.shutdown()` gets.
    static let shutDown = TransferResult.failed(
        code: CURLE_ABORTED_BY_CALLBACK, message: "the downloader was shut down", connected: false)
}
