import DexModel
import FoundationEssentials
import SQLiteStore

/// The games the player tracks (`games` table): adding, removing and choosing the active one, and how far each is.
public struct TrackedGames: Sendable {
    let writer: DatabaseAccess

    /// Creates the game and seeds its Pokémon for `starter` in one transaction, and makes it the active game. With
    /// `tracksShiny`, a shiny living dex; without `downloadsSprites`, commands do not download the sprites they bring in.
    public func add(
        _ entry: GameManifest.Entry, starter: String?, kinds: EntryKinds = .species, dataVersion: String,
        spriteURLTemplate: String, tracksShiny: Bool = false, downloadsSprites: Bool = true
    ) throws -> GameProgress {
        if tracksShiny && entry.generation == 1 { throw StoreError.noShiniesInGeneration1(game: entry.name) }
        var (game, pokemon) = entry.seededRows(
            starter: try entry.resolveStarter(starter), kinds: kinds, dataVersion: dataVersion,
            spriteURLTemplate: spriteURLTemplate)
        game.tracksShiny = tracksShiny
        game.downloadsSprites = downloadsSprites
        return try writer.write { db in
            if try Game.withSlug(entry.slug, in: db) != nil { throw StoreError.gameAlreadyTracked(entry.slug) }
            try Self.insert(game, pokemon: pokemon, in: db)
            try Self.setActiveGame(game.id, in: db)
            return GameProgress(game: game, caught: 0, total: pokemon.count)
        }
    }

    /// Deletes a game and, by cascade, its Pokémon. Returns what was removed.
    @discardableResult
    public func remove(_ slug: String) throws -> Game {
        try removeKeepingOneActive(slug).removed
    }

    /// Deletes a game and, by cascade, its Pokémon. When it was the active game, the game left that was active most
    /// recently (else the most recently added) becomes active (returned as `nowActive`), so per-game commands keep
    /// working.
    public func removeKeepingOneActive(_ slug: String) throws -> (removed: Game, nowActive: Game?) {
        try writer.write { db in
            let game = try Game.tracked(slug, in: db)
            let wasActive = try Preferences.fetch(db).activeGameId == game.id
            try game.delete(db)
            guard wasActive, let previous = try Game.usedMostRecently(in: db) else { return (game, nil) }
            try Self.setActiveGame(previous.id, in: db)
            return (game, previous)
        }
    }

    /// Makes `slug` the game that per-game commands act on.
    @discardableResult
    public func use(_ slug: String) throws -> Game {
        try writer.write { db in
            let game = try Game.tracked(slug, in: db)
            try Self.setActiveGame(game.id, in: db)
            return game
        }
    }

    /// Lets commands download the sprites they bring in for these games again (a `dex sprites fetch` of them). Writes
    /// nothing when each does already.
    public func downloadSprites(of ids: [UUID]) throws {
        guard !ids.isEmpty else { return }
        try writer.write { db in
            try db.execute(
                "UPDATE games SET downloadsSprites = 1 WHERE NOT downloadsSprites AND id IN (SELECT value FROM json_each(?))",
                [Journal.jsonArray(ids)])
        }
    }

    /// The game named by `--game`, else the active one.
    public func current(_ slug: String?) throws -> Game {
        try writer.read { db in try Game.current(slug, in: db) }
    }

    /// Every tracked game, in the order `dex games` lists them.
    public func all() throws -> [Game] {
        try writer.read { db in try Game.all(in: db) }
    }

    /// Every tracked game with its counts, and the active game's id.
    public func progress() throws -> (games: [GameProgress], activeGameId: UUID?) {
        try writer.read { db in
            (try GameProgress.all(in: db), try Preferences.fetch(db).activeGameId)
        }
    }

    /// A new game's row and its seeded Pokémon (`dex add-game`, and `dex import` of a game not tracked yet).
    static func insert(_ game: Game, pokemon: [Pokemon], in db: SQLiteConnection) throws {
        try game.insert(db)
        try Pokemon.insertAll(pokemon, in: db)
    }

    /// Makes `id` the active game and notes it as the one used last (`gamesUsed`).
    static func setActiveGame(_ id: UUID?, in db: SQLiteConnection) throws {
        var preferences = try Preferences.fetch(db)
        preferences.activeGameId = id
        try preferences.upsert(db)
        guard let id else { return }
        try db.execute(
            """
            INSERT INTO gamesUsed (gameId, turn) VALUES (?, (SELECT COALESCE(MAX(turn), 0) + 1 FROM gamesUsed))
            ON CONFLICT (gameId) DO UPDATE SET turn = excluded.turn
            """, [id])
    }
}

extension GameManifest.Entry {
    /// The rows a newly tracked game starts with, by `dex add-game` or by importing a game not tracked yet:
    /// the game, and its Pokémon obtainable with `starter` (already checked by `resolveStarter`), none caught.
    func seededRows(starter: String?, kinds: EntryKinds = .species, dataVersion: String, spriteURLTemplate: String)
        -> (game: Game, pokemon: [Pokemon])
    {
        let seeds = self.seeds(starter: starter, kinds: kinds)
        var game = Game(
            slug: slug, name: name, generation: generation, selectedStarter: starter, dataVersion: dataVersion,
            spriteURLTemplate: spriteURLTemplate)
        if let sections = regionalDexSections, sections.count > 1 { game.regionalDexSections = sections }
        game.entryKinds = kinds
        let details = seedDetails(of: seeds.map(\.pokemon))
        let ids = UUID.random(count: seeds.count)
        let rows = zip(ids, zip(seeds, details)).map { id, seedAndDetail in
            let (seed, detail) = seedAndDetail
            let pokemon = seed.pokemon
            var row = Pokemon(
                id: id, gameId: game.id, name: pokemon.name, dexNumber: pokemon.dexNumber, regionalNumber: pokemon.regionalNumber,
                spriteSlug: pokemon.spriteSlug, spriteFolders: spriteFolders(of: pokemon))
            row.takeNumbers(of: pokemon, in: self)
            row.form = seed.form
            row.speciesName = seed.speciesName
            row.fill(from: detail)
            return row
        }
        return (game, rows)
    }
}
