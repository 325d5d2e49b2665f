/// When to try a transfer again: exponential backoff with jitter, and a server's `Retry-After` honoured.
public struct RetryPolicy: Sendable, Equatable {
    /// Attempts per URL, the first included.
    public var maxAttempts: Int
    public var baseDelayMilliseconds: Int
    public var maxDelayMilliseconds: Int
    /// A server asking to wait longer than this is given up on for this run (the sprite is retried next run).
    public var maxRetryAfterSeconds: Int

    public init(
        maxAttempts: Int = 3, baseDelayMilliseconds: Int = 500, maxDelayMilliseconds: Int = 8_000, maxRetryAfterSeconds: Int = 60
    ) {
        self.maxAttempts = maxAttempts
        self.baseDelayMilliseconds = baseDelayMilliseconds
        self.maxDelayMilliseconds = maxDelayMilliseconds
        self.maxRetryAfterSeconds = maxRetryAfterSeconds
    }

    /// How long to wait before attempt `attempt + 1`, or nil to give up.
    public func delay(afterAttempt attempt: Int, retryAfterSeconds: Int?) -> Duration? {
        guard attempt < maxAttempts else { return nil }
        if let retryAfterSeconds {
            return retryAfterSeconds <= maxRetryAfterSeconds ? .seconds(retryAfterSeconds) : nil
        }
        let ceiling = min(maxDelayMilliseconds, baseDelayMilliseconds << min(attempt - 1, 20))
        // Jitter (a random wait between half and all of the backoff): sprites that failed together do not all
        // come back at the same instant.
        return .milliseconds(Int.random(in: ceiling / 2...max(ceiling / 2, ceiling)))
    }
}
