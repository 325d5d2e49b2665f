import DexSprites

/// What a sprite fetch reports while it runs; the CLI draws a progress bar from it.
public enum SpriteProgress: Sendable, Equatable {
    /// The job knows its size: `toDownload` of `total` sprites need downloading, the rest are cached or known missing.
    case started(total: Int, toDownload: Int)
    /// `completed` of `toDownload` are done (arrived, missing or failed); `failed` did not arrive.
    case advanced(completed: Int, toDownload: Int, failed: Int, bytes: Int)
    /// A sprite server cannot be reached; reported once per host, and no more requests go to it this run.
    case unreachable(host: String, reason: String)
}

/// The result of a fetch, per game: `--json` prints it as is.
public struct SpriteFetchSummary: Sendable, Codable, Equatable {
    /// Why a shiny sprite is not fetched with a URL template that has no `/normal/` to turn into `/shiny/`.
    public static let noShinyFolder =
        "the sprite URL has no /normal/ folder to turn into /shiny/ for shiny sprites; use a template with one"

    public struct Problem: Sendable, Codable, Equatable {
        public var pokemon: String
        public var sprite: String
        public var reason: String
    }

    public struct GameResult: Sendable, Codable, Equatable {
        public var game: String
        public var name: String
        public var total: Int
        /// On disk when the job ended.
        public var cached: Int
        public var downloaded: Int
        public var bytesDownloaded: Int
        /// Not found in any of its sprite folders.
        public var missing: [Problem]
        public var failed: [Problem]
        /// Left for the next fetch by the job's deadline: nothing is recorded for them.
        public var notFetched: Int
        /// Cached before a `--force` download that failed: the old file is kept, and counted in `cached`.
        public var keptOldCopy: Int
        /// The game was removed (by another `dex`) while its sprites were downloading; its job stopped there.
        public var removed: Bool

        /// Whether the job got its answer for this game, in part at least: a sprite downloaded, or every sprite it
        /// asked for found missing on the server or nothing to ask for. False when no download it tried worked
        /// (the host unreachable or failing, the deadline passed first).
        public var gotAnAnswer: Bool { !removed && (downloaded > 0 || (failed.isEmpty && notFetched == 0)) }
    }

    public var games: [GameResult]
    /// "cannot reach HOST: REASON" when a server was unreachable.
    public var unreachable: [String]
    public var seconds: Double

    /// True when every sprite of every game is in the cache (a game removed meanwhile was not finished).
    /// A `--force` download that failed is not complete, though the old file is kept.
    public var isComplete: Bool { games.allSatisfy { !$0.removed && $0.cached == $0.total && $0.keptOldCopy == 0 } }
    /// True when the job's deadline left sprites for the next fetch.
    public var stoppedAtDeadline: Bool { notFetched > 0 }

    public var total: Int { games.reduce(0) { $0 + $1.total } }
    public var cached: Int { games.reduce(0) { $0 + $1.cached } }
    public var downloaded: Int { games.reduce(0) { $0 + $1.downloaded } }
    public var notFetched: Int { games.reduce(0) { $0 + $1.notFetched } }
    public var keptOldCopy: Int { games.reduce(0) { $0 + $1.keptOldCopy } }
    public var missing: [Problem] { games.flatMap(\.missing) }
    public var failed: [Problem] { games.flatMap(\.failed) }
}

extension Duration {
    /// Whole and fractional seconds, for rates and the summary's `seconds`.
    public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
