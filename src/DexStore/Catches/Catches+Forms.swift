import DexModel
import FoundationEssentials
import SQLiteStore

extension Catches {
    /// The rows of the entries `keys` name (a species' default form, or another) that `source` (the game's own manifest
    /// entry, or another game's: the national one) lists, for a game tracked with forms whose list lacks them: a save
    /// holds one. From the game's own entry they come as received in a trade, as `addTraded` adds species; from
    /// another game's, with the class `event` and the hint that says where they came from, as `addUnlisted` adds
    /// species. In the source's order; not inserted.
    package static func formRows(
        _ keys: [EntryKey], from source: GameManifest.Entry, entry: GameManifest.Entry, game: Game
    ) -> [Pokemon] {
        let wanted = Set(keys)
        let seeds = source.seeds(starter: nil, kinds: EntryKinds(forms: true)).filter {
            wanted.contains(EntryKey(dexNumber: $0.pokemon.dexNumber, form: $0.form))
        }
        let details = source.seedDetails(of: seeds.map(\.pokemon))
        let ownEntry = source.slug == entry.slug
        return zip(seeds, details).map { seed, detail in
            var row = Pokemon(
                gameId: game.id, name: seed.pokemon.name, dexNumber: seed.pokemon.dexNumber,
                regionalNumber: ownEntry ? seed.pokemon.regionalNumber : nil, spriteSlug: seed.pokemon.spriteSlug,
                spriteFolders: [entry.spriteFolder] + source.spriteFolders(of: seed.pokemon).filter { $0 != entry.spriteFolder })
            row.form = seed.form
            row.speciesName = seed.speciesName
            if ownEntry {
                row.takeNumbers(of: seed.pokemon, in: source)
                row.fill(from: detail)
                row.isTraded = true
            } else {
                row.availability = Obtainability.event.rawValue
                row.hint = "Not in this game's data: recorded from a save (an event or a transfer)"
            }
            return row
        }
    }

    /// Sets each Pokémon of `changes` (by id) to its caught and shiny state, recorded in the journal as `entry` first
    /// (`dex import-save`, through `GameCatches`).
    static func setStates(_ changes: [CatchState], of pokemon: [Pokemon], journal entry: Journal.Entry, _ db: SQLiteConnection)
        throws
    {
        guard !changes.isEmpty else { return }
        try Journal.record(entry, in: db)
        let byId = Dictionary(pokemon.map { ($0.id, $0.state) }, uniquingKeysWith: { first, _ in first })
        try StateWriter.write(
            changes.compactMap { change in
                guard let before = byId[change.id] else { return nil }
                var after = before
                (after.isCaught, after.isShiny) = (change.caught, change.shiny)
                return StateWriter.Change(id: change.id, before: before, after: after)
            }, on: .today(), db)
    }
}

/// One Pokémon's caught and shiny state, as an import sets it.
package struct CatchState: Sendable, Equatable {
    package var id: UUID
    package var caught: Bool
    package var shiny: Bool

    package init(id: UUID, caught: Bool, shiny: Bool) {
        self.id = id
        self.caught = caught
        self.shiny = shiny
    }
}
