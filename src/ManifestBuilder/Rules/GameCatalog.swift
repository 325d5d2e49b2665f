import DexModel

/// What the PokeAPI tables do not say about the games: their sprite folder on img.pokemondb.net, which gifts are the
/// one-of-three starter choice (Yellow and Let's Go give Pikachu or Eevee, so they have none), the downloadable
/// content a version's save also plays, and the rules a later game changed (no breeding, a Linking Cord instead of
/// a link trade, who trades with whom). Everything else about a game (name, generation, regional dexes, Pokémon)
/// comes from the tables.
struct GameCatalog {
    struct Game {
        /// PokeAPI's version identifier.
        let slug: String
        let spriteFolder: String
        let starters: [String]
        /// PokeAPI versions of the same save's downloadable content (The Isle of Armor, The Crown Tundra): their
        /// encounters are this game's, their Pokédexes are sections of its list.
        var addOns: [String] = []
        /// False where no table gives the version's encounters: every regional-dex species the tables do not place is
        /// then taken as obtainable without a known place (README, The game data). The games PokeAPI has no or few
        /// encounters for (Omega Ruby/Alpha Sapphire, the Switch games) have theirs from Resources/encounters-pkhex.json.
        var hasEncounterTables = true
        /// Games whose species set is their Pokédexes (and encounters), not every species of their generation.
        var hasOnlyItsPokedexSpecies = false
        var hasBreeding = true
        /// Evolutions by link trade happen with this item instead (Legends: Arceus's Linking Cord).
        var tradeEvolutionItem: String? = nil
        /// False where the game keeps no time of day: an evolution by day or by night cannot happen there (FireRed's
        /// Eevee never becomes Espeon or Umbreon).
        var hasClock = true
        /// True where the game raises contest conditions (Pokéblocks, Poffins): an evolution by high beauty (Feebas
        /// into Milotic) happens only there. Ruby/Sapphire/Emerald and Omega Ruby/Alpha Sapphire blend Pokéblocks,
        /// Diamond/Pearl/Platinum and Brilliant Diamond/Shining Pearl cook Poffins; FireRed/LeafGreen and
        /// HeartGold/SoulSilver have neither, and from Black/White on Feebas evolves by a Prism Scale trade (Game
        /// Rant, How to Evolve Feebas into Milotic; Brilliant Diamond/Shining Pearl: PKHeX's Poffin and Contest8b
        /// save blocks).
        var hasBeauty = false
        /// False where Pokémon hold no items: an evolution that needs a held item cannot happen there (Let's Go).
        var hasHeldItems = true
        /// The partner Pokémon the game gives, which will not evolve (Yellow's Pikachu refuses the Thunder Stone):
        /// its evolutions need one caught another way.
        var unevolvingPartner: String? = nil
        /// Whether the game's own play gives the mythical Pokémon of its dex (Legends: Arceus's Phione, Manaphy and
        /// Arceus); elsewhere a mythical Pokémon the tables do not place is taken as event-only (Omega Ruby's Jirachi).
        var givesItsMythicals = false
        /// The game's National Pokédex, numbered to this species, is a section of its list after its regional dexes
        /// (Brilliant Diamond/Shining Pearl's, to Arceus).
        var nationalDexUpTo: Int? = nil
        /// Games with the same trade group trade with each other directly; nil: every game of the generation
        /// (generations 1–5).
        var tradeGroup: String? = nil
    }

    static let kantoStarters = ["bulbasaur", "charmander", "squirtle"]
    static let johtoStarters = ["chikorita", "cyndaquil", "totodile"]
    static let hoennStarters = ["treecko", "torchic", "mudkip"]
    static let sinnohStarters = ["turtwig", "chimchar", "piplup"]
    static let unovaStarters = ["snivy", "tepig", "oshawott"]
    static let kalosStarters = ["chespin", "fennekin", "froakie"]
    static let alolaStarters = ["rowlet", "litten", "popplio"]
    static let galarStarters = ["grookey", "scorbunny", "sobble"]
    static let hisuiStarters = ["rowlet", "cyndaquil", "oshawott"]
    static let paldeaStarters = ["sprigatito", "fuecoco", "quaxly"]
    static let lumioseStarters = ["chikorita", "tepig", "totodile"]

    static let games: [Game] = [
        Game(slug: "red", spriteFolder: "red-blue", starters: kantoStarters, hasClock: false),
        Game(slug: "blue", spriteFolder: "red-blue", starters: kantoStarters, hasClock: false),
        Game(slug: "yellow", spriteFolder: "yellow", starters: [], hasClock: false, unevolvingPartner: "pikachu"),
        Game(slug: "gold", spriteFolder: "gold", starters: johtoStarters),
        Game(slug: "silver", spriteFolder: "silver", starters: johtoStarters),
        Game(slug: "crystal", spriteFolder: "crystal", starters: johtoStarters),
        Game(slug: "ruby", spriteFolder: "ruby-sapphire", starters: hoennStarters, hasBeauty: true),
        Game(slug: "sapphire", spriteFolder: "ruby-sapphire", starters: hoennStarters, hasBeauty: true),
        Game(slug: "emerald", spriteFolder: "emerald", starters: hoennStarters, hasBeauty: true),
        Game(slug: "firered", spriteFolder: "firered-leafgreen", starters: kantoStarters, hasClock: false),
        Game(slug: "leafgreen", spriteFolder: "firered-leafgreen", starters: kantoStarters, hasClock: false),
        Game(slug: "diamond", spriteFolder: "diamond-pearl", starters: sinnohStarters, hasBeauty: true),
        Game(slug: "pearl", spriteFolder: "diamond-pearl", starters: sinnohStarters, hasBeauty: true),
        Game(slug: "platinum", spriteFolder: "platinum", starters: sinnohStarters, hasBeauty: true),
        Game(slug: "heartgold", spriteFolder: "heartgold-soulsilver", starters: johtoStarters),
        Game(slug: "soulsilver", spriteFolder: "heartgold-soulsilver", starters: johtoStarters),
        Game(slug: "black", spriteFolder: "black-white", starters: unovaStarters),
        Game(slug: "white", spriteFolder: "black-white", starters: unovaStarters),
        Game(slug: "black-2", spriteFolder: "black-white", starters: unovaStarters),
        Game(slug: "white-2", spriteFolder: "black-white", starters: unovaStarters),
        Game(slug: "x", spriteFolder: "x-y", starters: kalosStarters, tradeGroup: "3ds"),
        Game(slug: "y", spriteFolder: "x-y", starters: kalosStarters, tradeGroup: "3ds"),
        // The host keeps Omega Ruby/Alpha Sapphire's sprites under `omega-ruby-alpha-sapphire/dex/normal/`, which the
        // `{folder}/normal/` template cannot name; X/Y's are the same models.
        Game(
            slug: "omega-ruby", spriteFolder: "x-y", starters: hoennStarters, hasBeauty: true, tradeGroup: "3ds"),
        Game(
            slug: "alpha-sapphire", spriteFolder: "x-y", starters: hoennStarters, hasBeauty: true, tradeGroup: "3ds"),
        Game(slug: "sun", spriteFolder: "sun-moon", starters: alolaStarters, tradeGroup: "alola"),
        Game(slug: "moon", spriteFolder: "sun-moon", starters: alolaStarters, tradeGroup: "alola"),
        Game(slug: "ultra-sun", spriteFolder: "ultra-sun-ultra-moon", starters: alolaStarters, tradeGroup: "alola"),
        Game(slug: "ultra-moon", spriteFolder: "ultra-sun-ultra-moon", starters: alolaStarters, tradeGroup: "alola"),
        Game(
            slug: "lets-go-pikachu", spriteFolder: "lets-go-pikachu-eevee", starters: [],
            hasOnlyItsPokedexSpecies: true, hasBreeding: false, hasHeldItems: false, unevolvingPartner: "pikachu",
            tradeGroup: "lets-go"),
        Game(
            slug: "lets-go-eevee", spriteFolder: "lets-go-pikachu-eevee", starters: [],
            hasOnlyItsPokedexSpecies: true, hasBreeding: false, hasHeldItems: false, unevolvingPartner: "eevee",
            tradeGroup: "lets-go"),
        Game(
            slug: "sword", spriteFolder: "sword-shield", starters: galarStarters,
            addOns: ["the-isle-of-armor-sword", "the-crown-tundra-sword"], hasOnlyItsPokedexSpecies: true, tradeGroup: "galar"),
        Game(
            slug: "shield", spriteFolder: "sword-shield", starters: galarStarters,
            addOns: ["the-isle-of-armor-shield", "the-crown-tundra-shield"], hasOnlyItsPokedexSpecies: true, tradeGroup: "galar"),
        Game(
            slug: "brilliant-diamond", spriteFolder: "brilliant-diamond-shining-pearl", starters: sinnohStarters,
            hasBeauty: true, nationalDexUpTo: 493, tradeGroup: "bdsp"),
        Game(
            slug: "shining-pearl", spriteFolder: "brilliant-diamond-shining-pearl", starters: sinnohStarters,
            hasBeauty: true, nationalDexUpTo: 493, tradeGroup: "bdsp"),
        Game(
            slug: "legends-arceus", spriteFolder: "legends-arceus", starters: hisuiStarters,
            hasOnlyItsPokedexSpecies: true, hasBreeding: false,
            tradeEvolutionItem: "linking-cord", givesItsMythicals: true, tradeGroup: "hisui"),
        Game(
            slug: "scarlet", spriteFolder: "scarlet-violet", starters: paldeaStarters,
            addOns: ["the-teal-mask-scarlet", "the-indigo-disk-scarlet"],
            hasOnlyItsPokedexSpecies: true, tradeGroup: "paldea"),
        Game(
            slug: "violet", spriteFolder: "scarlet-violet", starters: paldeaStarters,
            addOns: ["the-teal-mask-violet", "the-indigo-disk-violet"],
            hasOnlyItsPokedexSpecies: true, tradeGroup: "paldea"),
        Game(
            slug: "legends-za", spriteFolder: SpriteFolders.home, starters: lumioseStarters,
            addOns: ["mega-dimension"], hasOnlyItsPokedexSpecies: true, hasBreeding: false,
            tradeGroup: "lumiose"),
    ]
}
