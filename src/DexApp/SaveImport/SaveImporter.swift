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
    /// manifest entry by slug, if the manifest has it, with at least the Pokémon of the subset when one is given. Species no entry names are named from the other tracked games,
    /// else from the entries `namingEntries` gives, when given (reading the manifest costs more than the rest of an
    /// import, so `dex import-save` gives it only in a dry run, which a person reads), else left unnamed.
    public static func importSave(
        _ save: SaveContents, game slug: String?, mode: ImportMode, source: SaveImportSource, dryRun: Bool,
        namingEntries: (() throws -> [GameManifest.Entry])?,
        gameEntry: (String, GameManifest.Entry.Subset?) -> GameManifest.Entry? = { _, _ in nil },
        into database: DexDatabase
    ) throws -> SaveImport {
        try database.catches.changing(game: slug) { catches in
            let game = catches.game
            try check(save.family, writes: game, source: source, chosen: slug != nil, tracked: catches.trackedSlugs)
            let save = DeoxysForm.shown(save, in: game.slug)
            var pokemon = try catches.pokemon()
            let wanted = SaveAdditions.Wanted(save, source: source)
            let entry = gameEntry(game.slug, SaveAdditions.subset(wanted, listed: pokemon, starter: save.starter, game: game))
            let additions = SaveAdditions(
                wanted, listed: pokemon, entry: entry, national: { gameEntry("national", $0) }, game: game)
            if let entry, !additions.isEmpty {
                if dryRun {
                    pokemon += additions.all.map { Pokemon(gameId: game.id, name: $0.name, dexNumber: $0.dexNumber) }
                    pokemon += additions.entries
                } else {
                    // Added not caught, before the journal's snapshot: `dex undo` then unmarks them, as it does after
                    // `mark --traded`.
                    var added = try catches.addTraded(additions.traded.map(\.dexNumber), entry: entry)
                    if let national = additions.national {
                        added += try catches.addUnlisted(additions.fromEvent, from: national, entry: entry)
                    }
                    try catches.insert(additions.entries)
                    // The list as the database orders it (by dex number, then as added), without reading it again.
                    pokemon = (pokemon + added + additions.entries).enumerated()
                        .sorted { ($0.element.dexNumber, $0.offset) < ($1.element.dexNumber, $1.offset) }.map(\.element)
                }
            }
            var rows = Self.rows(save, source: source, mode: mode, pokemon: pokemon)
            try nameSpeciesOutsideTheGame(&rows, catches: catches, namingEntries: namingEntries)
            let byKey = Dictionary(pokemon.map { ($0.entryKey, $0) }, uniquingKeysWith: { first, _ in first })
            let changes = rows.compactMap { row -> CatchState? in
                guard let tracked = byKey[row.key], let caught = row.caught, let shiny = row.shiny,
                    caught != tracked.isCaught || shiny != tracked.isShiny
                else { return nil }
                return CatchState(id: tracked.id, caught: caught, shiny: shiny)
            }
            if !dryRun {
                try catches.setStates(
                    changes, of: pokemon,
                    summary: "import-save (\(source == .pokedex ? "Pokédex" : "party and boxes")) into \(game.slug)")
            }
            let after = Dictionary(changes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let caught = pokemon.filter { after[$0.id]?.caught ?? $0.isCaught }
            let starter = entry.flatMap { SaveStarter.of(save, in: $0) }
            var result = SaveImport(
                game: game, save: save, mode: mode, source: source, rows: rows,
                progress: GameProgress(
                    game: game, caught: caught.count, total: pokemon.count,
                    shiny: caught.filter { after[$0.id]?.shiny ?? $0.isShiny }.count),
                addedAsTraded: additions.traded.map(Self.species) + additions.entries.filter(\.isTraded).map(Self.species),
                addedFromEvent: additions.fromEvent.map(Self.species)
                    + additions.entries.filter { !$0.isTraded }.map(Self.species),
                otherStarter: starter.flatMap { $0 == game.selectedStarter ? nil : $0 })
            result.shinyLocked = result.markedShiny.filter { byKey[$0.key]?.shinyLocked == true }
            return result
        }
    }

    static func species(_ seed: GameManifest.PokemonEntry) -> SaveImport.Species {
        SaveImport.Species(dexNumber: seed.dexNumber, name: seed.name)
    }

    static func species(_ form: Pokemon) -> SaveImport.Species {
        SaveImport.Species(dexNumber: form.dexNumber, form: form.form, name: form.name)
    }

    /// A save goes into a game of its family; its party, boxes and Day Care also into the national living dex.
    static func check(
        _ family: SaveFamily, writes game: Game, source: SaveImportSource, chosen: Bool, tracked: () throws -> Set<String>
    ) throws {
        guard SaveFamily.of(gameSlug: game.slug) != family, !(source == .boxes && game.slug == "national") else { return }
        if game.slug == "national" { throw StoreError.saveDexIntoNational(save: family.name) }
        let tracked = try tracked()
        throw StoreError.saveFromAnotherGame(
            save: family.name, game: game.name.droppingPrefix("Pokémon "), chosen: chosen,
            tracked: family.gameSlugs.filter(tracked.contains), saveSlugs: family.gameSlugs)
    }

    /// Every entry the save names (a species caught, seen or held; a held Pokémon's form where the list has it, else
    /// its species' default form), and with `.replace` every caught entry the source lacks, with its caught and shiny
    /// state before and after. The Pokédex names species: a species it has caught is the entries of the forms the save
    /// holds of it or its Pokédex records obtained, else its default form. A held shiny one (or one the Pokédex records
    /// obtained shiny) is marked shiny (a shiny catch is also a catch); shininess
    /// is only ever taken back with the catch.
    static func rows(_ save: SaveContents, source: SaveImportSource, mode: ImportMode, pokemon: [Pokemon]) -> [SaveImport.Row] {
        let owned = Set(save.owned), seenOnly = Set(save.seenNotCaught)
        let entries = Dictionary(grouping: pokemon, by: \.dexNumber)
        let byKey = Dictionary(pokemon.map { ($0.entryKey, $0) }, uniquingKeysWith: { first, _ in first })
        func defaultKey(_ number: Int) -> EntryKey {
            let forms = entries[number] ?? []
            return (forms.first { $0.form.isEmpty } ?? forms.first)?.entryKey ?? EntryKey(dexNumber: number)
        }
        // A Pokémon's entry: its form's where the list has it, else its species' default form.
        func key(of pokemon: HeldPokemon) -> EntryKey {
            if let form = HeldForm.identifier(of: pokemon, family: save.family),
                byKey[EntryKey(dexNumber: pokemon.species, form: form)] != nil
            {
                return EntryKey(dexNumber: pokemon.species, form: form)
            }
            return defaultKey(pokemon.species)
        }
        // Each entry held (or, from the Pokédex, each form it records obtained), and whether a shiny one is.
        func shinyByEntry(_ pokemon: [HeldPokemon]) -> [EntryKey: Bool] {
            pokemon.reduce(into: [:]) { entries, pokemon in
                let key = key(of: pokemon)
                entries[key] = entries[key] == true || pokemon.isShiny
            }
        }
        let held = shinyByEntry(save.party + save.boxes + save.dayCare)
        let heldBySpecies = Dictionary(grouping: held.keys, by: \.dexNumber)
        let recordedForms = shinyByEntry(save.pokedexForms.filter { owned.contains($0.species) })
        let formsBySpecies = Dictionary(grouping: Set(held.keys).union(recordedForms.keys), by: \.dexNumber)
        let wanted: Set<EntryKey> =
            source == .boxes
            ? Set(held.keys) : Set(owned.flatMap { formsBySpecies[$0] ?? [defaultKey($0)] })
        let shinyWanted = held.merging(source == .pokedex ? recordedForms : [:]) { $0 || $1 }
        var keys = wanted
        let wantedNumbers = Set(wanted.map(\.dexNumber))
        for number in owned.union(heldBySpecies.keys).union(seenOnly) where !wantedNumbers.contains(number) {
            keys.formUnion(heldBySpecies[number] ?? [defaultKey(number)])
        }
        if mode == .replace {
            let kept = { (tracked: Pokemon) in
                source == .boxes ? wanted.contains(tracked.entryKey) : owned.contains(tracked.dexNumber)
            }
            keys.formUnion(pokemon.filter { $0.isCaught && !kept($0) }.map(\.entryKey))
        }
        return keys.sorted(by: SaveAdditions.order).map { key in
            let tracked = byKey[key]
            let isWanted = wanted.contains(key)
            let caught = tracked.map { mode == .replace ? isWanted : $0.isCaught || isWanted }
            let shiny = tracked.flatMap { tracked in
                caught.map { $0 && (tracked.isShiny || (isWanted && shinyWanted[key] == true)) }
            }
            return SaveImport.Row(
                dexNumber: key.dexNumber, form: key.form, name: tracked?.name, inPokedex: owned.contains(key.dexNumber),
                seenOnly: seenOnly.contains(key.dexNumber), inBoxes: held[key] != nil, heldShiny: held[key] == true,
                wasCaught: tracked?.isCaught, caught: caught, wasShiny: tracked?.isShiny, shiny: shiny)
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
