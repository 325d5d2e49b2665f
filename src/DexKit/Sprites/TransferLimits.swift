/// How long and how much one HTTP transfer may take before libcurl gives up on it.
public struct TransferLimits: Sendable, Equatable {
    /// Time allowed to resolve the host and connect (TCP and TLS).
    public var connectTimeoutMilliseconds: Int
    /// A transfer slower than 1 byte/s for this many seconds is abandoned: a stalled server cannot hang a job.
    public var lowSpeedSeconds: Int
    /// The longest one attempt may take, whatever its speed.
    public var totalTimeoutMilliseconds: Int
    /// A sprite is a few KB: a larger body is refused while it streams in, never held whole.
    public var maxBodyBytes: Int
    public var maxRedirects: Int

    public init(
        connectTimeoutMilliseconds: Int = 10_000, lowSpeedSeconds: Int = 10, totalTimeoutMilliseconds: Int = 60_000,
        maxBodyBytes: Int = SpritePNG.maxBytes, maxRedirects: Int = 5
    ) {
        self.connectTimeoutMilliseconds = connectTimeoutMilliseconds
        self.lowSpeedSeconds = lowSpeedSeconds
        self.totalTimeoutMilliseconds = totalTimeoutMilliseconds
        self.maxBodyBytes = maxBodyBytes
        self.maxRedirects = maxRedirects
    }
}

/// What one transfer ended with, before dex decides what it means.
enum TransferResult: Sendable {
    /// The server answered (after any redirects); `retryAfterSeconds` is its `Retry-After`, if any.
    case response(status: Int, body: [UInt8], retryAfterSeconds: Int?)
    /// The body grew past `TransferLimits.maxBodyBytes` and was cut off.
    case tooLarge(limit: Int)
    /// libcurl failed: `code` is its `CURLcode`; `connected` says whether the request was ever sent
    /// (a connection was made or reused).
    case failed(code: Int, message: String, connected: Bool)
}
