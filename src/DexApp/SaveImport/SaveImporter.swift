import DexModel
import DexSaves
import DexStore

/// `dex import-save`: the rules that turn a save's Pokédex (or its party, boxes and Day Care) into the caught state of
/// one tracked game, applied through `Catches` in one transaction.
public enum SaveImporter {
    /// Marks the game's Pokémon from a save, in one transaction (none for a dry run). Merging never unmarks;
    /// `.replace` makes the source the truth for the caught state. Notes are never touched. A save whose family does
    /// not write the game throws `StoreError.saveFromAnotherGame` and changes nothing; the national game takes the
    /// party, boxes and Day Care (`.boxes`) of a save of any family.
    ///
    /// No catch is dropped: a species the source has that the list lacks is added first, as received in a trade
    /// when the game's manifest entry has it (a starter the seeding ruled out), else with the class `event` from the
    /// manifest's national entry (a Mew in a Ruby save), and then marked. A dry run puts them in the list
    /// it counts without writing them, so that it predicts the import's numbers exactly. `gameEntry` gives a game's
    /// manifest entry by slug, if the manifest has it. Species no entry names are named from the other tracked games,
    /// else from the entries `namingEntries` gives, when given (reading the manifest costs more than the rest of an
    /// import, so `dex import-save` gives it only in a dry run, which a person reads), else left unnamed.
    public static func importSave(
        _ save: SaveContents, game slug: String?, mode: ImportMode, source: SaveImportSource, dryRun: Bool,
        namingEntries: (() throws -> [GameManifest.Entry])?, gameEntry: (String) -> GameManifest.Entry? = { _ in nil },
        into database: DexDatabase
    ) throws -> SaveImport {
        try database.catches.changing(game: slug) { catches in
            let game = catches.game
            try check(save.family, writes: game, source: source, chosen: slug != nil, tracked: catches.trackedSlugs)
            var pokemon = try catches.pokemon()
            let entry = gameEntry(game.slug)
            let additions = Additions(
                wanted: Set(source == .pokedex ? save.owned : save.held), listed: Set(pokemon.map(\.dexNumber)), entry: entry,
                national: { gameEntry("national") })
            if let entry, !additions.isEmpty {
                if dryRun {
                    pokemon += additions.all.map { Pokemon(gameId: game.id, name: $0.name, dexNumber: $0.dexNumber) }
                } else {
                    // Added not caught, before the journal's snapshot: `dex undo` then unmarks them, as it does after
                    // `mark --traded`.
                    try catches.addTraded(additions.traded.map(\.dexNumber), entry: entry)
                    if let national = additions.national {
                        try catches.addUnlisted(additions.fromEvent, from: national, entry: entry)
                    }
                    pokemon = try catches.pokemon()
                }
            }
            var rows = Self.rows(save, source: source, mode: mode, pokemon: pokemon)
            try nameSpeciesOutsideTheGame(&rows, catches: catches, namingEntries: namingEntries)
            if !dryRun {
                try catches.setCaught(
                    rows.filter { $0.wasCaught == false && $0.caught == true }.map(\.dexNumber),
                    uncaught: rows.filter { $0.wasCaught == true && $0.caught == false }.map(\.dexNumber),
                    summary: "import-save (\(source == .pokedex ? "Pokédex" : "party and boxes")) into \(game.slug)")
            }
            let after = Dictionary(
                rows.compactMap { row in row.caught.map { (row.dexNumber, $0) } }, uniquingKeysWith: { a, _ in a })
            let caught = pokemon.filter { after[$0.dexNumber] ?? $0.isCaught }
            let starter = entry.flatMap { SaveStarter.of(save, in: $0) }
            return SaveImport(
                game: game, save: save, mode: mode, source: source, rows: rows,
                progress: GameProgress(
                    game: game, caught: caught.count, total: pokemon.count, shiny: caught.filter(\.isShiny).count),
                addedAsTraded: additions.traded.map(Self.species), addedFromEvent: additions.fromEvent.map(Self.species),
                otherStarter: starter.flatMap { $0 == game.selectedStarter ? nil : $0 })
        }
    }

    /// The species a save has that the list lacks: those the game's entry has (added as traded), and the others,
    /// from the national entry (added as an event's).
    struct Additions {
        var traded: [GameManifest.PokemonEntry] = []
        var fromEvent: [GameManifest.PokemonEntry] = []
        var national: GameManifest.Entry?

        init(wanted: Set<Int>, listed: Set<Int>, entry: GameManifest.Entry?, national: () -> GameManifest.Entry?) {
            let missing = wanted.subtracting(listed)
            guard let entry, !missing.isEmpty else { return }
            traded = entry.pokemon.filter { missing.contains($0.dexNumber) }
            let rest = missing.subtracting(traded.map(\.dexNumber))
            guard !rest.isEmpty, let national = national() else { return }
            self.national = national
            fromEvent = national.pokemon.filter { rest.contains($0.dexNumber) }
        }

        var all: [GameManifest.PokemonEntry] { traded + fromEvent }
        var isEmpty: Bool { traded.isEmpty && fromEvent.isEmpty }
    }

    static func species(_ seed: GameManifest.PokemonEntry) -> SaveImport.Species {
        SaveImport.Species(dexNumber: seed.dexNumber, name: seed.name)
    }

    /// A save goes into a game of its family; its party, boxes and Day Care also into the national living dex.
    static func check(
        _ family: SaveFamily, writes game: Game, source: SaveImportSource, chosen: Bool, tracked: () throws -> Set<String>
    ) throws {
        guard SaveFamily.of(gameSlug: game.slug) != family, !(source == .boxes && game.slug == "national") else { return }
        let tracked = try tracked()
        throw StoreError.saveFromAnotherGame(
            save: family.name, game: game.name.droppingPrefix("Pokémon "), chosen: chosen,
            tracked: family.gameSlugs.filter(tracked.contains), saveSlugs: family.gameSlugs)
    }

    /// Every species the save names (caught, seen or held), and with `.replace` every caught Pokémon the source
    /// lacks, with its state before and after.
    static func rows(_ save: SaveContents, source: SaveImportSource, mode: ImportMode, pokemon: [Pokemon]) -> [SaveImport.Row] {
        let owned = Set(save.owned), held = Set(save.held), seenOnly = Set(save.seenNotCaught)
        let wanted = source == .pokedex ? owned : held
        let byNumber = Dictionary(pokemon.map { ($0.dexNumber, $0) }, uniquingKeysWith: { first, _ in first })
        var numbers = owned.union(held).union(seenOnly)
        if mode == .replace {
            numbers.formUnion(pokemon.filter { $0.isCaught && !wanted.contains($0.dexNumber) }.map(\.dexNumber))
        }
        return numbers.sorted().map { number in
            let tracked = byNumber[number]
            let caught = tracked.map { mode == .replace ? wanted.contains(number) : $0.isCaught || wanted.contains(number) }
            return SaveImport.Row(
                dexNumber: number, name: tracked?.name, inPokedex: owned.contains(number), seenOnly: seenOnly.contains(number),
                inBoxes: held.contains(number), wasCaught: tracked?.isCaught, caught: caught)
        }
    }

    /// Names species the game lacks from the other tracked games, else from the entries `namingEntries` gives.
    static func nameSpeciesOutsideTheGame(
        _ rows: inout [SaveImport.Row], catches: GameCatches, namingEntries: (() throws -> [GameManifest.Entry])?
    ) throws {
        let unnamed = rows.indices.filter { rows[$0].name == nil }
        guard !unnamed.isEmpty else { return }
        var names = try catches.namesInAnyGame(unnamed.map { rows[$0].dexNumber })
        if unnamed.contains(where: { names[rows[$0].dexNumber] == nil }), let games = try? namingEntries?() {
            for game in games {
                for entry in game.pokemon where names[entry.dexNumber] == nil { names[entry.dexNumber] = entry.name }
            }
        }
        for i in unnamed { rows[i].name = names[rows[i].dexNumber] }
    }
}

private extension String {
    func droppingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
