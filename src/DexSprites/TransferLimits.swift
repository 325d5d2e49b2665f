/// How long and how much one HTTP transfer may take before libcurl gives up on it.
public struct TransferLimits: Sendable, Equatable {
    /// Time allowed to resolve the host and connect (TCP and TLS).
    public var connectTimeoutMilliseconds: Int
    /// A transfer slower than `lowSpeedBytesPerSecond` for `lowSpeedSeconds` is abandoned: a server that stalls
    /// or trickles cannot hold a slot for long. (50 transfers sharing a 256 kbit/s line still get 640 bytes/s each.)
    public var lowSpeedBytesPerSecond: Int
    public var lowSpeedSeconds: Int
    /// The longest one attempt may take, whatever its speed.
    public var totalTimeoutMilliseconds: Int
    /// A sprite is a few KB: a larger body is refused while it streams in, never held whole.
    public var maxBodyBytes: Int
    public var maxRedirects: Int

    public init(
        connectTimeoutMilliseconds: Int = 10_000, lowSpeedBytesPerSecond: Int = 100, lowSpeedSeconds: Int = 15,
        totalTimeoutMilliseconds: Int = 60_000, maxBodyBytes: Int = SpritePNG.maxBytes, maxRedirects: Int = 5
    ) {
        self.connectTimeoutMilliseconds = connectTimeoutMilliseconds
        self.lowSpeedBytesPerSecond = lowSpeedBytesPerSecond
        self.lowSpeedSeconds = lowSpeedSeconds
        self.totalTimeoutMilliseconds = totalTimeoutMilliseconds
        self.maxBodyBytes = maxBodyBytes
        self.maxRedirects = maxRedirects
    }

    /// These limits with the timeouts cut to `timeLeft` (nil: no cut), so that no attempt outlives the job's
    /// deadline; nil when no time is left.
    func within(_ timeLeft: Duration?) -> TransferLimits? {
        guard let timeLeft else { return self }
        let milliseconds = Int(timeLeft / .milliseconds(1))
        guard milliseconds > 0 else { return nil }
        var limits = self
        limits.connectTimeoutMilliseconds = min(connectTimeoutMilliseconds, milliseconds)
        limits.totalTimeoutMilliseconds = min(totalTimeoutMilliseconds, milliseconds)
        return limits
    }
}
