import Foundation

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
    public var environment: [String: String] = ProcessInfo.processInfo.environment
    public var limits = TransferLimits()
    public var retry = RetryPolicy()

    public static let concurrencyRange = 1...200

    public init() {}
}

/// Downloads the sprites of tracked games into the `SpriteCache` and records each outcome in the database.
///
/// A `TaskGroup` runs one child task per sprite, at most `2 × concurrency` alive at once so that memory stays
/// flat however many sprites a job has; each child takes one of `concurrency` semaphore slots per transfer and
/// gives it back while it waits to retry. The transfers themselves run on `TransferEngine`'s thread.
public struct SpriteFetcher: Sendable {
    public let database: DexDatabase
    public let cache: SpriteCache

    public init(database: DexDatabase, home: DexHome) {
        self.database = database
        cache = SpriteCache(home: home)
    }

    /// Fetches what `games` lack. Progress goes to `progress`, which is finished when this returns.
    /// Throws only for what stops the whole job (a bad template, an unusable database or cache folder);
    /// each sprite's own failure is in the summary.
    public func fetch(
        _ games: [Game], options: SpriteFetchOptions = SpriteFetchOptions(),
        progress: AsyncStream<SpriteProgress>.Continuation? = nil
    ) async throws -> SpriteFetchSummary {
        defer { progress?.finish() }
        let start = ContinuousClock.now
        var results: [SpriteFetchSummary.GameResult] = []
        var work: [SpriteWork] = []
        var records: [SpriteRecord] = []
        for game in games {
            let template = try SpriteURLTemplate.effective(
                run: options.templateOverride, environment: options.environment, stored: game.spriteURLTemplate)
            let plan = try await database.spritePlan(for: game)
            let cache = cache
            let onDisk: [String: Int]
            do {
                onDisk = try await BlockingIO.run { try cache.prepare(game: game.slug) }
            } catch let error as SpriteCache.PathError {
                throw DexError.spriteCacheUnwritable(path: cache.root.path, reason: error.description)
            }
            var result = SpriteFetchSummary.GameResult(
                game: game.slug, name: game.name, total: plan.count, cached: 0, downloaded: 0, bytesDownloaded: 0,
                missing: [], failed: [])
            for (pokemon, record) in plan {
                let sprite = pokemon.imageName
                let problem = { (reason: String) in SpriteFetchSummary.Problem(pokemon: pokemon.label, sprite: sprite, reason: reason) }
                guard SpriteSlug.isValid(sprite) else {
                    let reason = SpriteCache.PathError.unsafeSlug(sprite).description
                    result.failed.append(problem(reason))
                    records.append(SpriteRecord(pokemonId: pokemon.id, state: .failed, reason: reason))
                    continue
                }
                if !options.force, let size = onDisk[sprite] {
                    result.cached += 1
                    if record?.state != .fetched || record?.byteCount != size {
                        records.append(SpriteRecord(pokemonId: pokemon.id, state: .fetched, folder: record?.folder, byteCount: size))
                    }
                    continue
                }
                if !options.force, !options.retryMissing, let record, record.state == .missing {
                    result.missing.append(problem((record.reason ?? "not found") + "; pass --retry-missing to try again"))
                    continue
                }
                work.append(SpriteWork(
                    gameIndex: results.count, pokemonId: pokemon.id, label: pokemon.label, game: game.slug, sprite: sprite,
                    sources: Self.sources(template: template, sprite: sprite, folders: pokemon.spriteFolders, game: game.slug)))
            }
            results.append(result)
        }
        try await database.recordSprites(records)

        let total = results.reduce(0) { $0 + $1.total }
        progress?.yield(.started(total: total, toDownload: work.count))
        var unreachable: [String] = []
        if !work.isEmpty {
            try await download(work, options: options, results: &results, unreachable: &unreachable, progress: progress)
        }
        let elapsed = (ContinuousClock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        return SpriteFetchSummary(games: results, unreachable: unreachable, seconds: seconds)
    }

    /// The URLs to try in order: one per sprite folder, duplicates dropped (a template without `{generation}`
    /// gives the same URL for every folder). Folders are checked like slugs since they go into a URL.
    static func sources(template: String, sprite: String, folders: String?, game: String) -> [SpriteWork.Source] {
        var names = (folders ?? "").split(separator: " ").map(String.init).filter(SpriteSlug.isValid)
        if names.isEmpty { names = [game] }
        var seen = Set<String>()
        return names.compactMap { folder in
            let url = SpriteURLTemplate.url(template, sprite: sprite, folder: folder)
            return seen.insert(url).inserted ? SpriteWork.Source(folder: folder, url: url) : nil
        }
    }

    private func download(
        _ work: [SpriteWork], options: SpriteFetchOptions, results: inout [SpriteFetchSummary.GameResult],
        unreachable: inout [String], progress: AsyncStream<SpriteProgress>.Continuation?
    ) async throws {
        let engine = try TransferEngine()
        defer { engine.shutdown() }
        let hosts = UnreachableHosts()
        var resolves: [String: String] = [:]
        var authorities: [String: Bool] = [:]
        for item in work { for source in item.sources { authorities[SpriteURLTemplate.host(of: source.url)] = source.url.lowercased().hasPrefix("https:") } }
        for (authority, isHTTPS) in authorities.sorted(by: { $0.key < $1.key }) {
            let environment = options.environment
            switch try await BlockingIO.run({ HostLookup.lookUp(authority: authority, isHTTPS: isHTTPS, environment: environment) }) {
            case .resolved(let entry):
                resolves[authority] = entry
            case .unresolvable(let reason):
                _ = hosts.mark(authority, reason: reason)
                unreachable.append("cannot reach \(authority): \(reason)")
                progress?.yield(.unreachable(host: authority, reason: reason))
            }
        }
        let context = DownloadContext(
            engine: engine, semaphore: AsyncSemaphore(limit: options.concurrency), hosts: hosts, resolves: resolves,
            cache: cache, options: options)
        var pending: [SpriteRecord] = []
        var lastFlush = ContinuousClock.now
        var completed = 0, failed = 0, bytes = 0
        try await withThrowingTaskGroup(of: (Int, SpriteOutcome).self) { group in
            var next = 0
            func startNext() {
                guard next < work.count else { return }
                let index = next, item = work[index]
                next += 1
                group.addTask { (index, await context.download(item)) }
            }
            for _ in 0..<min(work.count, 2 * max(1, options.concurrency)) { startNext() }
            while let (index, outcome) = try await group.next() {
                startNext()
                let item = work[index]
                let problem = { (reason: String) in SpriteFetchSummary.Problem(pokemon: item.label, sprite: item.sprite, reason: reason) }
                completed += 1
                switch outcome {
                case .downloaded(let size, let folder):
                    results[item.gameIndex].cached += 1
                    results[item.gameIndex].downloaded += 1
                    results[item.gameIndex].bytesDownloaded += size
                    bytes += size
                    pending.append(SpriteRecord(pokemonId: item.pokemonId, state: .fetched, folder: folder, byteCount: size))
                case .missing(let folders):
                    failed += 1
                    let reason = "not found in \(folders.joined(separator: ", "))"
                    results[item.gameIndex].missing.append(problem(reason))
                    pending.append(SpriteRecord(pokemonId: item.pokemonId, state: .missing, folder: folders.joined(separator: " "), reason: reason))
                case .failed(let reason):
                    failed += 1
                    results[item.gameIndex].failed.append(problem(reason))
                    pending.append(SpriteRecord(pokemonId: item.pokemonId, state: .failed, reason: reason))
                case .unreachable(let host, let reason, let isFirst):
                    failed += 1
                    let message = "cannot reach \(host): \(reason)"
                    if isFirst {
                        unreachable.append(message)
                        progress?.yield(.unreachable(host: host, reason: reason))
                    }
                    results[item.gameIndex].failed.append(problem(message))
                    pending.append(SpriteRecord(pokemonId: item.pokemonId, state: .failed, reason: message))
                }
                progress?.yield(.advanced(completed: completed, toDownload: work.count, failed: failed, bytes: bytes))
                // Outcomes are written in batches: one transaction per sprite would cost a disk sync each.
                if pending.count >= 200 || ContinuousClock.now - lastFlush > .milliseconds(500) {
                    try await database.recordSprites(pending)
                    pending.removeAll(keepingCapacity: true)
                    lastFlush = .now
                }
            }
        }
        try await database.recordSprites(pending)
    }
}

/// One sprite to download, and where from.
struct SpriteWork: Sendable {
    struct Source: Sendable, Equatable {
        let folder: String
        let url: String
    }

    let gameIndex: Int
    let pokemonId: UUID
    let label: String
    let game: String
    let sprite: String
    let sources: [Source]
}

enum SpriteOutcome: Sendable {
    case downloaded(bytes: Int, folder: String)
    case missing(folders: [String])
    case failed(String)
    /// `isFirst` is true for the one outcome that found the host unreachable, so it is reported once.
    case unreachable(host: String, reason: String, isFirst: Bool)
}

/// Hosts found unreachable during this job: later sprites skip them instead of failing one by one.
final class UnreachableHosts: @unchecked Sendable {
    private let lock = NSLock()
    private var reasons: [String: String] = [:]

    func reason(for host: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return reasons[host]
    }

    /// Returns true if this call is the first to mark `host`.
    func mark(_ host: String, reason: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard reasons[host] == nil else { return false }
        reasons[host] = reason
        return true
    }
}

/// What every download task shares.
struct DownloadContext: Sendable {
    let engine: TransferEngine
    let semaphore: AsyncSemaphore
    let hosts: UnreachableHosts
    /// `CURLOPT_RESOLVE` entries by host, from `HostLookup`.
    let resolves: [String: String]
    let cache: SpriteCache
    let options: SpriteFetchOptions

    /// Tries each folder in turn (a 404 moves to the next), retrying transient failures with backoff.
    func download(_ work: SpriteWork) async -> SpriteOutcome {
        var triedFolders: [String] = []
        for source in work.sources {
            let host = SpriteURLTemplate.host(of: source.url)
            var attempt = 1
            attempts: while true {
                if let reason = hosts.reason(for: host) { return .unreachable(host: host, reason: reason, isFirst: false) }
                await semaphore.acquire()
                let result = await engine.perform(url: source.url, limits: options.limits, resolve: resolves[host])
                semaphore.release()
                switch SpriteResponse.classify(result) {
                case .body(let bytes):
                    if case .failure(let problem) = PNGSignature.validate(bytes) {
                        return .failed("the server sent \(problem) (\(bytes.count) bytes) for \(source.url)")
                    }
                    do {
                        let cache = cache, game = work.game, sprite = work.sprite
                        let size = try await BlockingIO.run { try cache.store(bytes, game: game, sprite: sprite) }
                        return .downloaded(bytes: size, folder: source.folder)
                    } catch {
                        return .failed("\(error)")
                    }
                case .notFound:
                    triedFolders.append(source.folder)
                    break attempts
                case .retry(let reason, let retryAfter):
                    guard let delay = options.retry.delay(afterAttempt: attempt, retryAfterSeconds: retryAfter) else {
                        return .failed("\(reason) after \(attempt) attempt\(attempt == 1 ? "" : "s") (\(source.url))")
                    }
                    try? await Task.sleep(for: delay)
                    attempt += 1
                case .unreachable(let reason):
                    return .unreachable(host: host, reason: reason, isFirst: hosts.mark(host, reason: reason))
                case .permanent(let reason):
                    return .failed("\(reason) (\(source.url))")
                }
            }
        }
        return .missing(folders: triedFolders)
    }
}
