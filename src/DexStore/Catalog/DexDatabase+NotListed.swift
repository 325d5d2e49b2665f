import DexModel
import SQLiteStore

extension DexDatabase {
    /// Why `ref` names no Pokémon of the game's list, told from the manifest the game came from (`manifestPath`, else
    /// the bundled one): ruled out by the starter, or not in the game's Pokédex. Nil when the manifest does not know
    /// the name either, so that the caller's own error (with its "did you mean") stands. Only read on an error.
    public func whyNotListed(_ ref: PokemonRef, game slug: String?, manifestPath: String?) -> StoreError? {
        guard let game = try? self.game(slug),
              let entry = try? GameManifest.loadGame(game.slug, path: manifestPath).entry else { return nil }
        let typed = ref.description
        if let found = entry.pokemon.first(where: { Self.names(ref, $0) }) {
            if let starter = game.selectedStarter, found.excludedForStarters.contains(starter) {
                let starterName = entry.pokemon.first { $0.spriteSlug == starter }?.name ?? starter
                return .notInRun(typed, game: game.name, reason: .ruledOutByStarter(starterName: starterName))
            }
            return .notInRun(typed, game: game.name, reason: .notInRunList)
        }
        guard let manifest = try? GameManifest.load(path: manifestPath),
              manifest.games.contains(where: { $0.pokemon.contains { Self.names(ref, $0) } }) else { return nil }
        return .notInRun(typed, game: game.name, reason: .notInPokedex)
    }

    /// Whether `ref` (a number or a name) names `pokemon`.
    static func names(_ ref: PokemonRef, _ pokemon: GameManifest.PokemonEntry) -> Bool {
        switch ref {
        case .number(let number): pokemon.dexNumber == number
        case .range: false
        case .name(let name): NameKey.key(pokemon.name) == NameKey.key(name) || NameKey.key(pokemon.spriteSlug) == NameKey.key(name)
        }
    }

    /// Adds to the game's list, as received in a trade, each Pokémon `refs` name that the list lacks and `entry` (the
    /// game's manifest entry) has: `dex mark charmander --traded` in a Bulbasaur run. Call inside the write.
    static func addTraded(_ refs: [PokemonRef], entry: GameManifest.Entry, game: Game, in db: SQLiteConnection) throws {
        let listed = Set(try db.queryValues("SELECT dexNumber FROM pokemon WHERE gameId = ?", [game.id], as: Int.self))
        let details = Dictionary(entry.seedDetails(starter: nil).map { ($0.dexNumber, $0) }, uniquingKeysWith: { a, _ in a })
        for ref in refs {
            guard let seed = entry.pokemon.first(where: { names(ref, $0) }), !listed.contains(seed.dexNumber) else { continue }
            var row = Pokemon(
                gameId: game.id, name: seed.name, dexNumber: seed.dexNumber, regionalNumber: seed.regionalNumber,
                spriteSlug: seed.spriteSlug, spriteFolders: entry.spriteFolders(of: seed))
            row.fill(from: details[seed.dexNumber])
            row.isTraded = true
            try row.insert(db)
        }
    }
}

extension Pokemon {
    /// Takes the hint, ways, class and choice of its manifest entry.
    mutating func fill(from detail: GameManifest.Entry.SeedDetails?) {
        guard let detail else { return }
        hint = detail.hint
        ways = detail.ways
        availability = detail.availability
        choiceGroup = detail.choiceGroup
        ruledOutBy = detail.ruledOutBy
    }
}
