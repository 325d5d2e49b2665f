import DexModel
import DexSystem
import FoundationEssentials

/// One sprite to download, and where from.
package struct SpriteWork: Sendable {
    package struct Source: Sendable, Equatable {
        package let folder: String
        package let url: String
        package var host: String { SpriteURLTemplate.host(of: url) }

        package init(folder: String, url: String) {
            self.folder = folder
            self.url = url
        }
    }

    /// Which of the job's games it belongs to.
    package let gameIndex: Int
    package let pokemonId: UUID
    package let label: String
    package let game: String
    package let sprite: String
    /// The shiny sprite, kept in the game's shiny folder (`SpriteCache.folder(game:shiny:)`).
    package let shiny: Bool
    package let sources: [Source]
    /// A valid copy was on disk before a `--force` download: a failure leaves it there, still cached.
    package let replacesCachedCopy: Bool

    package init(
        gameIndex: Int, pokemonId: UUID, label: String, game: String, sprite: String, shiny: Bool = false,
        sources: [Source], replacesCachedCopy: Bool
    ) {
        self.gameIndex = gameIndex
        self.pokemonId = pokemonId
        self.label = label
        self.game = game
        self.sprite = sprite
        self.shiny = shiny
        self.sources = sources
        self.replacesCachedCopy = replacesCachedCopy
    }
}

/// How one sprite's download ended.
package enum SpriteOutcome: Sendable {
    case downloaded(bytes: Int, folder: String)
    case missing(folders: [String])
    case failed(String)
    /// Downloaded, but the cache could not store it: the error says where and why.
    case unstored(any Error)
    /// `isFirst` is true for the one outcome that found the host unreachable, so it is reported once.
    case unreachable(host: String, reason: String, isFirst: Bool)
    /// The job's deadline came first: not attempted, or cut off. Nothing is recorded; the next fetch tries it.
    case outOfTime
    /// Its game was removed while the job ran: nothing is requested, written or recorded.
    case gameRemoved

    package var isDownloaded: Bool {
        if case .downloaded = self { true } else { false }
    }
}

/// Downloads one sprite into the cache; what every download task of a job shares.
package struct SpriteDownloader: Sendable {
    package let engine: TransferEngine
    /// At most `concurrency` transfers in flight: a task holds a slot only while its transfer runs.
    package let slots: AsyncSemaphore
    package let hosts: SpriteHosts
    package let cache: SpriteCache
    package let options: SpriteFetchOptions
    package let job: SpriteJob

    package init(hosts: SpriteHosts, cache: SpriteCache, options: SpriteFetchOptions, job: SpriteJob) throws(CurlError) {
        engine = try TransferEngine()
        slots = AsyncSemaphore(limit: options.concurrency)
        self.hosts = hosts
        self.cache = cache
        self.options = options
        self.job = job
    }

    /// Tries each folder in turn (a 404 moves to the next), retrying transient failures with backoff. No attempt
    /// starts, waits or runs past the job's deadline.
    package func download(_ work: SpriteWork) async -> SpriteOutcome {
        var triedFolders: [String] = []
        for source in work.sources {
            let host = source.host
            var attempt = 1
            attempts: while true {
                if job.isRemoved(game: work.gameIndex) { return .gameRemoved }
                if let reason = hosts.unreachableReason(for: host) {
                    return .unreachable(host: host, reason: reason, isFirst: false)
                }
                await slots.acquire()
                // Taken after the wait for a slot, which can be long.
                guard let limits = options.limits.within(job.timeLeft) else {
                    slots.release()
                    return .outOfTime
                }
                let result = await engine.perform(url: source.url, limits: limits, resolve: hosts.resolveEntry(for: host))
                slots.release()
                // A failure at the deadline is most likely the deadline's own cut.
                if case .failed = result, job.isPastDeadline { return .outOfTime }
                switch SpriteResponse.classify(result) {
                case .body(let bytes):
                    if case .failure(let problem) = SpritePNG.validate(bytes) {
                        return .failed("the server sent \(problem) (\(bytes.count) bytes) for \(source.url)")
                    }
                    if job.isRemoved(game: work.gameIndex) { return .gameRemoved }
                    do {
                        let size = try await cache.store(bytes, game: work.game, sprite: work.sprite, shiny: work.shiny)
                        return .downloaded(bytes: size, folder: source.folder)
                    } catch {
                        return .unstored(error)
                    }
                case .notFound:
                    triedFolders.append(source.folder)
                    break attempts
                case .retry(let reason, let retryAfter):
                    guard let delay = options.retry.delay(afterAttempt: attempt, retryAfterSeconds: retryAfter) else {
                        return .failed("\(reason) after \(Plural.count(attempt, "attempt")) (\(source.url))")
                    }
                    if let timeLeft = job.timeLeft, timeLeft <= delay { return .outOfTime }
                    // The slot is free while waiting: other sprites use it.
                    try? await Task.sleep(for: delay)
                    attempt += 1
                case .unreachable(let reason):
                    return .unreachable(host: host, reason: reason, isFirst: hosts.markUnreachable(host, reason: reason))
                case .permanent(let reason):
                    return .failed("\(reason) (\(source.url))")
                }
            }
        }
        return .missing(folders: triedFolders)
    }
}
