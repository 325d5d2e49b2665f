import DexModel
import SQLiteStore

extension Catches {
    /// Adds to the game's list, as received in a trade, each Pokémon `refs` name that the list lacks and `entry` (the
    /// game's manifest entry) has: `dex mark charmander --traded` in a Bulbasaur run. Added not caught: the command
    /// then marks them, and `dex undo` takes them off the list again. Call inside the write.
    /// Returns the rows it added, in the order it added them.
    @discardableResult
    static func addTraded(_ refs: [PokemonRef], entry: GameManifest.Entry, game: Game, in db: SQLiteConnection) throws
        -> [Pokemon]
    {
        var added: [Pokemon] = []
        let listed = Set(try db.queryValues("SELECT dexNumber FROM pokemon WHERE gameId = ?", [game.id], as: Int.self))
        let details = Dictionary(entry.seedDetails(starter: nil).map { ($0.dexNumber, $0) }, uniquingKeysWith: { a, _ in a })
        for ref in refs.flatMap(\.singles) {
            guard let seed = entry.pokemon.first(where: { ref.names($0, of: entry) }), !listed.contains(seed.dexNumber) else {
                continue
            }
            var row = Pokemon(
                gameId: game.id, name: seed.name, dexNumber: seed.dexNumber, regionalNumber: seed.regionalNumber,
                spriteSlug: seed.spriteSlug, spriteFolders: entry.spriteFolders(of: seed))
            row.takeNumbers(of: seed, in: entry)
            row.fill(from: details[seed.dexNumber])
            row.isTraded = true
            try row.insert(db)
            added.append(row)
        }
        return added
    }
}
