import DexModel
import DexSprites
import DexStore
import DexSystem
import FoundationEssentials

/// Downloads the sprites of tracked games into the `SpriteCache` and records each outcome in the database.
///
/// Games are read a page at a time (`SpritePages`) and a `TaskGroup` runs one child task per sprite to download,
/// at most `2 × concurrency` alive at once, so memory stays flat however many sprites a job has. Each child takes
/// one of `concurrency` semaphore slots per transfer and gives it back while it waits to retry. The transfers
/// themselves run on `TransferEngine`'s thread, and files are written on `SpriteCache`'s queue.
///
/// The job ends by its deadline (`SpriteFetchOptions.deadline`): no transfer, retry or wait outlasts it, and the
/// sprites it leaves are counted as not fetched, with nothing recorded, so the next fetch picks them up. A game
/// removed by another `dex` meanwhile is noticed when outcomes are written: its downloads stop, and its folder,
/// which the job may have made or written into, is deleted at the end.
public struct SpriteFetcher: Sendable {
    public let database: DexDatabase
    public let cache: SpriteCache

    public init(database: DexDatabase, home: DexHome) {
        self.database = database
        cache = SpriteCache(home: home)
    }

    /// Fetches what `games` lack. Progress goes to `progress`, which is finished when this returns.
    /// Throws only for what stops the whole job (a bad template, an unusable database or cache folder);
    /// each sprite's own failure, the deadline and a removed game are in the summary.
    public func fetch(
        _ games: [Game], options: SpriteFetchOptions = SpriteFetchOptions(),
        progress: AsyncStream<SpriteProgress>.Continuation? = nil
    ) async throws -> SpriteFetchSummary {
        try await fetch(games.map { ($0, .wholeGame) }, options: options, progress: progress)
    }

    /// Fetches what each game's selection lacks.
    public func fetch(
        _ selections: [(game: Game, selection: SpriteSelection)], options: SpriteFetchOptions = SpriteFetchOptions(),
        progress: AsyncStream<SpriteProgress>.Continuation? = nil
    ) async throws -> SpriteFetchSummary {
        defer { progress?.finish() }
        let games = selections.map(\.game)
        let start = ContinuousClock.now
        let job = SpriteJob(deadline: options.deadline.map { start + $0 })
        let templates = try games.map {
            try SpriteURLTemplate.effective(
                run: options.templateOverride, environment: options.environment, stored: $0.spriteURLTemplate)
        }
        for game in games {
            let cache = cache
            do {
                try await BlockingIO.run { try cache.prepareFolder(game: game.slug) }
            } catch let error as SpriteCache.PathError {
                throw SpriteCacheError.spriteCacheUnwritable(path: cache.root.path, reason: error.description)
            }
        }
        var plannedDownloads = 0
        if let progress {
            // A first pass only counts, so the progress bar knows its end without the job holding every sprite.
            let (total, toDownload) = try await count(selections, options: options)
            plannedDownloads = toDownload
            progress.yield(.started(total: total, toDownload: toDownload))
        }
        var tally = SpriteFetchTally(database: database, progress: progress, plannedDownloads: plannedDownloads, job: job)
        var downloader: SpriteDownloader?
        defer { downloader?.engine.shutdown() }
        let hosts = SpriteHosts()
        var lookedUp = Set<String>()
        // A game's shiny folder is made at its first shiny download: most games have none.
        var shinyFolders = Set<Int>()

        try await withThrowingTaskGroup(of: (SpriteWork, SpriteOutcome).self) { group in
            var running = 0
            for ((game, selection), template) in zip(selections, templates) {
                let gameIndex = tally.startGame(game)
                var pages = SpritePages(database: database, cache: cache, game: game, selection: selection)
                reading: while let page = try await pages.next() {
                    for entry in page {
                        if job.isRemoved(game: gameIndex) { break reading }
                        let plan = SpritePlan(entry, options: options)
                        guard plan == .download else {
                            tally.settle(entry, as: plan, game: gameIndex)
                            continue
                        }
                        // Past the deadline the pages are still read, fast, so that the summary counts what is left.
                        guard !job.isPastDeadline else {
                            tally.leaveForLater(game: gameIndex)
                            continue
                        }
                        // A template without `/normal/` names no shiny sprite.
                        guard let entryTemplate = entry.shiny ? SpriteURLTemplate.shiny(template) : template else {
                            tally.settle(entry, as: .unsafe(reason: SpriteFetchSummary.noShinyFolder), game: gameIndex)
                            continue
                        }
                        let work = SpriteWork(
                            gameIndex: gameIndex, pokemonId: entry.pokemon.id,
                            label: entry.pokemon.label + (entry.shiny ? " (shiny)" : ""), game: game.slug,
                            sprite: entry.pokemon.imageName, shiny: entry.shiny,
                            sources: Self.sources(
                                template: entryTemplate, sprite: entry.pokemon.imageName,
                                folders: entry.pokemon.spriteFolders, game: game.slug),
                            replacesCachedCopy: entry.cachedSize != nil)
                        if work.shiny, shinyFolders.insert(gameIndex).inserted {
                            try await prepareShinyFolder(game: game.slug)
                        }
                        for source in work.sources where lookedUp.insert(source.host).inserted {
                            try await lookUp(source, hosts: hosts, options: options, tally: &tally)
                        }
                        if running == 2 * options.concurrency, let (done, outcome) = try await group.next() {
                            running -= 1
                            try await tally.finish(done, outcome)
                        }
                        // Made at the first download: a job with nothing to download never starts libcurl.
                        let active = try downloader ?? SpriteDownloader(hosts: hosts, cache: cache, options: options, job: job)
                        downloader = active
                        tally.queue(work)
                        group.addTask { (work, await active.download(work)) }
                        running += 1
                    }
                    try await tally.flushIfDue()
                }
            }
            while let (done, outcome) = try await group.next() {
                try await tally.finish(done, outcome)
            }
        }
        for (index, game) in games.enumerated() {
            let shiny = shinyFolders.contains(index)
            try await BlockingIO.run {
                try cache.flushFolder(game: game.slug)
                if shiny { try cache.flushFolder(game: game.slug, shiny: true) }
            }
        }
        try await tally.flush()
        for index in try await tally.checkRemoved() {
            try await removeFolder(ofRemoved: games[index])
        }
        return SpriteFetchSummary(
            games: tally.games, unreachable: tally.unreachable, seconds: (ContinuousClock.now - start).inSeconds)
    }

    private func prepareShinyFolder(game: String) async throws {
        let cache = cache
        do {
            try await BlockingIO.run { try cache.prepareFolder(game: game, shiny: true) }
        } catch let error as SpriteCache.PathError {
            throw SpriteCacheError.spriteCacheUnwritable(path: cache.root.path, reason: error.description)
        }
    }

    /// Deletes the folder of a game removed during the job, unless a game of that slug was added again meanwhile.
    /// (Should that fail, `dex sprites clean` removes the folder.)
    private func removeFolder(ofRemoved game: Game) async throws {
        let (database, cache, slug) = (database, cache, game.slug)
        try await BlockingIO.run {
            guard (try? database.games.current(slug)) == nil else { return }
            try? cache.removeGame(slug)
        }
    }

    /// How many sprites `games` have, and how many of them a fetch would download.
    private func count(
        _ selections: [(game: Game, selection: SpriteSelection)], options: SpriteFetchOptions
    ) async throws -> (total: Int, toDownload: Int) {
        var total = 0, toDownload = 0
        for (game, selection) in selections {
            var pages = SpritePages(database: database, cache: cache, game: game, selection: selection)
            while let page = try await pages.next() {
                total += page.count
                toDownload += page.reduce(0) { $0 + (SpritePlan($1, options: options) == .download ? 1 : 0) }
            }
        }
        return (total, toDownload)
    }

    /// Looks a host up once per job, before its first transfer: offline, that is one DNS query, not one per sprite.
    private func lookUp(
        _ source: SpriteWork.Source, hosts: SpriteHosts, options: SpriteFetchOptions, tally: inout SpriteFetchTally
    ) async throws {
        let host = source.host, isHTTPS = source.url.lowercased().hasPrefix("https:"), environment = options.environment
        switch try await BlockingIO.run({ HostLookup.lookUp(authority: host, isHTTPS: isHTTPS, environment: environment) }) {
        case .resolved(let entry):
            if let entry { hosts.setResolveEntry(entry, for: host) }
        case .unresolvable(let reason):
            if hosts.markUnreachable(host, reason: reason) { tally.hostUnreachable(host, reason: reason) }
        }
    }

    /// The URLs to try in order: one per sprite folder, duplicates dropped (a template without `{folder}`
    /// gives the same URL for every folder). Folders are checked like slugs since they go into a URL.
    static func sources(template: String, sprite: String, folders: [String], game: String) -> [SpriteWork.Source] {
        var names = folders.filter(SpriteSlug.isValid)
        if names.isEmpty { names = [game] }
        var seen = Set<String>()
        return names.compactMap { folder in
            let url = SpriteURLTemplate.url(template, sprite: sprite, folder: folder)
            return seen.insert(url).inserted ? SpriteWork.Source(folder: folder, url: url) : nil
        }
    }
}
