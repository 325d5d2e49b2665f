import DexModel
import SQLiteStore

extension Catches {
    /// Adds to the game's list each Pokémon of `species` (entries of `source`, another game of the manifest: the
    /// national one) that the game's own `entry` lacks: a save that holds one got it from an event or a transfer the game data does
    /// not list (a Mew in a Ruby save). Its class is `event`, its hint says where it came from. Added not
    /// caught: the import then marks them, and `dex undo` takes them off the list again. Call inside the write.
    /// Returns the rows it added, in the order it added them.
    @discardableResult
    static func addUnlisted(
        _ species: [GameManifest.PokemonEntry], from source: GameManifest.Entry, entry: GameManifest.Entry, game: Game,
        in db: SQLiteConnection
    ) throws -> [Pokemon] {
        var added: [Pokemon] = []
        let listed = Set(try db.queryValues("SELECT dexNumber FROM pokemon WHERE gameId = ?", [game.id], as: Int.self))
        for seed in species where !listed.contains(seed.dexNumber) {
            var row = Pokemon(
                gameId: game.id, name: seed.name, dexNumber: seed.dexNumber, spriteSlug: seed.spriteSlug,
                spriteFolders: [entry.spriteFolder] + source.spriteFolders(of: seed).filter { $0 != entry.spriteFolder })
            row.availability = Obtainability.event.rawValue
            row.hint = "Not in this game's data: recorded from a save (an event or a transfer)"
            try row.insert(db)
            added.append(row)
        }
        return added
    }
}
