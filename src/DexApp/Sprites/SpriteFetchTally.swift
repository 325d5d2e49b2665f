import DexModel
import DexSprites
import DexStore
import FoundationEssentials

/// What a fetch has learned so far: each game's result, the counts the progress bar shows, and the outcomes not
/// yet written to the database. Failures are kept for the summary; everything else is counted, not kept.
struct SpriteFetchTally {
    let database: DexDatabase
    let progress: AsyncStream<SpriteProgress>.Continuation?
    /// Sprites the counting pass expected to download (0 when no one watches the progress).
    let plannedDownloads: Int
    let job: SpriteJob

    private(set) var games: [SpriteFetchSummary.GameResult] = []
    private(set) var unreachable: [String] = []
    private var gameIds: [UUID] = []
    private var queued = 0, completed = 0, failed = 0, bytes = 0
    private var pending: [(game: Int, record: SpriteRecord)] = []
    private var lastFlush = ContinuousClock.now

    init(database: DexDatabase, progress: AsyncStream<SpriteProgress>.Continuation?, plannedDownloads: Int, job: SpriteJob) {
        self.database = database
        self.progress = progress
        self.plannedDownloads = plannedDownloads
        self.job = job
    }

    /// Starts a game's result; returns its index.
    mutating func startGame(_ game: Game) -> Int {
        games.append(
            SpriteFetchSummary.GameResult(
                game: game.slug, name: game.name, total: 0, cached: 0, downloaded: 0, bytesDownloaded: 0, missing: [], failed: [],
                notFetched: 0, keptOldCopy: 0, removed: false))
        gameIds.append(game.id)
        return games.count - 1
    }

    /// A sprite settled without a download: cached, known missing, or refused.
    mutating func settle(_ entry: SpritePages.Entry, as plan: SpritePlan, game: Int) {
        games[game].total += 1
        let pokemon = entry.pokemon, label = pokemon.label + (entry.shiny ? " (shiny)" : "")
        switch plan {
        case .unsafe(let reason):
            games[game].failed.append(.init(pokemon: label, sprite: pokemon.imageName, reason: reason))
            keep(game, SpriteRecord(pokemonId: pokemon.id, state: .failed, reason: reason), shiny: entry.shiny)
        case .cached(let size, let needsRecord):
            games[game].cached += 1
            if needsRecord {
                keep(
                    game, SpriteRecord(pokemonId: pokemon.id, state: .fetched, folder: entry.record?.folder, byteCount: size),
                    shiny: entry.shiny)
            }
        case .knownMissing(let reason):
            games[game].missing.append(.init(pokemon: label, sprite: pokemon.imageName, reason: reason))
        case .download:
            break
        }
    }

    /// A sprite to download that the deadline left no time for.
    mutating func leaveForLater(game: Int) {
        games[game].total += 1
        games[game].notFetched += 1
    }

    mutating func queue(_ work: SpriteWork) {
        games[work.gameIndex].total += 1
        queued += 1
    }

    /// A host failed its lookup before any transfer to it.
    mutating func hostUnreachable(_ host: String, reason: String) {
        unreachable.append("\(SpriteRecord.unreachablePrefix)\(host): \(reason)")
        progress?.yield(.unreachable(host: host, reason: reason))
    }

    mutating func finish(_ work: SpriteWork, _ outcome: SpriteOutcome) async throws {
        let problem = { (reason: String) in SpriteFetchSummary.Problem(pokemon: work.label, sprite: work.sprite, reason: reason) }
        // What arrives for a removed game (a write into its deleted folder failing, say) is no news.
        guard !games[work.gameIndex].removed else { return }
        if work.replacesCachedCopy, !outcome.isDownloaded {
            games[work.gameIndex].cached += 1
            games[work.gameIndex].keptOldCopy += 1
        }
        switch outcome {
        case .downloaded(let size, let folder):
            games[work.gameIndex].cached += 1
            games[work.gameIndex].downloaded += 1
            games[work.gameIndex].bytesDownloaded += size
            bytes += size
            keep(
                work.gameIndex, SpriteRecord(pokemonId: work.pokemonId, state: .fetched, folder: folder, byteCount: size),
                shiny: work.shiny)
        case .missing(let folders):
            failed += 1
            let reason = "not found in \(folders.joined(separator: ", "))"
            games[work.gameIndex].missing.append(problem(reason))
            keep(
                work.gameIndex,
                SpriteRecord(pokemonId: work.pokemonId, state: .missing, folder: folders.joined(separator: " "), reason: reason),
                shiny: work.shiny)
        case .failed(let reason):
            failed += 1
            games[work.gameIndex].failed.append(problem(reason))
            keep(work.gameIndex, SpriteRecord(pokemonId: work.pokemonId, state: .failed, reason: reason), shiny: work.shiny)
        case .unstored(let error):
            failed += 1
            let reason = ErrorMessage.line(for: error)
            games[work.gameIndex].failed.append(problem(reason))
            keep(work.gameIndex, SpriteRecord(pokemonId: work.pokemonId, state: .failed, reason: reason), shiny: work.shiny)
        case .unreachable(let host, let reason, let isFirst):
            failed += 1
            if isFirst { hostUnreachable(host, reason: reason) }
            let message = "\(SpriteRecord.unreachablePrefix)\(host): \(reason)"
            games[work.gameIndex].failed.append(problem(message))
            keep(work.gameIndex, SpriteRecord(pokemonId: work.pokemonId, state: .failed, reason: message), shiny: work.shiny)
        case .outOfTime:
            games[work.gameIndex].notFetched += 1
            return
        case .gameRemoved:
            return
        }
        completed += 1
        // A sprite queued beyond the counting pass's plan (one deleted from disk meanwhile) grows the total.
        progress?.yield(.advanced(completed: completed, toDownload: max(plannedDownloads, queued), failed: failed, bytes: bytes))
        try await flushIfDue()
    }

    /// Keeps an outcome to write, a shiny sprite's apart from its Pokémon's normal one.
    private mutating func keep(_ game: Int, _ record: SpriteRecord, shiny: Bool) {
        var record = record
        record.shiny = shiny
        pending.append((game, record))
    }

    /// Outcomes are written in batches: one transaction per sprite would cost a disk sync each.
    mutating func flushIfDue() async throws {
        guard pending.count >= 200 || ContinuousClock.now - lastFlush > .milliseconds(500) else { return }
        try await flush()
    }

    /// Writes what is pending; a game found removed meanwhile gets nothing written and is stopped.
    mutating func flush() async throws {
        let records = pending.map { (gameId: gameIds[$0.game], record: $0.record) }
        markRemoved(try await database.spriteRecords.record(records))
        pending.removeAll(keepingCapacity: true)
        lastFlush = .now
    }

    /// Asks the database which of the job's games are gone (once the job is over: a game removed before its first
    /// outcome was written); returns the indexes of every game found removed.
    mutating func checkRemoved() async throws -> [Int] {
        markRemoved(try await database.spriteRecords.untrackedGames(Set(gameIds)))
        return games.indices.filter { games[$0].removed }
    }

    private mutating func markRemoved(_ ids: Set<UUID>) {
        for (index, id) in gameIds.enumerated() where ids.contains(id) && !games[index].removed {
            games[index].removed = true
            job.markRemoved(game: index)
        }
    }
}
