import DexModel
import SQLiteStore

/// The Pokémon of the tracked games, read: a ref to its row, a game's list, what the game data says of one, what a
/// place gives. Changing them is `Catches`' job.
public struct Catalog: Sendable {
    let writer: DatabaseAccess

    /// The one Pokémon `ref` names in the game named by `--game` (else the active game).
    public func pokemon(_ ref: PokemonRef, game slug: String?) throws -> (game: Game, pokemon: Pokemon) {
        try writer.read { db in
            let game = try Game.current(slug, in: db)
            do {
                return (game, try Self.onePokemon(ref, in: game, db, use: .show))
            } catch StoreError.unknownPokemon(let ref, let game, let suggestion) {
                // Reading changes nothing anyway: say what to do instead.
                throw StoreError.pokemonNotInGame(ref, game: game, suggestion: suggestion)
            }
        }
    }

    /// The Pokémon `ref` names in every tracked game (nil where a game does not have it), in `dex games`' order.
    /// A ref that names nothing in any game is an error, with the suggestion of the active game (else the first).
    public func pokemonInEveryGame(_ ref: PokemonRef) throws -> [(game: Game, pokemon: Pokemon?)] {
        if ref.isRegional { throw StoreError.regionalRefInEveryGame(ref.description) }
        return try writer.read { db in
            let games = try Game.all(in: db)
            guard !games.isEmpty else { throw NoGamesTracked() }
            var found: [(game: Game, pokemon: Pokemon?)] = []
            var firstError: StoreError?
            let activeId = try Preferences.fetch(db).activeGameId
            for game in games {
                do {
                    found.append((game, try Self.onePokemon(ref, in: game, db, use: .showInEveryGame)))
                } catch StoreError.unknownPokemon(let ref, let name, let suggestion) {
                    found.append((game, nil))
                    if firstError == nil || game.id == activeId {
                        firstError = .pokemonNotInGame(ref, game: name, suggestion: suggestion)
                    }
                }
            }
            if let firstError, found.allSatisfy({ $0.pokemon == nil }) { throw firstError }
            return found
        }
    }

    /// The sprite slugs (`mr-mime`) of the game named by `--game`, else the active game, in dex order: what shell
    /// completion offers for a ref. A form other than the default is offered as its species and form
    /// (`vulpix-alola`, `unown-b`) and as its name (`alolan-vulpix`), which `dex mark` takes as it takes the form's name.
    public func spriteSlugs(game slug: String?) throws -> [String] {
        try writer.read { db in
            let game = try Game.current(slug, in: db)
            let sql = "SELECT spriteSlug, name, form, speciesName FROM pokemon WHERE gameId = ? ORDER BY dexNumber, rowid"
            return try db.query(sql, [game.id]).flatMap { row in
                let form = try row.string("form")
                if !form.isEmpty {
                    // The form's name too (`alolan-vulpix` beside `vulpix-alola`): a player starts with either word.
                    let species = NameKey.slug(try row.optionalString("speciesName") ?? row.string("name")) + "-" + form
                    let name = NameKey.slug(try row.string("name"))
                    return name == species ? [species] : [species, name]
                }
                return [try row.optionalString("spriteSlug") ?? NameKey.slug(try row.string("name"))]
            }
        }
    }

    /// The game's own numbers as refs, each section's in turn: `R001` for the first section's (a game of one Pokédex's
    /// own), `isle-of-armor:R001` for a later section's, whether its Pokémon is numbered there first or an earlier
    /// section lists it too; what shell completion offers for a word like one.
    public func regionalRefs(game slug: String?) throws -> [String] {
        try writer.read { db in
            let game = try Game.current(slug, in: db)
            let sections = game.regionalDexSections
            var numbers: Set<SectionNumber> = []
            let sql =
                "SELECT regionalNumber, regionalDex, sectionNumbers FROM pokemon WHERE gameId = ? AND regionalNumber IS NOT NULL"
            for row in try db.query(sql, [game.id]) {
                let section = try row.optionalString("regionalDex") ?? sections.first ?? ""
                numbers.insert(SectionNumber(section: section, number: try row.int("regionalNumber")))
                numbers.formUnion(StoredSectionNumbers.decode(try row.optionalString("sectionNumbers")))
            }
            let ordered = numbers.sorted {
                (sections.firstIndex(of: $0.section) ?? -1, $0.number) < (sections.firstIndex(of: $1.section) ?? -1, $1.number)
            }
            return ordered.map { numbered in
                let ref = DexNumber.regional(numbered.number)
                return numbered.section.isEmpty || numbered.section == sections.first ? ref : numbered.section + ":" + ref
            }
        }
    }

    /// The Pokémon a single-Pokémon command (`note`, `show`) acts on; a range is refused.
    static func onePokemon(_ ref: PokemonRef, in game: Game, _ db: SQLiteConnection, use: OnePokemonUse) throws -> Pokemon {
        switch ref {
        case .range, .regionalRange: throw StoreError.needsOnePokemon(ref.description, use: use)
        case .number, .name, .regional: break
        }
        let matches = try PokemonMatcher(game: game, db: db).resolve([ref])
        guard let pokemon = matches.first else { throw StoreError.needsOnePokemon(ref.description, use: use) }
        return pokemon
    }

    /// The Pokémon of the game named by `--game` (else the active game) that `filter`, `reach`, `shiny` (true: caught
    /// shiny, false: not) and `search` keep, in `order`.
    public func list(
        game slug: String?, filter: ListFilter, reach: ListReach? = nil, shiny: Bool? = nil, search: PokemonSearch?,
        order: ListOrder = .regional
    ) throws -> (game: Game, pokemon: [Pokemon]) {
        try writer.read { db in
            let game = try Game.current(slug, in: db)
            guard let search else {
                let pokemon = try Pokemon.fetchAll(db, Self.listCondition(filter, shiny), [game.id])
                let shown = try Self.shown(
                    pokemon.map(\.listEntry), Array(pokemon.indices), of: game, wholeGame: filter == .all && shiny == nil,
                    reach: reach, order: order, db)
                return (game, shown.map { pokemon[$0] })
            }
            // A search looks at the whole game, whose names decide whether hints are searched too.
            let pokemon = try Pokemon.fetchAll(db, Self.listCondition(.all, nil), [game.id])
            let found = search.found(in: pokemon, of: game).filter { Self.keeps(pokemon[$0], filter, shiny) }
            let shown = try Self.shown(
                pokemon.map(\.listEntry), found, of: game, wholeGame: true, reach: reach, order: order, db)
            return (game, shown.map { pokemon[$0] })
        }
    }

    /// Whether `filter` and `shiny` keep `pokemon`, as `listCondition` selects rows.
    private static func keeps(_ pokemon: Pokemon, _ filter: ListFilter, _ shiny: Bool?) -> Bool {
        switch filter {
        case .all: break
        case .missing: if pokemon.isCaught { return false }
        case .caught: if !pokemon.isCaught { return false }
        }
        return shiny.map { $0 == pokemon.isShiny } ?? true
    }

    /// A game's rows (`?` its id) that `filter` and `shiny` keep, in national order: the order the `gameId,
    /// dexNumber` index gives without sorting.
    private static func listCondition(_ filter: ListFilter, _ shiny: Bool?) -> String {
        let caught =
            switch filter {
            case .all: ""
            case .missing: "AND NOT isRegistered"
            case .caught: "AND isRegistered"
            }
        return
            "WHERE gameId = ? \(caught + (shiny.map { $0 ? " AND isShiny" : " AND NOT isShiny" } ?? "")) ORDER BY dexNumber, rowid"
    }

    /// Which of `candidates` (indices of `entries`, read in national order; `wholeGame`: every row of the game)
    /// `reach` keeps, as their indices in `order`.
    private static func shown(
        _ entries: [ListEntry], _ candidates: [Int], of game: Game, wholeGame: Bool, reach: ListReach?,
        order: ListOrder, _ db: SQLiteConnection
    ) throws -> [Int] {
        if wholeGame { try DatabaseIntegrity.verify(gameWithPokemonCount: entries.count, db) }
        var kept = candidates
        if let reach {
            let run = RunReach(passedOver: try Self.passedOver(inGame: game.id, db))
            kept = kept.filter { run.keeps(entries[$0], reach) }
        }
        switch order {
        case .national: return kept
        case .regional:
            guard kept.count < entries.count else { return RegionalOrder(game).indices(entries) }
            return RegionalOrder(game).indices(kept.map { entries[$0] }).map { kept[$0] }
        case .name:
            // Names sort by their folded key, which SQLite does not know; the rows come in national order, so a
            // stable sort keeps that order among equal keys.
            return kept.map { (NameKey.key(entries[$0].name), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }
}
