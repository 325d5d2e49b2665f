import DexSystem

/// How a fetch runs; the defaults are what `dex sprites fetch` uses.
public struct SpriteFetchOptions: Sendable {
    /// Transfers in flight at most (1–200).
    public var concurrency = 50
    /// Download even sprites already cached or known missing.
    public var force = false
    /// Try again the sprites every folder answered 404 for.
    public var retryMissing = false
    /// `--sprite-url` for this run only.
    public var templateOverride: String?
    /// Reads `$DEX_SPRITE_URL_TEMPLATE` and the proxy variables; tests pass their own.
    public var environment: @Sendable (String) -> String? = Console.current.environment
    public var limits = TransferLimits()
    public var retry = RetryPolicy()
    /// How long the whole job may take (nil: no limit). Past it, what is left is reported as not fetched, and the
    /// next fetch resumes: a slow or trickling server cannot hold `dex add-game` for long.
    public var deadline: Duration? = .seconds(defaultDeadlineSeconds)

    public static let concurrencyRange = 1...200
    public static let defaultDeadlineSeconds = 180
    public static let deadlineRange = 1...86_400

    public init() {}
}
