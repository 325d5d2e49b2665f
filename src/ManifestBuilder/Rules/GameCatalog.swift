import DexModel

/// What the PokeAPI tables do not say about the 20 games: their sprite folder on img.pokemondb.net and
/// which gifts are the one-of-three starter choice (Yellow gives Pikachu, so it has no choice).
/// Everything else about a game (name, generation, regional dex, Pokémon) comes from the tables.
struct GameCatalog {
    struct Game {
        /// PokeAPI's version identifier.
        let slug: String
        let spriteFolder: String
        let starters: [String]
    }

    static let kantoStarters = ["bulbasaur", "charmander", "squirtle"]
    static let johtoStarters = ["chikorita", "cyndaquil", "totodile"]
    static let hoennStarters = ["treecko", "torchic", "mudkip"]
    static let sinnohStarters = ["turtwig", "chimchar", "piplup"]
    static let unovaStarters = ["snivy", "tepig", "oshawott"]

    static let games: [Game] = [
        Game(slug: "red", spriteFolder: "red-blue", starters: kantoStarters),
        Game(slug: "blue", spriteFolder: "red-blue", starters: kantoStarters),
        Game(slug: "yellow", spriteFolder: "yellow", starters: []),
        Game(slug: "gold", spriteFolder: "gold", starters: johtoStarters),
        Game(slug: "silver", spriteFolder: "silver", starters: johtoStarters),
        Game(slug: "crystal", spriteFolder: "crystal", starters: johtoStarters),
        Game(slug: "ruby", spriteFolder: "ruby-sapphire", starters: hoennStarters),
        Game(slug: "sapphire", spriteFolder: "ruby-sapphire", starters: hoennStarters),
        Game(slug: "emerald", spriteFolder: "emerald", starters: hoennStarters),
        Game(slug: "firered", spriteFolder: "firered-leafgreen", starters: kantoStarters),
        Game(slug: "leafgreen", spriteFolder: "firered-leafgreen", starters: kantoStarters),
        Game(slug: "diamond", spriteFolder: "diamond-pearl", starters: sinnohStarters),
        Game(slug: "pearl", spriteFolder: "diamond-pearl", starters: sinnohStarters),
        Game(slug: "platinum", spriteFolder: "platinum", starters: sinnohStarters),
        Game(slug: "heartgold", spriteFolder: "heartgold-soulsilver", starters: johtoStarters),
        Game(slug: "soulsilver", spriteFolder: "heartgold-soulsilver", starters: johtoStarters),
        Game(slug: "black", spriteFolder: "black-white", starters: unovaStarters),
        Game(slug: "white", spriteFolder: "black-white", starters: unovaStarters),
        Game(slug: "black-2", spriteFolder: "black-white", starters: unovaStarters),
        Game(slug: "white-2", spriteFolder: "black-white", starters: unovaStarters),
    ]
}
